import { useState } from 'react';
import type { CourseInfoProps } from '../../contract/generated/widgets/course-info.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText, TITLE_LENGTH } from '../../src/ui/cut-text';
import './course-info.css';
import { LibraryPicture } from '../../src/ui/library-picture';

export const COURSE_INFO_TEXT = {
  views: (n: number) => `${n}人学习`,
  lessons: (n: number) => `共${n}讲`,
  parent: '所属系列',
  favorite: '收藏',
  favorited: '已收藏',
} as const;

/**
 * Above the tabs, so favouriting works whichever tab is open. The state is the bound flag: the layout's
 * toggle updates the cached detail in place (toggle-favourite's update), and the button follows it.
 */
function FavouriteButton({ active, emit }: { active: boolean; emit: WidgetRenderProps<CourseInfoProps>['emit'] }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await emit('toggle-favourite');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`w-course-info__favorite${active ? ' w-course-info__favorite--on' : ''}`}
      aria-pressed={active}
      onClick={() => void toggle()}
    >
      {active ? COURSE_INFO_TEXT.favorited : COURSE_INFO_TEXT.favorite}
    </button>
  );
}

export function CourseInfo({ props, emit }: WidgetRenderProps<CourseInfoProps>) {
  const title = props.titleLength ? cutText(props.title, props.titleLength) : (props.title ?? '');
  const speaker = [props.doctor, props.hospital].filter(Boolean).join(' · ');
  const meta = [
    typeof props.viewCount === 'number' ? COURSE_INFO_TEXT.views(props.viewCount) : undefined,
    typeof props.courseCount === 'number' && props.courseCount > 0 ? COURSE_INFO_TEXT.lessons(props.courseCount) : undefined,
    props.durationFormat || undefined,
  ].filter(Boolean);
  const parent = props.parent;
  return (
    <section className="w-course-info">
      {props.cover && <LibraryPicture className="w-course-info__cover" src={props.cover} alt={`${props.title ?? ''}封面`} sizes="100vw" loading="lazy" />}
      <div className="w-course-info__head">
        <h1 className="w-course-info__title">{title}</h1>
        {props.showFavorite && <FavouriteButton active={props.isFavorite === true} emit={emit} />}
      </div>
      {speaker && <p className="w-course-info__speaker">{speaker}</p>}
      {meta.length > 0 && (
        <p className="w-course-info__meta">
          {meta.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </p>
      )}
      {props.desc && <p className="w-course-info__desc">{props.desc}</p>}
      {parent && parent.title && (
        <button type="button" className="w-course-info__parent" onClick={() => void emit('parent', { id: parent.id, title: parent.title })}>
          <span className="w-course-info__parent-label">{COURSE_INFO_TEXT.parent}</span>
          <span className="w-course-info__parent-title">{cutText(parent.title, TITLE_LENGTH.parent)}</span>
        </button>
      )}
    </section>
  );
}
