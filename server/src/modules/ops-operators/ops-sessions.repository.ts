import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorRoles, operatorSessions, operators } from '../../db/schema/index';

/** Only a token's hash is stored: the raw token exists in the cookie alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a session under the token's hash. Expired rows of anyone are dropped first, so the table does not grow without bound. */
export async function insertOperatorSession(db: Db, session: { token: string; operatorId: number; expiresAt: Date }, now: number): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, new Date(now)));
  await db.insert(operatorSessions).values({ tokenHash: hashToken(session.token), operatorId: session.operatorId, expiresAt: session.expiresAt });
}

/** The operator of an unexpired session, as stored (role null: no role row). */
export async function findSessionOperator(
  db: Db,
  token: string,
  now: number,
): Promise<{ id: number; name: string; disabled: boolean; role: string | null } | undefined> {
  const [row] = await db
    .select({ id: operators.id, name: operators.username, disabled: operators.disabled, role: operatorRoles.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, new Date(now))))
    .limit(1);
  return row;
}

export async function deleteOperatorSession(db: Db, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(token)));
}
