import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import type { LookedUpSession } from '../../plugins/session-cache';

/** Only a token's sha256 is stored, so a database dump holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A session row of the chain `chainId`, stored under its tokens' hashes. */
export async function insertSession(
  db: Db,
  session: {
    userId: number;
    chainId: string;
    accessToken: string;
    refreshToken: string;
    accessExpiresAt: Date;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
  },
): Promise<void> {
  await db.insert(sessions).values({
    userId: session.userId,
    chainId: session.chainId,
    accessTokenHash: hashToken(session.accessToken),
    refreshTokenHash: hashToken(session.refreshToken),
    accessExpiresAt: session.accessExpiresAt,
    expiresAt: session.expiresAt,
    userAgent: session.userAgent?.slice(0, 512) ?? null,
    ip: session.ip?.slice(0, 64) ?? null,
  });
}

const liveSession = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, isComplete: users.isComplete, mobile: users.mobile, chainId: sessions.chainId, accessExpiresAt: sessions.accessExpiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
        eq(users.disabled, false),
      ),
    )
    .prepare('live_session'),
);

/** The viewer of a live access token and when it expires; null when unknown, expired, revoked or the user is disabled. */
export async function resolveAccessToken(db: Db, token: string, now: number): Promise<LookedUpSession | null> {
  const [row] = await liveSession(db).execute({ hash: hashToken(token), now: new Date(now) });
  if (!row) return null;
  return {
    viewer: { id: row.id, isComplete: row.isComplete === 1, mobile: row.mobile || null },
    chainId: row.chainId,
    accessExpiresAt: row.accessExpiresAt.getTime(),
  };
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

/** Whether the chain proved its current number after `since`, without spending the proof (a new number's code may be sent). */
export async function hasCurrentTelProof(db: Db, chainId: string, since: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.chainId, chainId), isNull(sessions.revokedAt), gt(sessions.currentTelVerifiedAt, new Date(since))))
    .limit(1);
  return rows.length > 0;
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

/** The session of a refresh token, whatever its state, with whether its user is disabled. */
export async function findRefreshSession(db: Db, refreshToken: string) {
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
  return row;
}

/** Revokes the session unless it is revoked already: true for the one call that revoked it. */
export async function claimSession(db: Db, id: number, now: number): Promise<boolean> {
  const claimed = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return claimed.length > 0;
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
