import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wechatHandoffs } from '../../db/schema';
import { hashToken } from './sessions.repository';

/** A WeChat hand-off token is good for this long after the OAuth callback issued it. */
export const WECHAT_HANDOFF_TTL_MS = 5 * 60 * 1000;

/** What the server learnt from WeChat for one OAuth round trip. */
export interface WechatHandoffIdentity {
  /** The Open Platform union id, or the openid when the official account has no Open Platform binding. */
  unionId: string;
  openid: string;
}

/** Stores a hand-off under the token's sha256, good for WECHAT_HANDOFF_TTL_MS. Expired rows are dropped on the way. */
export async function insertWechatHandoff(db: Db, token: string, identity: WechatHandoffIdentity, now: number): Promise<void> {
  await db.delete(wechatHandoffs).where(lt(wechatHandoffs.expiresAt, new Date(now - WECHAT_HANDOFF_TTL_MS)));
  await db.insert(wechatHandoffs).values({
    tokenHash: hashToken(token),
    unionId: identity.unionId,
    openid: identity.openid,
    expiresAt: new Date(now + WECHAT_HANDOFF_TTL_MS),
    createdAt: new Date(now),
  });
}

const live = (token: string, now: number) =>
  and(eq(wechatHandoffs.tokenHash, hashToken(token)), isNull(wechatHandoffs.usedAt), gt(wechatHandoffs.expiresAt, new Date(now)));

/** The identity of an unspent, unexpired token without spending it; null otherwise. */
export async function findLiveWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  const [row] = await db.select({ unionId: wechatHandoffs.unionId, openid: wechatHandoffs.openid }).from(wechatHandoffs).where(live(token, now));
  return row ?? null;
}

/** Spends an unspent, unexpired token: its identity when this call spent it, else null (also when a concurrent call did). */
export async function spendLiveWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  const [row] = await db
    .update(wechatHandoffs)
    .set({ usedAt: new Date(now) })
    .where(live(token, now))
    .returning({ unionId: wechatHandoffs.unionId, openid: wechatHandoffs.openid });
  return row ?? null;
}
