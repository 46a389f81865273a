import type { Db } from '../../db/database';
import { browsingRecords, exposureRecords, footprints } from '../../db/schema/index';

export interface FootprintInput {
  userId: number | null;
  type: number;
  targetId: number;
  contentType: number;
  sourceType: number;
  pageType: string | null;
  note: string | null;
  title: string;
}

export async function insertFootprint(db: Db, input: FootprintInput): Promise<number> {
  const [row] = await db.insert(footprints).values(input).returning({ id: footprints.id });
  return row.id;
}

export async function insertBrowsing(db: Db, input: { userId: number | null; previousId: number | null; title: string; path: string }): Promise<number> {
  // target_id keeps the previous page view's id, so a visit can be followed page by page.
  const [row] = await db
    .insert(browsingRecords)
    .values({ userId: input.userId, targetId: input.previousId, title: input.title, path: input.path })
    .returning({ id: browsingRecords.id });
  return row.id;
}

/** Exposure batches and click/view counters share the analytics store, kept as sent (jsonb). */
export async function insertAnalytics(db: Db, userId: number | null, data: unknown): Promise<number> {
  const [row] = await db.insert(exposureRecords).values({ userId, data }).returning({ id: exposureRecords.id });
  return row.id;
}
