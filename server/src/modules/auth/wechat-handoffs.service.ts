import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { findLiveWechatHandoff, insertWechatHandoff, spendLiveWechatHandoff, type WechatHandoffIdentity } from './wechat-handoffs.repository';

/** Token shape on the way in: 32 random bytes as base64url; anything else is refused before any query. */
export const WECHAT_HANDOFF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Issues a one-time token for `identity`; only its sha256 is stored. */
export async function issueWechatHandoff(db: Db, identity: WechatHandoffIdentity, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertWechatHandoff(db, token, identity, now);
  return token;
}

/** The identity of an unspent, unexpired token without spending it; null otherwise. */
export async function peekWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  if (!WECHAT_HANDOFF_TOKEN.test(token)) return null;
  return findLiveWechatHandoff(db, token, now);
}

/** Spends the token: its identity when this call spent it, null when unknown, expired or already spent (also by a concurrent call). */
export async function spendWechatHandoff(db: Db, token: string, now: number): Promise<WechatHandoffIdentity | null> {
  if (!WECHAT_HANDOFF_TOKEN.test(token)) return null;
  return spendLiveWechatHandoff(db, token, now);
}
