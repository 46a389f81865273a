import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, browsingRecords, courses, exposureRecords, footprints, shortVideos } from '../../db/schema/index';

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

/** Viewing footprint type → the watch-password type of its item (1 course or video, 2 article, 5 short video). */
export const PASSWORD_TYPE_OF_FOOTPRINT: Readonly<Record<number, 1 | 2 | 5>> = { 1: 1, 2: 2, 3: 5 };

/**
 * Whether the item behind a viewing footprint has a watch password (lives let viewers in through their own
 * room checks, so they are not asked here).
 */
export async function hasWatchPassword(db: Db, footprintType: number, id: number): Promise<boolean> {
  const table = footprintType === 1 ? courses : footprintType === 2 ? articles : footprintType === 3 ? shortVideos : undefined;
  if (!table) return false;
  // The gates module's rule (needsNoPass: need_password 1 with a password set), written out here: importing the
  // gates module from tracking would close an import cycle (gates → lives → tracking).
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.needPassword, 1), sql`coalesce(${table.passwordHash}, '') <> ''`))
    .limit(1);
  return row !== undefined;
}

export async function insertFootprint(db: Db, input: FootprintInput): Promise<number> {
  const [row] = await db.insert(footprints).values(input).returning({ id: footprints.id });
  return row.id;
}

/** Footprint types that make up the viewer's history (1 course, 2 article, 3 short video, 4 live). */
export const VIEWING_FOOTPRINT_TYPES: readonly number[] = [1, 2, 3, 4];

/**
 * Records of the same item by the same viewer this close together belong to one visit: a page sends one,
 * but a retry, a stored layout that still sends both the live record and the footprint, or a reload
 * right away must not make a second history entry.
 */
export const VISIT_WINDOW_SECONDS = 30;

/**
 * A signed-in viewer's viewing footprint, once per visit: the advisory lock makes the look-up and the
 * insert one step, so two records sent milliseconds apart (from any API process) leave one row. Returns
 * the visit's footprint id, new or existing.
 */
export async function insertViewingFootprint(db: Db, input: FootprintInput & { userId: number }): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${input.userId}, hashtext(${`footprint:${input.type}:${input.targetId}`}))`);
    const [recent] = await tx
      .select({ id: footprints.id })
      .from(footprints)
      .where(
        and(
          eq(footprints.userId, input.userId),
          eq(footprints.type, input.type),
          eq(footprints.targetId, input.targetId),
          gt(footprints.createdAt, sql`now() - make_interval(secs => ${VISIT_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(desc(footprints.id))
      .limit(1);
    if (recent) return recent.id;
    const [row] = await tx.insert(footprints).values(input).returning({ id: footprints.id });
    return row.id;
  });
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
