import type { ContentItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems, type ContentRef } from '../../shared/content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../../shared/paging';
import { addSubscribers, flipFollow, listFollowRows, type FollowKind } from './follows.repository';

/** Flips the viewer's follow; a medical column also answers its subscriber count. */
export async function toggleFollow(db: Db, userId: number, kind: FollowKind, id: number): Promise<{ is_subscribe: 0 | 1; subscribe_count?: number }> {
  const { following, delta } = await flipFollow(db, userId, kind, id);
  const is_subscribe = following ? 1 : 0;
  if (kind !== 'medicalColumn') return { is_subscribe };
  return { is_subscribe, subscribe_count: (await addSubscribers(db, id, delta)) ?? 0 };
}

export interface FocusFilter {
  /** origin_type of the cards wanted: 30 medical column, 2 article column, 6 case column, 4 live series. */
  originType?: number;
  title?: string;
}

function originTypeOf(targetType: number, contentType: number | null): number {
  if (targetType === TargetType.article) return contentType === OriginType.case ? OriginType.case : OriginType.article;
  return targetType;
}

/** The viewer's follows as column cards (is_subscribe 1), newest follow first, filtered by kind and title. */
export async function listViewerFollows(db: Db, userId: number, filter: FocusFilter, paging: Paging): Promise<Page<ContentItem>> {
  // Titles live in three tables; a user's follows are few, so they are filtered and paged here.
  const title = filter.title?.trim().toLowerCase();
  const rows = await listFollowRows(db, userId);
  const wanted = rows.filter((row) => {
    if (row.title === null) return false;
    if (title && !row.title.toLowerCase().includes(title)) return false;
    return filter.originType === undefined || filter.originType === 0 || originTypeOf(row.targetType, row.contentType) === filter.originType;
  });
  const total = wanted.length;
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const slice = wanted.slice(offsetOf(paging), offsetOf(paging) + paging.pageSize);
  const refs: ContentRef[] = slice.map((row) => ({ originType: originTypeOf(row.targetType, row.contentType), originId: row.targetId }));
  const list = (await loadContentItems(db, refs)).map((item) => ({ ...item, is_subscribe: 1 }));
  return pageOf(list, total, paging);
}
