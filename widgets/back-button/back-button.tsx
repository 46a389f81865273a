import type { BackButtonProps } from '../../contract/generated/widgets/back-button.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './back-button.css';

export function BackButton({ props, emit }: WidgetRenderProps<BackButtonProps>) {
  return (
    <button type="button" className="w-back-button" aria-label={props.label ?? '返回'} onClick={() => void emit('back')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
