import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { liveManagers, liveWhiteList, passwordAuths } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';

/** The rows a live's access decision reads: its white list, its managers and remembered watch passwords. */

export async function findWhiteListEntry(db: Db, liveId: number, mobile: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: liveWhiteList.id })
    .from(liveWhiteList)
    .where(and(eq(liveWhiteList.liveId, liveId), eq(liveWhiteList.mobile, mobile)))
    .limit(1);
  return row;
}

export async function findLiveManager(db: Db, liveId: number, userId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: liveManagers.id })
    .from(liveManagers)
    .where(and(eq(liveManagers.liveId, liveId), eq(liveManagers.userId, userId)))
    .limit(1);
  return row;
}

/** Remembers that the user gave the live's watch password (once: a repeat changes nothing). */
export async function rememberPasswordAuth(db: Db, userId: number, liveId: number): Promise<void> {
  await db.insert(passwordAuths).values({ userId, targetType: TargetType.live, targetId: liveId }).onConflictDoNothing();
}

export async function findPasswordAuth(db: Db, userId: number, liveId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: passwordAuths.id })
    .from(passwordAuths)
    .where(and(eq(passwordAuths.userId, userId), eq(passwordAuths.targetType, TargetType.live), eq(passwordAuths.targetId, liveId)))
    .limit(1);
  return row;
}
