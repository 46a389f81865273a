import type { PointRulesProps } from '../../contract/generated/widgets/point-rules.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './point-rules.css';

export const POINT_RULES_TEXT = { title: '如何获得博贝', currency: '博贝' } as const;

/** The amount-rule screen: the rules in the order the server gives (register, view, comment, share). */
export function PointRules({ props }: WidgetRenderProps<PointRulesProps>) {
  const rules = props.rules ?? [];
  return (
    <section className="w-point-rules" aria-label={props.title ?? POINT_RULES_TEXT.title}>
      <h2 className="w-point-rules__title">{props.title ?? POINT_RULES_TEXT.title}</h2>
      <ol className="w-point-rules__list">
        {rules.map((rule, index) => (
          <li key={rule.id ?? index} className="w-point-rules__item">
            <div className="w-point-rules__text">
              <span className="w-point-rules__name">{rule.name}</span>
              {rule.description ? <span className="w-point-rules__desc">{rule.description}</span> : null}
            </div>
            <span className="w-point-rules__value">
              +{rule.value} {POINT_RULES_TEXT.currency}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
