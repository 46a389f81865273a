import type { OpsItemOptions } from '../../../../contract/generated/schema-types';
import type { OpsEndpointQuery } from '../../../../contract/generated/ops-endpoints';
import type { Db } from '../../db/database';
import { ARTICLE_CATEGORY_TYPE, CASE_CATEGORY_TYPE } from './article-kind';
import { itemKind } from './item-kinds';
import { categoryOptions } from './item-options.repository';
import { COURSE_CATEGORY_TYPES } from './course-kind';
import { categoryOptionsOfTypes } from './course-references.repository';
import { SHORT_VIDEO_CATEGORY_TYPE } from './short-video-kind';

/** Course categories are listed under their 栏目 (each 栏目 has its own tabs). */
const COURSE_CATEGORY_TABS: Record<number, string> = { 1: '课程', 7: '临床好课', 8: '科研好课' };
import { downloadCategoryOptions } from './download-items.repository';

/**
 * What an operator picks from instead of typing an id or a path: published content (a link can only
 * point at something doctors can open), published medical columns, article, case and download categories.
 */
export async function itemOptions(db: Db, query: OpsEndpointQuery['listOpsItemOptions']): Promise<OpsItemOptions> {
  const q = (query.q ?? '').trim();
  if (query.of === 'category') {
    const rows = await categoryOptions(db, ARTICLE_CATEGORY_TYPE, q);
    return { list: rows.map((row) => ({ ...row, path: '' })) };
  }
  if (query.of === 'case-category') {
    const rows = await categoryOptions(db, CASE_CATEGORY_TYPE, q);
    return { list: rows.map((row) => ({ ...row, path: '' })) };
  }
  if (query.of === 'course-category') {
    const rows = await categoryOptionsOfTypes(db, Object.values(COURSE_CATEGORY_TYPES), q);
    return { list: rows.map((row) => ({ id: row.id, title: `${COURSE_CATEGORY_TABS[row.type] ?? ''} · ${row.title}`, path: '' })) };
  }
  if (query.of === 'short-video-category') {
    const rows = await categoryOptionsOfTypes(db, [SHORT_VIDEO_CATEGORY_TYPE], q);
    return { list: rows.map((row) => ({ id: row.id, title: row.title, path: '' })) };
  }
  if (query.of === 'download-category') {
    const rows = await downloadCategoryOptions(db, q);
    return { list: rows.map((row) => ({ ...row, path: '' })) };
  }
  const kind = itemKind(query.of);
  const rows = await kind.options(db, q);
  return { list: rows.map((row) => ({ id: row.id, title: row.title, path: row.path ?? kind.appPath(row.id) })) };
}
