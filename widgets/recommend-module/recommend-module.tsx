import { useId } from 'react';
import type { ContentItem } from '../../contract/generated/schema-types';
import type { RecommendModuleProps } from '../../contract/generated/widgets/recommend-module.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { ContentCard, type ContentCardVariant } from '../../src/ui/content-card';
import { TITLE_LENGTH } from '../../src/ui/cut-text';
import './recommend-module.css';

/** RecommendModule.layout values (docs/product-rules.md#screens-and-routes: 1 list, 2 horizontal swiper, 3 grid). */
const LAYOUT = { list: 1, swiper: 2, grid: 3 } as const;

const CARD_VARIANT: Record<number, ContentCardVariant> = {
  [LAYOUT.list]: 'row',
  [LAYOUT.swiper]: 'card',
  [LAYOUT.grid]: 'card',
};

const LAYOUT_CLASS: Record<number, string> = {
  [LAYOUT.list]: 'list',
  [LAYOUT.swiper]: 'scroller',
  [LAYOUT.grid]: 'grid',
};

/*
 * Layout 2 is a CSS scroll-snap row rather than a Swiper: it needs no library, no lazy chunk and no
 * first-frame placeholder, and native momentum scrolling feels right in WeChat's browser.
 */
export function RecommendModule({ props, emit }: WidgetRenderProps<RecommendModuleProps>) {
  const titleId = useId();
  const module = props.module;
  const items: ContentItem[] = module?.module_data ?? [];
  if (!module || items.length === 0) return null;

  const layout = CARD_VARIANT[module.layout] ? module.layout : LAYOUT.list;
  const titleLength = props.titleLength ?? TITLE_LENGTH.card;

  return (
    <section className="w-recommend-module" aria-labelledby={titleId}>
      <h2 className="w-recommend-module__title" id={titleId}>
        {module.module_name}
      </h2>
      <ul className={`w-recommend-module__items w-recommend-module__items--${LAYOUT_CLASS[layout]}`}>
        {items.map((item, index) => (
          <li key={`${item.origin_type}-${item.id}-${index}`} className="w-recommend-module__item">
            <ContentCard item={item} variant={CARD_VARIANT[layout]} titleLength={titleLength} onSelect={(selected) => emit('select', selected)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
