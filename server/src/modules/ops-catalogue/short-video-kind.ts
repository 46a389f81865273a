import type { OpsShortVideoInput } from '../../../../contract/generated/schema-types';
import { COURSE_MESSAGES } from './course-messages';
import { categoryOfTypes, publishedTopCourse } from './course-references.repository';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { findLibraryVideo, libraryDocuments, libraryVideoAddress, type LibraryVideo } from './library-media.repository';
import {
  findShortVideoItem,
  insertShortVideoDraft,
  listShortVideoItems,
  publishedShortVideoOptions,
  publishShortVideoRow,
  setShortVideoStates,
  type ShortVideoValues,
} from './short-video-items.repository';

/** categories.type of the short-video list's tabs. */
export const SHORT_VIDEO_CATEGORY_TYPE = 3;

// The fields are checked against ops-short-video-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsShortVideoInput;

/** The row's values from the fields and the library video they name (publish writes them; the demo seed inserts them). */
export function shortVideoValuesOf(input: OpsShortVideoInput, video: LibraryVideo | undefined): ShortVideoValues {
  return {
    title: input.title,
    // No cover chosen: the video's own poster frame.
    coverImg: input.cover_img || video?.posterUrl || '',
    categoryId: input.category_id ?? null,
    parentCourseId: input.parent_course_id ?? null,
    doctor: input.doctor ?? '',
    desc: input.desc ?? '',
    videoId: video?.videoId ?? null,
    duration: video?.duration ?? 0,
    downloads: input.downloads ?? [],
  };
}

/** 短视频: one library video with its cover, category and lecturer. */
export const SHORT_VIDEO_KIND: ItemKind = {
  name: 'short-video',
  title: '短视频',
  schemaFile: 'schemas/ops/ops-short-video-input.json',
  searchSource: 'shortVideo',
  normalise(fields) {
    const input = asInput(fields);
    const normalised: OpsShortVideoInput = {
      ...input,
      title: input.title.trim(),
      video: input.video.trim(),
      doctor: (input.doctor ?? '').trim(),
      desc: (input.desc ?? '').trim(),
      downloads: (input.downloads ?? []).map((file) => ({ name: file.name.trim(), link: file.link.trim() })),
    };
    return { ...normalised };
  },
  async problems(db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    if (!input.video.trim()) problems.push({ field: 'video', message: COURSE_MESSAGES.videoRequired });
    else if (!(await findLibraryVideo(db, input.video))) problems.push({ field: 'video', message: COURSE_MESSAGES.videoMissing });
    if (input.category_id && !(await categoryOfTypes(db, [SHORT_VIDEO_CATEGORY_TYPE], input.category_id)))
      problems.push({ field: 'category_id', message: ITEM_MESSAGES.categoryMissing });
    if (input.parent_course_id && !(await publishedTopCourse(db, input.parent_course_id)))
      problems.push({ field: 'parent_course_id', message: COURSE_MESSAGES.parentCourseMissing });
    const files = input.downloads ?? [];
    const documents = await libraryDocuments(
      db,
      files.map((file) => file.link),
    );
    for (const file of files.filter((f) => !documents.has(f.link)))
      problems.push({ field: 'downloads', message: COURSE_MESSAGES.attachmentMissing(file.name) });
    return problems;
  },
  async read(db, id) {
    const row = await findShortVideoItem(db, id);
    if (!row) return undefined;
    const fields: OpsShortVideoInput = {
      title: row.title,
      video: await libraryVideoAddress(db, row.videoId),
      cover_img: row.coverImg,
      category_id: row.categoryId,
      doctor: row.doctor,
      desc: row.desc,
      parent_course_id: row.parentCourseId,
      downloads: row.downloads,
    };
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  async insertDraft(db, fields) {
    const input = asInput(fields);
    return insertShortVideoDraft(db, shortVideoValuesOf(input, await findLibraryVideo(db, input.video)));
  },
  async publish(db, id, fields) {
    const input = asInput(fields);
    await publishShortVideoRow(db, id, shortVideoValuesOf(input, await findLibraryVideo(db, input.video)));
  },
  setState: setShortVideoStates,
  list: listShortVideoItems,
  options: publishedShortVideoOptions,
  appPath: (id) => `/short-video-detail/${id}`,
};
