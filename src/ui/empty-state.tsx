import './empty-state.css';

export const EMPTY_TEXT = {
  title: '没有更多了',
  hint: '先看看其他内容吧！',
  home: '返回首页',
} as const;

export interface EmptyStateProps {
  title?: string;
  hint?: string;
  /** When given, a 返回首页 button is shown and calls it. */
  onHome?: () => void;
  homeText?: string;
}

export function EmptyState({ title = EMPTY_TEXT.title, hint = EMPTY_TEXT.hint, onHome, homeText = EMPTY_TEXT.home }: EmptyStateProps) {
  return (
    <div className="ui-empty-state" role="status">
      <svg className="ui-empty-state__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
        <rect x="20" y="18" width="80" height="52" rx="6" fill="#eef2f8" />
        <rect x="32" y="32" width="40" height="6" rx="3" fill="#d6deea" />
        <rect x="32" y="46" width="56" height="6" rx="3" fill="#d6deea" />
      </svg>
      <p className="ui-empty-state__title">{title}</p>
      {hint && <p className="ui-empty-state__hint">{hint}</p>}
      {onHome && (
        <button type="button" className="ui-empty-state__home" onClick={onHome}>
          {homeText}
        </button>
      )}
    </div>
  );
}
