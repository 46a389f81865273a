import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
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

/** Every checked try, for investigating guessing (who, from where, right or wrong). */
export async function recordAttempt(db: Db, key: AttemptKey, success: boolean, userId: number | null = null): Promise<void> {
  await db.insert(passwordAttempts).values({ ...key, userId, success: success ? 1 : 0 });
}

/** Attempts older than a day are kept no longer; keeps the table small. */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(passwordAttempts).where(lt(passwordAttempts.createdAt, sql`now() - interval '1 day'`));
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
