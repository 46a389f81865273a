import { useId, type CSSProperties } from 'react';
import type { TopicHeaderProps } from '../../contract/generated/widgets/topic-header.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText } from '../../src/ui/cut-text';
import './topic-header.css';

export const TOPIC_HEADER_TEXT = { descTitle: '专题介绍', more: '查看全部' } as const;
/** The topic home cuts the description at 66 characters. */
export const TOPIC_DESC_LENGTH = 66;

// Operators type the colour; only plain CSS colour notations reach the style attribute.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

export function TopicHeader({ props, emit }: WidgetRenderProps<TopicHeaderProps>) {
  const descId = useId();
  const desc = props.desc ?? '';
  const limit = props.descLength ?? TOPIC_DESC_LENGTH;
  const shown = limit > 0 ? cutText(desc, limit) : desc;
  const isCut = shown !== desc;
  const showDescTitle = props.showDescTitle === undefined ? true : Boolean(props.showDescTitle);
  const titleStyle: CSSProperties = {};
  if (props.titleColor && SAFE_COLOR.test(props.titleColor)) titleStyle.color = props.titleColor;
  // px at the 375-px design width, like the stylesheets (the build converts stylesheet px, not inline ones).
  if (props.titleFontSize) titleStyle.fontSize = `${((props.titleFontSize / 375) * 100).toFixed(3)}vw`;

  return (
    <header className="w-topic-header">
      {props.cover && <img className="w-topic-header__cover" src={props.cover} alt={`${props.title}的封面`} loading="lazy" />}
      <h1 className="w-topic-header__title" style={titleStyle}>
        {props.title}
      </h1>
      {desc && (
        <section className="w-topic-header__desc" aria-labelledby={showDescTitle ? descId : undefined}>
          {showDescTitle && (
            <h2 className="w-topic-header__desc-title" id={descId}>
              {props.descTitle || TOPIC_HEADER_TEXT.descTitle}
            </h2>
          )}
          <p className="w-topic-header__desc-text">{shown}</p>
          {isCut && (
            <button type="button" className="w-topic-header__more" onClick={() => emit('more')}>
              {props.moreText || TOPIC_HEADER_TEXT.more}
            </button>
          )}
        </section>
      )}
    </header>
  );
}
