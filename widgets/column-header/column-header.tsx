import type { ColumnHeaderProps } from '../../contract/generated/widgets/column-header.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatCount } from '../../src/ui/content-meta';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import { FollowState } from '../../src/ui/follow-state';
import './column-header.css';
import { LibraryPicture } from '../../src/ui/library-picture';

const DESC_LENGTH = 26;
export const FAVOURITE_TEXT = { favourite: '收藏', favourited: '已收藏' } as const;

function counts(props: ColumnHeaderProps): string[] {
  const out: string[] = [];
  if (typeof props.contentCount === 'number') out.push(`${formatCount(props.contentCount)} 内容`);
  if (typeof props.followerCount === 'number') out.push(`${formatCount(props.followerCount)} 关注`);
  if (typeof props.readerCount === 'number') out.push(`${formatCount(props.readerCount)} 阅读`);
  return out;
}

export function ColumnHeader({ props, emit }: WidgetRenderProps<ColumnHeaderProps>) {
  const descLength = props.descLength ?? DESC_LENGTH;
  const stats = counts(props);
  const progress =
    typeof props.updatedCount === 'number' && typeof props.totalCount === 'number' ? `已更新${props.updatedCount}篇 | 共${props.totalCount}篇` : undefined;
  return (
    <header className="w-column-header">
      <div className="w-column-header__main">
        {props.logo ? (
          <LibraryPicture className="w-column-header__logo" src={props.logo} alt={`${props.title}的标志`} sizes="60px" loading="lazy" />
        ) : (
          <span className="w-column-header__logo" />
        )}
        <div className="w-column-header__text">
          <h1 className="w-column-header__title" aria-label={props.title || undefined}>
            {cutText(props.title, props.titleLength ?? TITLE_LENGTH.columnList)}
          </h1>
          {progress && <p className="w-column-header__meta">{progress}</p>}
          {stats.length > 0 && (
            <ul className="w-column-header__stats" aria-label="专栏数据">
              {stats.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
        {props.showFollow !== false && props.isSubscribe !== undefined && (
          <FollowState followed={props.isSubscribe === 1} name={props.title} onToggle={() => void emit('follow', { is_subscribe: props.isSubscribe })} />
        )}
        {props.isFavorite !== undefined && (
          <button
            type="button"
            className={`w-column-header__favourite${props.isFavorite ? ' w-column-header__favourite--on' : ''}`}
            aria-pressed={props.isFavorite}
            onClick={() => void emit('favourite', { isFavorite: props.isFavorite })}
          >
            {props.isFavorite ? FAVOURITE_TEXT.favourited : FAVOURITE_TEXT.favourite}
          </button>
        )}
      </div>
      {props.desc && <p className="w-column-header__desc">{descLength > 0 ? cutText(props.desc, descLength) : props.desc}</p>}
      {props.linkText && (
        <button type="button" className="w-column-header__link" onClick={() => void emit('open')}>
          {props.linkText}
        </button>
      )}
    </header>
  );
}
