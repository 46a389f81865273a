import { useId } from 'react';
import type { FollowedStripProps } from '../../contract/generated/widgets/followed-strip.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import './followed-strip.css';

const UPDATED = '有更新';

export function FollowedStrip({ props, emit }: WidgetRenderProps<FollowedStripProps>) {
  const titleId = useId();
  const items = props.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="w-followed-strip" aria-labelledby={titleId}>
      <h2 className="w-followed-strip__title" id={titleId}>
        {props.title ?? '我的关注'}
      </h2>
      <ul className="w-followed-strip__items">
        {items.map((column) => (
          <li key={column.id}>
            <button
              type="button"
              className="w-followed-strip__item"
              aria-label={column.showRedPoint ? `${column.title}，${UPDATED}` : column.title}
              onClick={() => void emit('select', column)}
            >
              <span className="w-followed-strip__logo-wrap">
                {column.logo ? <img className="w-followed-strip__logo" src={column.logo} alt="" loading="lazy" /> : <span className="w-followed-strip__logo" />}
                {column.showRedPoint && <span className="w-followed-strip__dot" data-testid="red-dot" />}
              </span>
              <span className="w-followed-strip__name">{cutText(column.title, props.titleLength ?? TITLE_LENGTH.parent)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
