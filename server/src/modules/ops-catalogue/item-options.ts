import type { OpsItemOptions } from '../../../../contract/generated/schema-types';
import type { OpsEndpointQuery } from '../../../../contract/generated/ops-endpoints';
import type { Db } from '../../db/database';
import { ARTICLE_CATEGORY_TYPE } from './article-kind';
import { itemKind } from './item-kinds';
import { categoryOptions } from './item-options.repository';

/**
 * What an operator picks from instead of typing an id or a path: published content (a link can only
 * point at something doctors can open), published medical columns, article categories.
 */
export async function itemOptions(db: Db, query: OpsEndpointQuery['listOpsItemOptions']): Promise<OpsItemOptions> {
  const q = (query.q ?? '').trim();
  if (query.of === 'category') {
    const rows = await categoryOptions(db, ARTICLE_CATEGORY_TYPE, q);
    return { list: rows.map((row) => ({ ...row, path: '' })) };
  }
  const kind = itemKind(query.of);
  const rows = await kind.options(db, q);
  return { list: rows.map((row) => ({ id: row.id, title: row.title, path: row.path ?? kind.appPath(row.id) })) };
}
