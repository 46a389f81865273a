import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, courses, lives, passwordAttempts, shortVideos } from '../../db/schema';

/** Live auth_type 2 = watch password (spec §6). */
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
    const [row] = await db
      .select({ need: shortVideos.needPassword, hash: shortVideos.passwordHash })
      .from(shortVideos)
      .where(eq(shortVideos.id, id));
    return row ? { type, id, passwordHash: row.hash, protected: row.need === 1 && Boolean(row.hash) } : null;
  }
  return null;
}

export interface AttemptKey {
  ip: string;
  targetType: number;
  targetId: number;
}

/** Wrong tries for one item from one client within the last `windowMinutes` (database clock). */
export async function countRecentFailures(db: Db, key: AttemptKey, windowMinutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordAttempts)
    .where(
      and(
        eq(passwordAttempts.ip, key.ip),
        eq(passwordAttempts.targetType, key.targetType),
        eq(passwordAttempts.targetId, key.targetId),
        eq(passwordAttempts.success, 0),
        gt(passwordAttempts.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recordAttempt(db: Db, key: AttemptKey, success: boolean, userId: number | null = null): Promise<void> {
  await db.insert(passwordAttempts).values({ ...key, userId, success: success ? 1 : 0 });
}

/** Attempts older than a day no longer matter to any window; keeps the table small. */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(passwordAttempts).where(lt(passwordAttempts.createdAt, sql`now() - interval '1 day'`));
}
