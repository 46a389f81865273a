import './follow-state.css';

export const FOLLOW_TEXT = { follow: '关注', followed: '已关注' } as const;

/**
 * The follow button of a column (+关注 / 已关注). `followed` is is_subscribe === 1 everywhere (the
 * original's polarity differed between screens). Without onToggle it is a plain state label.
 */
export function FollowState({ followed, onToggle, name }: { followed: boolean; onToggle?: () => void; name?: string }) {
  const className = `ui-follow-state${followed ? ' ui-follow-state--on' : ''}`;
  const text = followed ? FOLLOW_TEXT.followed : `+${FOLLOW_TEXT.follow}`;
  if (!onToggle) return <span className={className}>{text}</span>;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={followed}
      aria-label={name ? `${followed ? FOLLOW_TEXT.followed : FOLLOW_TEXT.follow} ${name}` : undefined}
      onClick={onToggle}
    >
      {text}
    </button>
  );
}
