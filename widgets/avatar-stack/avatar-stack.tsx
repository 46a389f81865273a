import type { AvatarStackProps } from '../../contract/generated/widgets/avatar-stack.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './avatar-stack.css';

export const AVATAR_STACK_TEXT = { default: '最近在学', alt: '学员头像' } as const;
const DEFAULT_MAX = 5;

export function AvatarStack({ props }: WidgetRenderProps<AvatarStackProps>) {
  const avatars = (props.avatars ?? []).filter((url) => typeof url === 'string' && url !== '');
  if (avatars.length === 0) return null;
  const shown = avatars.slice(0, props.max ?? DEFAULT_MAX);
  const text = props.text ?? AVATAR_STACK_TEXT.default;
  return (
    <div className="w-avatar-stack" role="group" aria-label={text}>
      <ul className="w-avatar-stack__list">
        {shown.map((url, index) => (
          <li key={`${url}-${index}`} className="w-avatar-stack__item" style={{ zIndex: shown.length - index }}>
            <img className="w-avatar-stack__img" src={url} alt={AVATAR_STACK_TEXT.alt} loading="lazy" />
          </li>
        ))}
      </ul>
      {text && <span className="w-avatar-stack__text">{text}</span>}
    </div>
  );
}
