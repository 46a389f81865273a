import type { OpsDownloadInput } from '../../../../contract/generated/schema-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import type { Db } from '../../db/database';
import {
  downloadCategoryExists,
  findDownloadItem,
  insertDownloadDraft,
  libraryDocumentSize,
  listDownloadItems,
  publishDownloadRow,
  publishedDownloadOptions,
  setDownloadStates,
  type DownloadValues,
} from './download-items.repository';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';

/** Download type 1 is a file (a PDF), 3 an image-text page (docs/product-rules.md#downloads). */
const FILE_TYPE = 1;
const IMAGE_TEXT_TYPE = 3;

export const DOWNLOAD_MESSAGES = {
  fileRequired: 'PDF 文件不能为空：请从媒体库选择',
  fileNotInLibrary: '所选 PDF 文件不在媒体库中或已删除，请从媒体库重新选择',
  contentRequired: '图文类型的正文不能为空',
} as const;

// The fields are checked against ops-download-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsDownloadInput;

/**
 * The row's values: the app shows a file's size (KB, rounded up, as the seed and uploads record it) and a
 * type label, both taken from the library file and the type instead of typed by the operator.
 */
async function valuesOf(db: Db, fields: ItemFields): Promise<DownloadValues> {
  const link = asInput(fields).file_url ?? '';
  return downloadValuesOf(fields, link ? await libraryDocumentSize(db, link) : undefined);
}

/** The row's values from the fields and the size of the file they name, in bytes (the demo seed inserts them). */
export function downloadValuesOf(fields: ItemFields, bytes: number | undefined): DownloadValues {
  const input = asInput(fields);
  const type = input.type ?? FILE_TYPE;
  const link = input.file_url ?? '';
  return {
    type,
    categoryId: input.category_id ?? null,
    title: input.title.trim(),
    coverImg: input.cover_img ?? '',
    typeText: type === IMAGE_TEXT_TYPE ? '图文' : 'PDF',
    filesize: bytes === undefined ? 0 : Math.ceil(bytes / 1024),
    link,
    content: input.content ?? '',
  };
}

/** 指南下载: guides and materials in the download list, a PDF from the media library or an image-text page. */
export const DOWNLOAD_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'download',
  title: '指南下载',
  schemaFile: 'schemas/ops/ops-download-input.json',
  searchSource: 'download',
  normalise(fields) {
    const input = asInput(fields);
    const normalised: OpsDownloadInput = {
      ...input,
      title: input.title.trim(),
      file_url: (input.file_url ?? '').trim(),
      // The download page renders its body by this allow-list.
      content: sanitizeRichHtml(input.content ?? ''),
    };
    return { ...normalised };
  },
  async problems(db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    const link = input.file_url ?? '';
    // A file is what the download button hands out: it must be a PDF the library keeps (its size is read there).
    if (input.type !== IMAGE_TEXT_TYPE && !link) problems.push({ field: 'file_url', message: DOWNLOAD_MESSAGES.fileRequired });
    else if (link && (await libraryDocumentSize(db, link)) === undefined) problems.push({ field: 'file_url', message: DOWNLOAD_MESSAGES.fileNotInLibrary });
    if (input.type === IMAGE_TEXT_TYPE && !(input.content ?? '').trim()) problems.push({ field: 'content', message: DOWNLOAD_MESSAGES.contentRequired });
    if (input.category_id && !(await downloadCategoryExists(db, input.category_id)))
      problems.push({ field: 'category_id', message: ITEM_MESSAGES.categoryMissing });
    return problems;
  },
  async read(db, id) {
    const row = await findDownloadItem(db, id);
    if (!row) return undefined;
    const fields: OpsDownloadInput = {
      title: row.title,
      // Types other than the two the back office makes are read as files (their button hands out the link).
      type: row.type === IMAGE_TEXT_TYPE ? IMAGE_TEXT_TYPE : FILE_TYPE,
      category_id: row.categoryId,
      file_url: row.link,
      cover_img: row.coverImg,
      content: row.content,
    };
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  insertDraft: async (db, fields) => insertDownloadDraft(db, await valuesOf(db, fields)),
  publish: async (db, id, fields) => publishDownloadRow(db, id, await valuesOf(db, fields)),
  setState: setDownloadStates,
  list: listDownloadItems,
  options: publishedDownloadOptions,
  appPath: (id) => `/download-detail/${id}`,
};
