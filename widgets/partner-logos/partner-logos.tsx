import { useId } from 'react';
import type { PartnerLogosProps } from '../../contract/generated/widgets/partner-logos.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './partner-logos.css';

export const PARTNER_LOGOS_TEXT = { title: '合作伙伴' } as const;

export function PartnerLogos({ props }: WidgetRenderProps<PartnerLogosProps>) {
  const titleId = useId();
  const items = props.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="w-partner-logos" aria-labelledby={titleId}>
      <h2 className="w-partner-logos__title" id={titleId}>
        {props.title || PARTNER_LOGOS_TEXT.title}
      </h2>
      <ul className="w-partner-logos__items">
        {items.map((partner, index) => (
          <li key={partner.id}>
            <img src={partner.logo} alt={partner.name || `合作单位${index + 1}的标志`} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
