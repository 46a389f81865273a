import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { identities, liveWhiteList, users } from '../../db/schema';
import { maskMobile } from './mobile';

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

/** Remembers WeChat ids from the login page for a user who has none yet (never overwrites, never steals). */
export async function bindWechatIds(db: Db, user: UserRow, ids: { unionId?: string; openid?: string }): Promise<void> {
  if (ids.unionId && !user.unionId && !(await findUserByUnionId(db, ids.unionId))) {
    await db
      .update(users)
      .set({ unionId: ids.unionId })
      .where(and(eq(users.id, user.id), isNull(users.unionId)));
  }
  if (ids.openid && !user.openid) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.openid, ids.openid)).limit(1);
    if (!taken)
      await db
        .update(users)
        .set({ openid: ids.openid })
        .where(and(eq(users.id, user.id), isNull(users.openid)));
  }
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

/** The User entity. `own`: the full number goes only to its owner; everyone else sees 138****5678. */
export function toUser(row: UserRow, own: boolean): User {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    nick_name: row.nickName,
    avatar: row.avatar,
    mobile: own ? row.mobile : maskMobile(row.mobile),
    point: row.point,
    is_complete: row.isComplete === 1 ? 1 : 0,
    identity: row.identityId !== null && row.identityName !== null ? { id: row.identityId, name: row.identityName } : null,
  };
}
