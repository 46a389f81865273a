import type { ParentColumnProps } from '../../contract/generated/widgets/parent-column.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import { FollowState } from '../../src/ui/follow-state';
import './parent-column.css';

const DESC_LENGTH = 26;

export function ParentColumn({ props, emit }: WidgetRenderProps<ParentColumnProps>) {
  const parent = props.parent;
  if (!parent) return null;
  const label = props.label ?? '所属专栏';
  return (
    <aside className="w-parent-column" aria-label={label}>
      <button type="button" className="w-parent-column__card" aria-label={`${label}：${parent.title}`} onClick={() => void emit('select', parent)}>
        {parent.logo ? <img className="w-parent-column__logo" src={parent.logo} alt="" loading="lazy" /> : <span className="w-parent-column__logo" />}
        <span className="w-parent-column__text">
          <span className="w-parent-column__title">{cutText(parent.title, TITLE_LENGTH.parent)}</span>
          {parent.desc && <span className="w-parent-column__desc">{cutText(parent.desc, DESC_LENGTH)}</span>}
        </span>
      </button>
      <FollowState followed={parent.is_subscribe === 1} name={parent.title} onToggle={() => void emit('follow', parent)} />
    </aside>
  );
}
