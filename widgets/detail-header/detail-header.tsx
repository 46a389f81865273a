import type { DetailHeaderProps } from '../../contract/generated/widgets/detail-header.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatCount } from '../../src/ui/content-meta';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import './detail-header.css';
import { LibraryPicture } from '../../src/ui/library-picture';

// Date text is cut to 10 characters where only the day matters.
const DATE_LENGTH = 10;

export function DetailHeader({ props }: WidgetRenderProps<DetailHeaderProps>) {
  const shown = cutText(props.title, props.titleLength ?? TITLE_LENGTH.columnList);
  const time = props.time?.slice(0, DATE_LENGTH);
  return (
    <header className="w-detail-header">
      {props.cover && <LibraryPicture className="w-detail-header__cover" src={props.cover} alt={`${shown}的封面`} sizes="100vw" loading="lazy" />}
      {/* The full title stays the heading's accessible name even when the visible one is cut. */}
      <h1 className="w-detail-header__title" aria-label={props.title || undefined}>
        {shown}
      </h1>
      {(time || typeof props.views === 'number') && (
        <p className="w-detail-header__meta">
          {time && <time dateTime={time}>{time}</time>}
          {typeof props.views === 'number' && (
            <span className="w-detail-header__views">
              {formatCount(props.views)}
              {props.viewLabel ?? '阅读'}
            </span>
          )}
        </p>
      )}
    </header>
  );
}
