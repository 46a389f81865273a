import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles, courses, lives, passwordAttempts, shortVideos } from '../../db/schema';

/** Live auth_type 2 = watch password (docs/product-rules.md#content-gating). */
const LIVE_PASSWORD_AUTH = 2;
/** courses.source_type 4 = video (password type 3); anything else is a course (type 1). */
const VIDEO_SOURCE_TYPE = 4;

export interface PasswordTarget {
  /** The type the item really has: a courses row is type 1 (course) or 3 (video). */
  type: number;
  id: number;
  passwordHash: string | null;
  /** need_password = 1 (lives: auth_type 2) with a password set. */
  protected: boolean;
}

/**
 * In SQL, for a statement that must admit only items anyone may open: the row of an item with a watch password
 * column (course or video, article, short video) needs no pass. The same rule as `protected` below.
 */
export function needsNoPass(item: { needPassword: PgColumn; passwordHash: PgColumn }): SQL {
  return sql`not (${item.needPassword} = 1 and coalesce(${item.passwordHash}, '') <> '')`;
}

/** The item a check_password call names, or null when it does not exist. */
export async function findPasswordTarget(db: Db, type: number, id: number): Promise<PasswordTarget | null> {
  if (type === 1 || type === 3) {
    const [row] = await db
      .select({ sourceType: courses.sourceType, need: courses.needPassword, hash: courses.passwordHash })
      .from(courses)
      .where(eq(courses.id, id));
    if (!row) return null;
    const actual = row.sourceType === VIDEO_SOURCE_TYPE ? 3 : 1;
    return { type: actual, id, passwordHash: row.hash, protected: row.need === 1 && Boolean(row.hash) };
  }
  if (type === 2) {
    const [row] = await db.select({ need: articles.needPassword, hash: articles.passwordHash }).from(articles).where(eq(articles.id, id));
    return row ? { type, id, passwordHash: row.hash, protected: row.need === 1 && Boolean(row.hash) } : null;
  }
  if (type === 4) {
    const [row] = await db.select({ auth: lives.authType, hash: lives.passwordHash }).from(lives).where(eq(lives.id, id));
    return row ? { type, id, passwordHash: row.hash, protected: row.auth === LIVE_PASSWORD_AUTH && Boolean(row.hash) } : null;
  }
  if (type === 5) {
    const [row] = await db.select({ need: shortVideos.needPassword, hash: shortVideos.passwordHash }).from(shortVideos).where(eq(shortVideos.id, id));
    return row ? { type, id, passwordHash: row.hash, protected: row.need === 1 && Boolean(row.hash) } : null;
  }
  return null;
}

/** Rewrites the stored hash of the item's row (a legacy scrypt hash becomes the HMAC form on its first right try). */
export async function replacePasswordHash(db: Db, target: { type: number; id: number }, from: string, to: string): Promise<void> {
  // Only while the row still holds the hash that was checked: an operator's new password is never overwritten.
  if (target.type === 1 || target.type === 3)
    await db
      .update(courses)
      .set({ passwordHash: to })
      .where(and(eq(courses.id, target.id), eq(courses.passwordHash, from)));
  else if (target.type === 2)
    await db
      .update(articles)
      .set({ passwordHash: to })
      .where(and(eq(articles.id, target.id), eq(articles.passwordHash, from)));
  else if (target.type === 4)
    await db
      .update(lives)
      .set({ passwordHash: to })
      .where(and(eq(lives.id, target.id), eq(lives.passwordHash, from)));
  else if (target.type === 5)
    await db
      .update(shortVideos)
      .set({ passwordHash: to })
      .where(and(eq(shortVideos.id, target.id), eq(shortVideos.passwordHash, from)));
}

export interface AttemptKey {
  ip: string;
  targetType: number;
  targetId: number;
}

/** Every checked try, for investigating guessing (who, from where, right or wrong), stamped with the check's clock. */
export async function recordAttempt(db: Db, key: AttemptKey, success: boolean, userId: number | null, at: Date): Promise<void> {
  await db.insert(passwordAttempts).values({ ...key, userId, success: success ? 1 : 0, createdAt: at });
}

/** The check types of one pass family (a course and a video share one row, one pass and one budget). */
const familyTypes = (family: number): number[] => (family === 1 ? [1, 3] : [family]);

/** This account's tries on the item (pass family + id) since `since`: right ones or wrong ones. */
async function hasAttemptSince(db: Db, userId: number, item: { type: number; id: number }, since: Date, success: 0 | 1): Promise<boolean> {
  const a = passwordAttempts;
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.userId, userId), inArray(a.targetType, familyTypes(item.type)), eq(a.targetId, item.id), eq(a.success, success), gte(a.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Whether the account typed the item's password right since `since` (it knows the password: an unlock). */
export const hasUnlockedSince = (db: Db, userId: number, item: { type: number; id: number }, since: Date) => hasAttemptSince(db, userId, item, since, 1);

/** Whether the account typed a wrong password for the item since `since`. */
export const hasWrongTrySince = (db: Db, userId: number, item: { type: number; id: number }, since: Date) => hasAttemptSince(db, userId, item, since, 0);

/**
 * Wrong tries are kept a day (investigating guessing); right ones `keepUnlocksMs`, since they are the
 * remembered unlocks that let an account past an item's cool-down (gates.routes.ts).
 */
export async function pruneAttempts(db: Db, now: number, keepUnlocksMs: number): Promise<void> {
  const a = passwordAttempts;
  await db.delete(a).where(or(and(eq(a.success, 0), lt(a.createdAt, new Date(now - 24 * 3600 * 1000))), lt(a.createdAt, new Date(now - keepUnlocksMs))));
}

/** The title operators know an item by (type = pass family: 1 any courses row, 2 article, 4 live, 5 short video). */
export async function findItemTitle(db: Db, type: number, id: number): Promise<string | null> {
  const table = type === 1 ? courses : type === 2 ? articles : type === 4 ? lives : type === 5 ? shortVideos : null;
  if (!table) return null;
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id));
  return row?.title ?? null;
}

/** Rows that play this video id, at most `limit` per table (courses and videos, short videos, lives). */
export async function videoOwners(
  db: Db,
  videoId: string,
  limit: number,
): Promise<{ courseRows: Array<{ id: number }>; shortRows: Array<{ id: number }>; liveRows: Array<{ id: number }> }> {
  const [courseRows, shortRows, liveRows] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(eq(courses.videoId, videoId)).limit(limit),
    db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.videoId, videoId)).limit(limit),
    db.select({ id: lives.id }).from(lives).where(eq(lives.videoId, videoId)).limit(limit),
  ]);
  return { courseRows, shortRows, liveRows };
}
