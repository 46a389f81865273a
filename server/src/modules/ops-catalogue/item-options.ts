import type { OpsItemOptions } from '../../../../contract/generated/schema-types';
import type { OpsEndpointQuery } from '../../../../contract/generated/ops-endpoints';
import type { Db } from '../../db/database';
import { ARTICLE_CATEGORY_TYPE } from './article-kind';
import { ITEM_KINDS } from './item-kinds';
import { categoryOptions, publishedArticleOptions, publishedColumnOptions } from './item-options.repository';

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
  const kind = ITEM_KINDS[query.of];
  const rows = query.of === 'medical-column' ? await publishedColumnOptions(db, q) : await publishedArticleOptions(db, query.of === 'case' ? 6 : 0, q);
  return { list: rows.map((row) => ({ ...row, path: kind.appPath(row.id) })) };
}
