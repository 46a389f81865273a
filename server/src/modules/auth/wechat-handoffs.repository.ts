import { randomBytes } from 'node:crypto';
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

/** Token shape on the way in: 32 random bytes as base64url; anything else is refused before any query. */
export const WECHAT_HANDOFF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Issues a one-time token for `identity`; only its sha256 is stored. Expired rows are dropped on the way. */
export async function issueWechatHandoff(db: Db, identity: WechatHandoffIdentity, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(wechatHandoffs).where(lt(wechatHandoffs.expiresAt, new Date(now - WECHAT_HANDOFF_TTL_MS)));
  await db.insert(wechatHandoffs).values({
    tokenHash: hashToken(token),
    unionId: identity.unionId,
    openid: identity.openid,
    expiresAt: new Date(now + WECHAT_HANDOFF_TTL_MS),
    createdAt: new Date(now),
  });
  return token;
}

const live = (token: string, now: number) =>
  and(eq(wechatHandoffs.tokenHash, hashToken(token)), isNull(wechatHandoffs.usedAt), gt(wechatHandoffs.expiresAt, new Date(now)));

/** The identity of an unspent, unexpired token without spending it; null otherwise. */
export async function peekWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  if (!WECHAT_HANDOFF_TOKEN.test(token)) return null;
  const [row] = await db.select({ unionId: wechatHandoffs.unionId, openid: wechatHandoffs.openid }).from(wechatHandoffs).where(live(token, now));
  return row ?? null;
}

/** Spends the token: its identity when this call spent it, null when unknown, expired or already spent (also by a concurrent call). */
export async function spendWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  if (!WECHAT_HANDOFF_TOKEN.test(token)) return null;
  const [row] = await db
    .update(wechatHandoffs)
    .set({ usedAt: new Date(now) })
    .where(live(token, now))
    .returning({ unionId: wechatHandoffs.unionId, openid: wechatHandoffs.openid });
  return row ?? null;
}
