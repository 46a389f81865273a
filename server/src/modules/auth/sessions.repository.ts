import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { ResolvedSession } from '../../plugins/auth';

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

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

async function insertSession(db: Db, userId: number, chainId: string, now: number, ttl: SessionLifetimes, context: SessionContext): Promise<SessionTokens> {
  const access = newToken();
  const refresh = newToken();
  await db.insert(sessions).values({
    userId,
    chainId,
    accessTokenHash: hashToken(access),
    refreshTokenHash: hashToken(refresh),
    accessExpiresAt: new Date(now + ttl.accessTokenTtlSeconds * 1000),
    expiresAt: new Date(now + ttl.refreshTokenTtlSeconds * 1000),
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    ip: context.ip?.slice(0, 64) ?? null,
  });
  return { access_token: access, refresh_token: refresh, expires_in: ttl.accessTokenTtlSeconds };
}

/** A new chain (log-in or handoff). */
export function createSession(db: Db, userId: number, now: number, ttl: SessionLifetimes, context: SessionContext = {}): Promise<SessionTokens> {
  return insertSession(db, userId, randomUUID(), now, ttl, context);
}

/** The viewer of a live access token; null when unknown, expired, revoked or the user is disabled. */
export async function resolveAccessToken(db: Db, token: string, now: number): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({ id: users.id, isComplete: users.isComplete, mobile: users.mobile, chainId: sessions.chainId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.accessTokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, new Date(now)), eq(users.disabled, false)),
    );
  if (!row) return null;
  return { viewer: { id: row.id, isComplete: row.isComplete === 1, mobile: row.mobile || null }, chainId: row.chainId };
}

export async function revokeChain(db: Db, chainId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.chainId, chainId), isNull(sessions.revokedAt)));
}

/** Every session of the user except the chain `keepChainId` (phone change: other devices sign in again); the chains it ended. */
export async function revokeOtherChains(db: Db, userId: number, keepChainId: string | null, now: number): Promise<string[]> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(keepChainId ? and(mine, ne(sessions.chainId, keepChainId)) : mine)
    .returning({ chainId: sessions.chainId });
  return [...new Set(rows.map((row) => row.chainId))];
}

/** The live sessions of the chain note that they proved the account's current number now (phone change step-up). */
export async function markCurrentTelVerified(db: Db, chainId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ currentTelVerifiedAt: new Date(now) })
    .where(and(eq(sessions.chainId, chainId), isNull(sessions.revokedAt)));
}

/**
 * Spends the chain's proof of the current number when it is newer than `since`: true once per proof, so
 * one code to the current number allows one phone change.
 */
export async function takeCurrentTelVerified(db: Db, chainId: string, since: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ currentTelVerifiedAt: null })
    .where(and(eq(sessions.chainId, chainId), isNull(sessions.revokedAt), gt(sessions.currentTelVerifiedAt, new Date(since))))
    .returning({ id: sessions.id });
  return rows.length > 0;
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
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      chainId: sessions.chainId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      disabled: users.disabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    await revokeChain(db, row.chainId, now);
    return { ok: false, reason: 'reused', chainId: row.chainId };
  }
  if (row.expiresAt.getTime() <= now || row.disabled) return { ok: false, reason: 'expired' };
  // Only one of two concurrent refreshes with the same token wins the row; the other is a reuse.
  const claimed = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (claimed.length === 0) {
    await revokeChain(db, row.chainId, now);
    return { ok: false, reason: 'reused', chainId: row.chainId };
  }
  return { ok: true, tokens: await insertSession(db, row.userId, row.chainId, now, ttl, context) };
}

/** The chain of a refresh token, whatever its state (log-out with an expired access token). */
export async function chainOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ chainId: sessions.chainId })
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)));
  return row?.chainId ?? null;
}

/** The chain of an access token even after it expired (log-out should still end the chain). */
export async function chainOfAccessToken(db: Db, accessToken: string): Promise<string | null> {
  const [row] = await db
    .select({ chainId: sessions.chainId })
    .from(sessions)
    .where(eq(sessions.accessTokenHash, hashToken(accessToken)));
  return row?.chainId ?? null;
}
