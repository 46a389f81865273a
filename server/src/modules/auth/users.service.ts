import type { User } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { maskMobile } from './mobile';
import { findUserByUnionId, isOpenidTaken, setOpenidIfNone, setUnionIdIfNone, type UserRow } from './users.repository';

/** Remembers WeChat ids from the login page for a user who has none yet (never overwrites, never steals). */
export async function bindWechatIds(db: Db, user: UserRow, ids: { unionId?: string; openid?: string }): Promise<void> {
  if (ids.unionId && !user.unionId && !(await findUserByUnionId(db, ids.unionId))) await setUnionIdIfNone(db, user.id, ids.unionId);
  if (ids.openid && !user.openid && !(await isOpenidTaken(db, ids.openid))) await setOpenidIfNone(db, user.id, ids.openid);
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
