import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { operatorRole, type Operator } from './ops-operators.service';
import { findSessionOperator, insertOperatorSession } from './ops-sessions.repository';

/** Console sessions last a working day; signing in again is cheap. */
export const OPS_SESSION_TTL_MS = 12 * 3600 * 1000;

/** A new session; the raw token goes into the cookie, only its hash into the database. */
export async function createOperatorSession(db: Db, operatorId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + OPS_SESSION_TTL_MS);
  await insertOperatorSession(db, { token, operatorId, expiresAt }, now);
  return { token, expiresAt };
}

/** The operator of a live session; undefined for unknown, expired or disabled. */
export async function resolveOperatorSession(db: Db, token: string, now: number): Promise<Operator | undefined> {
  const row = await findSessionOperator(db, token, now);
  if (!row || row.disabled) return undefined;
  return { id: row.id, name: row.name, role: operatorRole(row.role) };
}
