import './follow-state.css';

export const FOLLOW_TEXT = { follow: '关注', followed: '已关注' } as const;

/**
 * The follow state of a column (关注 / 已关注). Shown only: following and unfollowing come with the
 * interactions issue, which will swap this for a button in the same place.
 */
export function FollowState({ followed }: { followed: boolean }) {
  return (
    <span className={`ui-follow-state${followed ? ' ui-follow-state--on' : ''}`}>{followed ? FOLLOW_TEXT.followed : `+${FOLLOW_TEXT.follow}`}</span>
  );
}
