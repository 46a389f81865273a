import { useId } from 'react';
import type { OpsCourseInput } from '../../../contract/generated/schema-types';
import { MediaAddressField } from '../schema-form/media-address-field';
import { AttachmentsField } from './attachments-field';
import { PeoplePicker } from './people-picker';

type Chapter = NonNullable<OpsCourseInput['chapters']>[number];
type Lesson = Chapter['lessons'][number];

export const LESSONS_TEXT = {
  help: '系列课按章节排课：每个课时播放媒体库中的一个视频，时长取自视频。已发布的课时修改后保留原编号，医生的学习进度不丢失。',
  chapter: (n: number) => `第 ${n} 章`,
  chapterTitle: '章节名',
  lesson: (c: number, l: number) => `第 ${c} 章第 ${l} 个课时`,
  lessonTitle: '课时标题（必填）',
  video: '视频（必填）',
  lecturers: '讲者（留空时用系列课的讲者）',
  preview: '试看（系列课需认证观看时，此课时未认证也可观看）',
  attachments: '课时附件',
  addChapter: '添加章节',
  addLesson: '添加课时',
  up: '上移',
  down: '下移',
  remove: '删除',
  published: (id: number) => `已发布 · 编号 ${id}`,
} as const;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to], copy[from]];
  return copy;
}

/** Up, down and remove for one entry of an ordered list. */
function OrderButtons({ index, count, name, onChange }: { index: number; count: number; name: string; onChange(action: 'up' | 'down' | 'remove'): void }) {
  return (
    <div className="ops-row-buttons">
      <button type="button" disabled={index === 0} aria-label={`${LESSONS_TEXT.up} ${name}`} onClick={() => onChange('up')}>
        {LESSONS_TEXT.up}
      </button>
      <button type="button" disabled={index === count - 1} aria-label={`${LESSONS_TEXT.down} ${name}`} onClick={() => onChange('down')}>
        {LESSONS_TEXT.down}
      </button>
      <button type="button" aria-label={`${LESSONS_TEXT.remove} ${name}`} onClick={() => onChange('remove')}>
        {LESSONS_TEXT.remove}
      </button>
    </div>
  );
}

function reorder<T>(list: readonly T[], index: number, action: 'up' | 'down' | 'remove'): T[] {
  if (action === 'remove') return list.filter((_, i) => i !== index);
  return moved(list, index, action === 'up' ? index - 1 : index + 1);
}

function LessonEditor({ lesson, name, onChange }: { lesson: Lesson; name: string; onChange(lesson: Lesson): void }) {
  const id = useId();
  return (
    <>
      {lesson.id ? <p className="ops-field__help">{LESSONS_TEXT.published(lesson.id)}</p> : null}
      <div className="ops-field">
        <label htmlFor={`${id}-title`}>{LESSONS_TEXT.lessonTitle}</label>
        <input id={`${id}-title`} type="text" maxLength={128} value={lesson.title} onChange={(event) => onChange({ ...lesson, title: event.target.value })} />
      </div>
      <MediaAddressField label={`${name} ${LESSONS_TEXT.video}`} kind="video" value={lesson.video ?? ''} onChange={(video) => onChange({ ...lesson, video })} />
      <PeoplePicker label={LESSONS_TEXT.lecturers} value={lesson.lecturer_ids ?? []} onChange={(ids) => onChange({ ...lesson, lecturer_ids: ids })} />
      <div className="ops-field ops-field--check">
        <input
          id={`${id}-preview`}
          type="checkbox"
          checked={lesson.free_preview === true}
          onChange={(event) => onChange({ ...lesson, free_preview: event.target.checked })}
        />
        <label htmlFor={`${id}-preview`}>{LESSONS_TEXT.preview}</label>
      </div>
      <AttachmentsField label={LESSONS_TEXT.attachments} value={lesson.downloads ?? []} onChange={(downloads) => onChange({ ...lesson, downloads })} />
    </>
  );
}

/**
 * A series' chapters, each with its lessons, in order: the course form's 章节 field. A lesson keeps its
 * id (a published lesson's row) through moves, so publishing updates it instead of replacing it.
 */
export function LessonsField({ label, value, onChange, error }: { label: string; value: Chapter[]; onChange(value: Chapter[]): void; error?: string }) {
  const id = useId();
  const setChapter = (index: number, chapter: Chapter) => onChange(value.map((old, i) => (i === index ? chapter : old)));
  return (
    <fieldset className="ops-fieldset ops-lessons">
      <legend>{label}</legend>
      <p className="ops-field__help">{LESSONS_TEXT.help}</p>
      {value.map((chapter, c) => (
        <fieldset className="ops-fieldset" key={c}>
          <legend>{LESSONS_TEXT.chapter(c + 1)}</legend>
          <div className="ops-field">
            <label htmlFor={`${id}-${c}`}>{LESSONS_TEXT.chapterTitle}</label>
            <input
              id={`${id}-${c}`}
              type="text"
              maxLength={64}
              value={chapter.title ?? ''}
              onChange={(event) => setChapter(c, { ...chapter, title: event.target.value })}
            />
          </div>
          <OrderButtons index={c} count={value.length} name={LESSONS_TEXT.chapter(c + 1)} onChange={(action) => onChange(reorder(value, c, action))} />
          <ol className="ops-lessons__list">
            {chapter.lessons.map((lesson, l) => (
              <li className="ops-array-item" key={lesson.id ?? `new-${l}`}>
                <LessonEditor
                  lesson={lesson}
                  name={LESSONS_TEXT.lesson(c + 1, l + 1)}
                  onChange={(next) => setChapter(c, { ...chapter, lessons: chapter.lessons.map((old, i) => (i === l ? next : old)) })}
                />
                <OrderButtons
                  index={l}
                  count={chapter.lessons.length}
                  name={LESSONS_TEXT.lesson(c + 1, l + 1)}
                  onChange={(action) => setChapter(c, { ...chapter, lessons: reorder(chapter.lessons, l, action) })}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() =>
              setChapter(c, { ...chapter, lessons: [...chapter.lessons, { title: '', video: '', lecturer_ids: [], free_preview: false, downloads: [] }] })
            }
          >
            {LESSONS_TEXT.addLesson}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange([...value, { title: '', lessons: [] }])}>
        {LESSONS_TEXT.addChapter}
      </button>
      {error && <p className="ops-field__error">{error}</p>}
    </fieldset>
  );
}

/** The chapters as stored in a form: the server checked their shape, so only a missing value is mended. */
export function chaptersOf(value: unknown): Chapter[] {
  // The value is the server's answer for ops-course-input.json's `chapters` (or the form's own edits of it).
  return Array.isArray(value) ? (value as Chapter[]) : [];
}
