import type { OpsItemCategoryInput, OpsItemOption } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import { ARTICLE_CATEGORY_TYPE, CASE_CATEGORY_TYPE } from './article-kind';
import { countDownloadCategories, findDownloadCategoryByName, insertDownloadCategory } from './download-items.repository';
import type { ItemOperator } from './items.service';
import { countCategories, findCategoryByName, insertCategory } from './item-options.repository';
import { SHORT_VIDEO_CATEGORY_TYPE } from './short-video-kind';

/** Categories are tabs in the app: past this many a list of tabs is unusable, and a runaway script stops here. */
export const MAX_CATEGORIES_PER_LIST = 100;

const COURSE_TAB_NAMES: Record<number, string> = { 1: '课程', 7: '临床好课', 8: '科研好课' };

interface CategoryList {
  find(db: Db, name: string): Promise<{ id: number; title: string } | undefined>;
  count(db: Db): Promise<number>;
  insert(db: Db, name: string): Promise<{ id: number; title: string }>;
  /** How the picker titles it (course categories name their 栏目). */
  title(name: string): string;
}

function categoriesOfType(type: number, title: (name: string) => string = (name) => name): CategoryList {
  return {
    find: (db, name) => findCategoryByName(db, type, name),
    count: (db) => countCategories(db, type),
    insert: (db, name) => insertCategory(db, type, name),
    title,
  };
}

function listOf(input: OpsItemCategoryInput): CategoryList {
  if (input.of === 'category') return categoriesOfType(ARTICLE_CATEGORY_TYPE);
  if (input.of === 'case-category') return categoriesOfType(CASE_CATEGORY_TYPE);
  if (input.of === 'short-video-category') return categoriesOfType(SHORT_VIDEO_CATEGORY_TYPE);
  if (input.of === 'course-category') {
    const tab = input.tab ?? 1;
    return categoriesOfType(tab, (name) => `${COURSE_TAB_NAMES[tab]} · ${name}`);
  }
  return { find: findDownloadCategoryByName, count: countDownloadCategories, insert: insertDownloadCategory, title: (name) => name };
}

/**
 * A category made from a picker, so an operator on an empty database is never stuck without one. A name
 * the list already has gives that category back: two operators typing the same new tab get one tab.
 */
export async function createItemCategory(db: Db, input: OpsItemCategoryInput, operator: ItemOperator): Promise<OpsItemOption> {
  const name = input.name.trim();
  const list = listOf(input);
  const existing = await list.find(db, name);
  if (existing) return { id: existing.id, title: list.title(existing.title), path: '' };
  if ((await list.count(db)) >= MAX_CATEGORIES_PER_LIST) throw new AppError(409, `分类已有 ${MAX_CATEGORIES_PER_LIST} 个，请先整理已有分类`, 409);
  const created = await list.insert(db, name);
  await recordAudit(db, { operator, action: 'item-category.create', target: `item-category:${created.id} ${name}` });
  return { id: created.id, title: list.title(created.title), path: '' };
}
