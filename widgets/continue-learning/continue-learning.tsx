import { useId } from 'react';
import type { ContentItem } from '../../contract/generated/schema-types';
import type { ContinueLearningProps } from '../../contract/generated/widgets/continue-learning.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText } from '../../src/ui/cut-text';
import { durationText, LEARNING_TEXT } from './learning-texts';
import './continue-learning.css';

function statusOf(item: ContentItem): string {
  if (item.study_next) return LEARNING_TEXT.next(item.study_next);
  const percent = item.study_percent ?? 0;
  if (percent >= 95) return LEARNING_TEXT.finished;
  if ((item.study_position ?? 0) > 0) return `${LEARNING_TEXT.at(item.study_position ?? 0)} · ${LEARNING_TEXT.percent(percent)}`;
  return LEARNING_TEXT.percent(percent);
}

/** 继续学习 (a strip on home and 我的) and 学习记录 (a list with time): what the doctor studied, with progress. */
export function ContinueLearning({ props, emit }: WidgetRenderProps<ContinueLearningProps>) {
  const titleId = useId();
  const items = props.items ?? [];
  const variant = props.variant ?? 'strip';
  const totals = props.totals;
  if (items.length === 0 && !props.emptyText && !totals) return null;
  return (
    <section className={`w-continue-learning w-continue-learning--${variant}`} aria-labelledby={titleId}>
      <h2 className="w-continue-learning__title" id={titleId}>
        {props.title ?? LEARNING_TEXT.title}
      </h2>
      {totals && (
        <dl className="w-continue-learning__totals">
          {(
            [
              [LEARNING_TEXT.week, totals.week_seconds],
              [LEARNING_TEXT.month, totals.month_seconds],
              [LEARNING_TEXT.year, totals.year_seconds],
            ] as const
          ).map(([label, seconds]) => (
            <div key={label} className="w-continue-learning__total">
              <dt>{label}</dt>
              <dd>{durationText(seconds ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
      {items.length === 0 ? (
        props.emptyText && <p className="w-continue-learning__empty">{props.emptyText}</p>
      ) : (
        <ul className="w-continue-learning__items">
          {items.map((item) => (
            <li key={`${item.origin_type}-${item.is_short_video ?? 0}-${item.id}`}>
              <button type="button" className="w-continue-learning__item" onClick={() => void emit('select', item)}>
                {item.cover_img ? (
                  <img className="w-continue-learning__cover" src={item.cover_img} alt="" loading="lazy" />
                ) : (
                  <span className="w-continue-learning__cover" />
                )}
                <span className="w-continue-learning__text">
                  <span className="w-continue-learning__name">{cutText(item.title, props.titleLength ?? 18)}</span>
                  <span className="w-continue-learning__bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, item.study_percent ?? 0)}%` }} />
                  </span>
                  <span className="w-continue-learning__status">{statusOf(item)}</span>
                  {variant === 'list' && item.study_seconds !== undefined && (
                    <span className="w-continue-learning__time">{LEARNING_TEXT.studied(item.study_seconds)}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
