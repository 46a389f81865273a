import { useState } from 'react';
import type { PointsSummaryProps } from '../../contract/generated/widgets/points-summary.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './points-summary.css';

export const POINTS_TEXT = {
  balance: '我的博贝',
  rules: '博贝规则',
  tabs: ['获得博贝', '消耗博贝'],
  empty: '暂无记录',
} as const;

type PointRecord = NonNullable<PointsSummaryProps['income']>[number];

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The my-amount screen's body: balance, and income/outcome records in two tabs. */
export function PointsSummary({ props, emit }: WidgetRenderProps<PointsSummaryProps>) {
  const [active, setActive] = useState<number>(props.activeIndex ?? 0);
  const records: PointRecord[] = (active === 0 ? props.income : props.outcome) ?? [];
  return (
    <section className="w-points-summary">
      <div className="w-points-summary__head">
        <span className="w-points-summary__label">{POINTS_TEXT.balance}</span>
        <strong className="w-points-summary__balance" aria-label={`博贝余额 ${props.point ?? 0}`}>
          {props.point ?? 0}
        </strong>
        <button type="button" className="w-points-summary__rules" onClick={() => void emit('rules')}>
          {POINTS_TEXT.rules}
        </button>
      </div>
      <div className="w-points-summary__tabs" role="tablist">
        {POINTS_TEXT.tabs.map((title, index) => (
          <button key={title} type="button" role="tab" aria-selected={active === index} className="w-points-summary__tab" onClick={() => setActive(index)}>
            {title}
          </button>
        ))}
      </div>
      {records.length === 0 ? (
        <p className="w-points-summary__empty">{POINTS_TEXT.empty}</p>
      ) : (
        <ul className="w-points-summary__list" role="tabpanel" aria-label={POINTS_TEXT.tabs[active]}>
          {records.map((record, index) => (
            <li key={record.id ?? index} className="w-points-summary__row">
              <span className="w-points-summary__note">{record.note}</span>
              <span className={`w-points-summary__value${record.value < 0 ? ' w-points-summary__value--out' : ''}`}>{signed(record.value)}</span>
              <span className="w-points-summary__time">{record.created_at ?? ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
