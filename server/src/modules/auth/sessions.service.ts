import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { claimSession, findRefreshSession, insertSession, revokeChain } from './sessions.repository';

/**
 * Opaque tokens: 32 random bytes (base64url). Only their sha256 is stored, so a database dump holds
 * no usable token. Each refresh revokes its row and adds a new one in the same chain; a revoked
 * refresh token coming back means it was copied, and the whole chain is revoked.
 */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface SessionLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface SessionContext {
  ip?: string;
  userAgent?: string;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

async function issueTokens(db: Db, userId: number, chainId: string, now: number, ttl: SessionLifetimes, context: SessionContext): Promise<SessionTokens> {
  const access = newToken();
  const refresh = newToken();
  await insertSession(db, {
    userId,
    chainId,
    accessToken: access,
    refreshToken: refresh,
    accessExpiresAt: new Date(now + ttl.accessTokenTtlSeconds * 1000),
    expiresAt: new Date(now + ttl.refreshTokenTtlSeconds * 1000),
    userAgent: context.userAgent,
    ip: context.ip,
  });
  return { access_token: access, refresh_token: refresh, expires_in: ttl.accessTokenTtlSeconds };
}

/** A new chain (log-in or handoff). */
export function createSession(db: Db, userId: number, now: number, ttl: SessionLifetimes, context: SessionContext = {}): Promise<SessionTokens> {
  return issueTokens(db, userId, randomUUID(), now, ttl, context);
}

export type RefreshOutcome = { ok: true; tokens: SessionTokens } | { ok: false; reason: 'unknown' | 'expired' | 'reused'; chainId?: string };

/** Rotates a refresh token. A revoked one (already rotated, or logged out) revokes its whole chain. */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  now: number,
  ttl: SessionLifetimes,
  context: SessionContext = {},
): Promise<RefreshOutcome> {
  const row = await findRefreshSession(db, refreshToken);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    await revokeChain(db, row.chainId, now);
    return { ok: false, reason: 'reused', chainId: row.chainId };
  }
  if (row.expiresAt.getTime() <= now || row.disabled) return { ok: false, reason: 'expired' };
  // Only one of two concurrent refreshes with the same token wins the row; the other is a reuse.
  if (!(await claimSession(db, row.id, now))) {
    await revokeChain(db, row.chainId, now);
    return { ok: false, reason: 'reused', chainId: row.chainId };
  }
  return { ok: true, tokens: await issueTokens(db, row.userId, row.chainId, now, ttl, context) };
}
