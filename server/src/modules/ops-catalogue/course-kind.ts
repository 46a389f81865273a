import type { OpsCourseInput } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { sanitizeRichHtml } from '../../html/rich-html';
import { reindexItems } from '../search';
import { COURSE_MESSAGES } from './course-messages';
import { lecturerText } from './course-lecturers';
import { categoryOfTypes, publishedCourseOptions, publishedLecturers, type Lecturer } from './course-references.repository';
import {
  findCourseItem,
  findLessonRows,
  insertCourseDraft,
  listCourseItems,
  publishCourseRows,
  setCourseStates,
  type CourseValues,
  type LessonValues,
} from './course-items.repository';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { findLibraryVideo, libraryDocuments, libraryVideoAddress, type LibraryVideo } from './library-media.repository';

// The fields are checked against ops-course-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsCourseInput;

type Chapter = NonNullable<OpsCourseInput['chapters']>[number];
type Lesson = Chapter['lessons'][number];
type Downloads = NonNullable<OpsCourseInput['downloads']>;

/** The category list each 栏目 offers (categories.type): 课程 1, 临床好课 7, 科研好课 8. */
export const COURSE_CATEGORY_TYPES: Record<number, number> = { 0: 1, 7: 7, 8: 8 };
const SERIES = 2;
const SINGLE = 1;
const VIDEO_SOURCE = 4;

const lessonsOf = (input: OpsCourseInput) => (input.chapters ?? []).flatMap((chapter) => chapter.lessons.map((lesson) => ({ chapter, lesson })));

/** Every lecturer id the course names, the series' own and its lessons'. */
const lecturerIdsOf = (input: OpsCourseInput) => [...(input.lecturer_ids ?? []), ...lessonsOf(input).flatMap(({ lesson }) => lesson.lecturer_ids ?? [])];

const trimDownloads = (downloads: Downloads | undefined): Downloads => (downloads ?? []).map((file) => ({ name: file.name.trim(), link: file.link.trim() }));

/** Each chapter's lessons numbered as the operator sees them (第 1 章第 2 个课时). */
function eachLesson(input: OpsCourseInput, visit: (lesson: Lesson, chapterNo: number, lessonNo: number) => void) {
  (input.chapters ?? []).forEach((chapter, c) => chapter.lessons.forEach((lesson, l) => visit(lesson, c + 1, l + 1)));
}

async function videoProblems(db: Db, input: OpsCourseInput): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (!input.series) {
    if (!input.video) problems.push({ field: 'video', message: COURSE_MESSAGES.videoRequired });
    else if (!(await findLibraryVideo(db, input.video))) problems.push({ field: 'video', message: COURSE_MESSAGES.videoMissing });
    return problems;
  }
  const checks: Array<Promise<FieldProblem | undefined>> = [];
  eachLesson(input, (lesson, c, l) => {
    const at = (message: string): FieldProblem => ({ field: 'chapters', message: COURSE_MESSAGES.lesson(c, l, message) });
    if (!lesson.title.trim()) checks.push(Promise.resolve(at(COURSE_MESSAGES.lessonTitleRequired)));
    if (!lesson.video) checks.push(Promise.resolve(at(COURSE_MESSAGES.videoRequired)));
    else checks.push(findLibraryVideo(db, lesson.video).then((found) => (found ? undefined : at(COURSE_MESSAGES.videoMissing))));
  });
  for (const problem of await Promise.all(checks)) if (problem) problems.push(problem);
  return problems;
}

async function attachmentProblems(db: Db, input: OpsCourseInput): Promise<FieldProblem[]> {
  const lessonFiles = lessonsOf(input).flatMap(({ lesson }) => lesson.downloads ?? []);
  const files = [...(input.downloads ?? []), ...lessonFiles];
  const documents = await libraryDocuments(
    db,
    files.map((file) => file.link),
  );
  const wrong = (list: Downloads | undefined) => (list ?? []).filter((file) => !documents.has(file.link));
  const problems = wrong(input.downloads).map((file) => ({ field: 'downloads', message: COURSE_MESSAGES.attachmentMissing(file.name) }));
  eachLesson(input, (lesson, c, l) => {
    for (const file of wrong(lesson.downloads))
      problems.push({ field: 'chapters', message: COURSE_MESSAGES.lesson(c, l, COURSE_MESSAGES.attachmentMissing(file.name)) });
  });
  return problems;
}

