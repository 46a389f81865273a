import { useId } from 'react';
import type { SectionProps } from '../../contract/generated/widgets/section.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './section.css';

export const SECTION_TEXT = { more: '查看更多' } as const;

export function Section({ props, emit, children }: WidgetRenderProps<SectionProps>) {
  const titleId = useId();
  const showMore = props.showMore ?? true;
  // No title and no 查看更多: a plain group of its children (the live room's 介绍 tab).
  if (!props.title && !showMore) return <div className="w-section w-section--plain">{children}</div>;
  return (
    <section className="w-section" aria-labelledby={titleId}>
      <header className="w-section__header">
        <h2 className="w-section__title" id={titleId}>
          {props.title}
          {typeof props.count === 'number' && <span className="w-section__count">共 {props.count} 条</span>}
        </h2>
        {showMore && (
          // Every section has a 查看更多; the title as its description tells them apart.
          <button type="button" className="w-section__more" aria-describedby={titleId} onClick={() => emit('more')}>
            {props.moreText || SECTION_TEXT.more}
          </button>
        )}
      </header>
      <div className="w-section__body">{children}</div>
    </section>
  );
}
