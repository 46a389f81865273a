import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorRoles, operatorSessions, operators } from '../../db/schema/index';
import { isOperatorRole, type Operator } from './ops-operators.repository';

/** Console sessions last a working day; signing in again is cheap. */
export const OPS_SESSION_TTL_MS = 12 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session; the raw token goes into the cookie, only its hash into the database. */
export async function createOperatorSession(db: Db, operatorId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + OPS_SESSION_TTL_MS);
  // Expired rows of anyone are dropped on sign-in, so the table does not grow without bound.
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, new Date(now)));
  await db.insert(operatorSessions).values({ tokenHash: hashToken(token), operatorId, expiresAt });
  return { token, expiresAt };
}

/** The operator of a live session; undefined for unknown, expired or disabled. */
export async function resolveOperatorSession(db: Db, token: string, now: number): Promise<Operator | undefined> {
  const [row] = await db
    .select({ id: operators.id, name: operators.username, disabled: operators.disabled, role: operatorRoles.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row || row.disabled) return undefined;
  return { id: row.id, name: row.name, role: isOperatorRole(row.role) ? row.role : 'editor' };
}

export async function deleteOperatorSession(db: Db, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(token)));
}