async function lecturersOf(db: Db, input: OpsCourseInput): Promise<Map<number, Lecturer>> {
  return new Map((await publishedLecturers(db, lecturerIdsOf(input))).map((person) => [person.id, person]));
}

/** The library videos the course plays, by address (checked by problems() in the same transaction). */
async function videosOf(db: Db, addresses: readonly string[]): Promise<Map<string, LibraryVideo>> {
  const videos = new Map<string, LibraryVideo>();
  for (const address of new Set(addresses.filter(Boolean))) {
    const video = await findLibraryVideo(db, address);
    if (video) videos.set(address, video);
  }
  return videos;
}

/** The course row's values from the fields, its lecturers and its library video (publish writes them; the demo seed inserts them). */
export function courseValues(input: OpsCourseInput, lecturers: ReadonlyMap<number, Lecturer>, video: LibraryVideo | undefined): CourseValues {
  const lecturerIds = input.lecturer_ids ?? [];
  return {
    type: input.series ? SERIES : SINGLE,
    sourceType: input.source_type ?? 0,
    contentType: input.content_type ?? 0,
    categoryId: input.category_id ?? null,
    title: input.title,
    coverImg: input.cover_img ?? '',
    ...lecturerText(lecturerIds, lecturers),
    courseDesc: input.course_desc ?? '',
    content: input.content ?? '',
    videoId: video?.videoId ?? null,
    duration: video?.duration ?? 0,
    needAuth: input.need_auth ? 1 : 0,
    downloads: trimDownloads(input.downloads),
    top: input.top ? 1 : 0,
    isNew: input.is_new ? 1 : 0,
    lecturerIds,
  };
}

/** A series' lesson rows' own values, in order (see lessonRowOf for what they take from the series). */
export function lessonValues(input: OpsCourseInput, lecturers: ReadonlyMap<number, Lecturer>, videos: ReadonlyMap<string, LibraryVideo>): LessonValues[] {
  return lessonsOf(input).map(({ chapter, lesson }) => {
    const own = lesson.lecturer_ids ?? [];
    const video = videos.get(lesson.video ?? '');
    return {
      id: lesson.id ?? null,
      title: lesson.title,
      chapter: chapter.title ?? '',
      videoId: video?.videoId ?? null,
      duration: video?.duration ?? 0,
      // 试看: the one lesson of a gated series anyone may watch.
      needAuth: input.need_auth && !lesson.free_preview ? 1 : 0,
      ...lecturerText(own.length > 0 ? own : (input.lecturer_ids ?? []), lecturers),
      lecturerIds: own,
      downloads: trimDownloads(lesson.downloads),
    };
  });
}

/** The draft's tree with the ids its lessons were written under, in the same order. */
function withLessonIds(input: OpsCourseInput, ids: readonly number[]): OpsCourseInput {
  let next = 0;
  return {
    ...input,
    chapters: (input.chapters ?? []).map((chapter) => ({ ...chapter, lessons: chapter.lessons.map((lesson) => ({ ...lesson, id: ids[next++] })) })),
  };
}

async function readLessons(db: Db, seriesId: number, gated: boolean): Promise<Chapter[]> {
  const chapters: Chapter[] = [];
  for (const row of await findLessonRows(db, seriesId)) {
    const lesson: Lesson = {
      id: row.id,
      title: row.title,
      video: await libraryVideoAddress(db, row.videoId),
      lecturer_ids: row.lecturerIds,
      free_preview: gated && row.needAuth === 0,
      downloads: row.downloads,
    };
    const last = chapters.at(-1);
    // Lessons of one chapter are consecutive; a new title starts the next chapter.
    if (last && (last.title ?? '') === row.chapter) last.lessons.push(lesson);
    else chapters.push({ title: row.chapter, lessons: [lesson] });
  }
  return chapters;
}

const appPathOf = (id: number, series: boolean, video: boolean) =>
  series ? `/${video ? 'video' : 'course'}-column/${id}` : `/${video ? 'video' : 'course'}-detail/${id}`;

