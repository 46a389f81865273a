import type { ProfileCardProps } from '../../contract/generated/widgets/profile-card.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './profile-card.css';

export const PROFILE_TEXT = {
  login: '登录 / 注册',
  loginHint: '登录后查看学习记录与博贝',
  certified: '已认证',
  edit: '修改',
  certify: '去认证',
  anonymous: '博医荟用户',
} as const;

/** A neutral head-and-shoulders placeholder: no external default avatar. */
function AvatarPlaceholder() {
  return (
    <svg className="w-profile-card__avatar" viewBox="0 0 64 64" role="img" aria-label="默认头像">
      <circle cx="32" cy="32" r="32" fill="#dfe8f5" />
      <circle cx="32" cy="26" r="11" fill="#a9bfdc" />
      <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#a9bfdc" />
    </svg>
  );
}

export function ProfileCard({ props, emit }: WidgetRenderProps<ProfileCardProps>) {
  const user = props.user ?? null;
  if (!user) {
    return (
      <section className="w-profile-card">
        <AvatarPlaceholder />
        <div className="w-profile-card__main">
          <button type="button" className="w-profile-card__login" onClick={() => void emit('login')}>
            {PROFILE_TEXT.login}
          </button>
          <p className="w-profile-card__hint">{PROFILE_TEXT.loginHint}</p>
        </div>
      </section>
    );
  }
  const certified = user.is_complete === 1;
  const name = user.name || user.nick_name || PROFILE_TEXT.anonymous;
  const identity = user.identity && typeof user.identity === 'object' ? user.identity.name : undefined;
  return (
    <section className="w-profile-card">
      {user.avatar ? <img className="w-profile-card__avatar" src={user.avatar} alt={`${name}的头像`} loading="lazy" /> : <AvatarPlaceholder />}
      <div className="w-profile-card__main">
        <p className="w-profile-card__name">
          <span>{name}</span>
          {certified && <span className="w-profile-card__badge">{PROFILE_TEXT.certified}</span>}
        </p>
        {identity && <p className="w-profile-card__identity">{identity}</p>}
        <button type="button" className="w-profile-card__points" onClick={() => void emit('points')}>
          {`${props.pointLabel ?? '博贝'} ${user.point ?? 0}`}
        </button>
      </div>
      <button type="button" className="w-profile-card__action" onClick={() => void emit(certified ? 'edit' : 'certify')}>
        {certified ? PROFILE_TEXT.edit : PROFILE_TEXT.certify}
      </button>
    </section>
  );
}
