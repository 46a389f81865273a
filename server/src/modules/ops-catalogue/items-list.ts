import type { OpsItemPage } from '../../../../contract/generated/schema-types';
import type { OpsEndpointQuery } from '../../../../contract/generated/ops-endpoints';
import type { Db } from '../../db/database';
import { publishStateName, publishStateOf } from '../../shared/publish-state';
import type { ItemKind, ItemListFilter } from './item-kind';
import { itemsWithDrafts } from './items.repository';

type ListQuery = OpsEndpointQuery['listOpsItems'];

const DAY_MS = 24 * 3600_000;

/** The console's filters as the kind's list reads them: `to` is a whole day (up to its end, China time). */
export function listFilterOf(query: ListQuery): ItemListFilter {
  const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
  return {
    q: query.q?.trim() || undefined,
    state: query.state ? publishStateOf(query.state) : undefined,
    columnId: query.column_id,
    author: query.author?.trim() || undefined,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
    sort: query.sort ?? 'updated',
  };
}

export async function listItems(db: Db, kind: ItemKind, query: ListQuery): Promise<OpsItemPage> {
  const paging = { page: query.page ?? 1, pageSize: query.page_size ?? 20 };
  const { total, rows } = await kind.list(db, listFilterOf(query), paging);
  const drafts = await itemsWithDrafts(
    db,
    kind.name,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: publishStateName(row.state),
      has_draft: drafts.has(row.id) && row.state !== 0,
      column: row.column,
      author: row.author,
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
    })),
    total,
    page: paging.page,
    page_size: paging.pageSize,
  };
}