/** 课程: single courses and videos (one library video each), and series (系列课) of chapters of lessons. */
export const COURSE_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'course',
  title: '课程',
  schemaFile: 'schemas/ops/ops-course-input.json',
  searchSource: 'course',
  normalise(fields) {
    const input = asInput(fields);
    const normalised: OpsCourseInput = {
      ...input,
      title: input.title.trim(),
      course_desc: (input.course_desc ?? '').trim(),
      content: sanitizeRichHtml(input.content ?? ''),
      downloads: trimDownloads(input.downloads),
      // A single course plays its own video; a series only its lessons'.
      video: input.series ? '' : (input.video ?? '').trim(),
      chapters: input.series
        ? (input.chapters ?? []).map((chapter) => ({
            title: (chapter.title ?? '').trim(),
            lessons: chapter.lessons.map((lesson) => ({
              ...lesson,
              title: lesson.title.trim(),
              video: (lesson.video ?? '').trim(),
              downloads: trimDownloads(lesson.downloads),
            })),
          }))
        : [],
    };
    return { ...normalised };
  },
  async problems(db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    const categoryTypes = [COURSE_CATEGORY_TYPES[input.content_type ?? 0]];
    if (input.category_id && !(await categoryOfTypes(db, categoryTypes, input.category_id)))
      problems.push({ field: 'category_id', message: COURSE_MESSAGES.categoryMissing });
    const lecturers = await lecturersOf(db, input);
    if ((input.lecturer_ids ?? []).some((id) => !lecturers.has(id))) problems.push({ field: 'lecturer_ids', message: COURSE_MESSAGES.lecturerMissing });
    eachLesson(input, (lesson, c, l) => {
      if ((lesson.lecturer_ids ?? []).some((id) => !lecturers.has(id)))
        problems.push({ field: 'chapters', message: COURSE_MESSAGES.lesson(c, l, COURSE_MESSAGES.lecturerMissing) });
    });
    problems.push(...(await videoProblems(db, input)), ...(await attachmentProblems(db, input)));
    return problems;
  },
  async publishProblems(_db, fields) {
    const input = asInput(fields);
    return input.series && lessonsOf(input).length === 0 ? [{ field: 'chapters', message: COURSE_MESSAGES.seriesWithoutLessons }] : [];
  },
  async read(db, id) {
    const row = await findCourseItem(db, id);
    if (!row) return undefined;
    const series = row.type === SERIES;
    const fields: OpsCourseInput = {
      title: row.title,
      series,
      source_type: row.sourceType === VIDEO_SOURCE ? VIDEO_SOURCE : 0,
      content_type: row.contentType === 7 || row.contentType === 8 ? row.contentType : 0,
      category_id: row.categoryId,
      cover_img: row.coverImg,
      lecturer_ids: row.lecturerIds,
      course_desc: row.courseDesc,
      content: row.content,
      video: series ? '' : await libraryVideoAddress(db, row.videoId),
      need_auth: row.needAuth === 1,
      downloads: row.downloads,
      top: row.top === 1,
      is_new: row.isNew === 1,
      chapters: series ? await readLessons(db, id, row.needAuth === 1) : [],
    };
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  async insertDraft(db, fields) {
    const input = asInput(fields);
    return insertCourseDraft(db, courseValues(input, await lecturersOf(db, input), undefined));
  },
  async publish(db, id, fields) {
    const input = asInput(fields);
    const lecturers = await lecturersOf(db, input);
    const videos = await videosOf(db, [input.video ?? '', ...lessonsOf(input).map(({ lesson }) => lesson.video ?? '')]);
    const lessons = input.series ? lessonValues(input, lecturers, videos) : [];
    const { ids, removed } = await publishCourseRows(db, id, courseValues(input, lecturers, videos.get(input.video ?? '')), lessons);
    await reindexItems(db, 'course', [...ids, ...removed]);
    return { ...withLessonIds(input, ids) };
  },
  async setState(db, ids, state) {
    const lessons = await setCourseStates(db, ids, state);
    await reindexItems(db, 'course', lessons);
  },
  list: listCourseItems,
  async options(db, q) {
    const rows = await publishedCourseOptions(db, q);
    return rows.map((row) => ({ id: row.id, title: row.title, path: appPathOf(row.id, row.type === SERIES, row.sourceType === VIDEO_SOURCE) }));
  },
  appPath(id, fields) {
    const input = fields && asInput(fields);
    return appPathOf(id, input?.series === true, input?.source_type === VIDEO_SOURCE);
  },
};
