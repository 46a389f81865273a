import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities, liveWhiteList, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  name: users.name,
  nickName: users.nickName,
  avatar: users.avatar,
  mobile: users.mobile,
  point: users.point,
  isComplete: users.isComplete,
  disabled: users.disabled,
  unionId: users.unionId,
  openid: users.openid,
  identityId: identities.id,
  identityName: identities.name,
};

export type UserRow = {
  id: number;
  uuid: string;
  name: string;
  nickName: string;
  avatar: string;
  mobile: string;
  point: number;
  isComplete: number;
  disabled: boolean;
  unionId: string | null;
  openid: string | null;
  identityId: number | null;
  identityName: string | null;
};

async function findOne(db: Db, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).leftJoin(identities, eq(identities.id, users.identityId)).where(where).orderBy(users.id).limit(1);
  return row;
}

export const findUserById = (db: Db, id: number) => findOne(db, eq(users.id, id));
export const findUserByMobile = (db: Db, mobile: string) => findOne(db, eq(users.mobile, mobile));
export const findUserByUnionId = (db: Db, unionId: string) => findOne(db, eq(users.unionId, unionId));
export const findUserByUuid = (db: Db, uuid: string) => findOne(db, eq(users.uuid, uuid));

/** The user of a verified number, created on first login (is_complete 0); safe against two logins racing. */
export async function findOrCreateUser(db: Db, mobile: string): Promise<UserRow> {
  const existing = await findUserByMobile(db, mobile);
  if (existing) return existing;
  await db.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
  const created = await findUserByMobile(db, mobile);
  if (!created) throw new Error('user vanished right after it was created');
  return created;
}

/** Whether some user holds `openid`. */
export async function isOpenidTaken(db: Db, openid: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.openid, openid)).limit(1);
  return Boolean(taken);
}

/** Sets the user's union id unless they have one by now. */
export async function setUnionIdIfNone(db: Db, userId: number, unionId: string): Promise<void> {
  await db
    .update(users)
    .set({ unionId })
    .where(and(eq(users.id, userId), isNull(users.unionId)));
}

/** Sets the user's openid unless they have one by now. */
export async function setOpenidIfNone(db: Db, userId: number, openid: string): Promise<void> {
  await db
    .update(users)
    .set({ openid })
    .where(and(eq(users.id, userId), isNull(users.openid)));
}

export type ChangeMobileOutcome = 'changed' | 'taken';

/** Moves the user to a new number unless another account holds it (unique index settles races). */
export async function changeMobile(db: Db, userId: number, mobile: string): Promise<ChangeMobileOutcome> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  if (other) return 'taken';
  try {
    await db
      .update(users)
      .set({ mobile, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return 'changed';
  } catch (error) {
    if (/users_mobile_uq|duplicate key/i.test(String((error as Error).message) + String((error as { cause?: Error }).cause?.message))) return 'taken';
    throw error;
  }
}

/** Whether the number is on the white list of any live (the login answer's hasIInWhiteList). */
export async function isWhiteListed(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: liveWhiteList.id }).from(liveWhiteList).where(eq(liveWhiteList.mobile, mobile)).limit(1);
  return Boolean(row);
}
