import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { articles, follows, lives, medicalColumns } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems, type ContentRef } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';

/** What can be followed, by the follows.target_type it is stored under. */
export type FollowKind = 'medicalColumn' | 'column' | 'liveSeries';

const TARGET_OF: Record<FollowKind, number> = {
  medicalColumn: TargetType.medicalColumn,
  column: TargetType.article,
  liveSeries: TargetType.live,
};

/** True when the followable row exists (columns and live series are type 2 rows). */
export async function followTargetExists(db: Db, kind: FollowKind, id: number): Promise<boolean> {
  if (kind === 'medicalColumn') {
    const rows = await db.select({ id: medicalColumns.id }).from(medicalColumns).where(eq(medicalColumns.id, id)).limit(1);
    return rows.length > 0;
  }
  const table = kind === 'column' ? articles : lives;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.type, 2)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Flips the viewer's follow. The unique (user, type, target) index makes the insert the arbiter: of two
 * parallel taps one inserts and the other (finding the row) deletes, so there is never a second row.
 */
export async function toggleFollow(db: Db, userId: number, kind: FollowKind, id: number): Promise<{ is_subscribe: 0 | 1; subscribe_count?: number }> {
  const targetType = TARGET_OF[kind];
  const inserted = await db
    .insert(follows)
    .values({ userId, targetType, targetId: id })
    .onConflictDoNothing({ target: [follows.userId, follows.targetType, follows.targetId] })
    .returning({ id: follows.id });
  let delta: number;
  if (inserted.length > 0) delta = 1;
  else {
    const deleted = await db
      .delete(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, id)))
      .returning({ id: follows.id });
    delta = deleted.length > 0 ? -1 : 0;
  }
  const is_subscribe = inserted.length > 0 ? 1 : 0;
  if (kind !== 'medicalColumn') return { is_subscribe };
  const [row] = await db
    .update(medicalColumns)
    .set({ subscribeCount: sql`greatest(0, ${medicalColumns.subscribeCount} + ${delta})` })
    .where(eq(medicalColumns.id, id))
    .returning({ n: medicalColumns.subscribeCount });
  return { is_subscribe, subscribe_count: row?.n ?? 0 };
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
  const rows = await db
    .select({
      targetType: follows.targetType,
      targetId: follows.targetId,
      createdAt: follows.createdAt,
      id: follows.id,
      title: sql<string | null>`coalesce(${medicalColumns.title}, ${articles.title}, ${lives.title})`,
      contentType: articles.contentType,
    })
    .from(follows)
    .leftJoin(medicalColumns, and(eq(follows.targetType, TargetType.medicalColumn), eq(medicalColumns.id, follows.targetId)))
    .leftJoin(articles, and(eq(follows.targetType, TargetType.article), eq(articles.id, follows.targetId)))
    .leftJoin(lives, and(eq(follows.targetType, TargetType.live), eq(lives.id, follows.targetId)))
    .where(and(eq(follows.userId, userId), inArray(follows.targetType, Object.values(TARGET_OF))))
    .orderBy(desc(follows.createdAt), desc(follows.id));
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
