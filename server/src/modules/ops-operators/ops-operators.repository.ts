import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorRoles, operators } from '../../db/schema/index';

/** An operator as stored; role is null for an operator made before roles existed. */
export interface OperatorRow {
  id: number;
  name: string;
  passwordHash: string;
  disabled: boolean;
  role: string | null;
}

export async function findOperatorRow(db: Db, name: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select({ id: operators.id, name: operators.username, passwordHash: operators.passwordHash, disabled: operators.disabled, role: operatorRoles.role })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(eq(operators.username, name))
    .limit(1);
  return row;
}

/**
 * Creates an operator, or with `update` sets an existing one's password hash and role and enables it, in
 * one transaction. 'exists' (nothing written) when the name is taken and `update` is not set.
 */
export async function writeOperator(
  db: Db,
  input: { name: string; passwordHash: string; role: string; update: boolean },
): Promise<{ id: number; created: boolean } | 'exists'> {
  const { passwordHash } = input;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.username, input.name)).limit(1);
    let id: number;
    if (existing) {
      if (!input.update) return 'exists';
      id = existing.id;
      await tx.update(operators).set({ passwordHash, disabled: false }).where(eq(operators.id, id));
    } else {
      [{ id }] = await tx.insert(operators).values({ username: input.name, displayName: input.name, passwordHash }).returning({ id: operators.id });
    }
    await tx
      .insert(operatorRoles)
      .values({ operatorId: id, role: input.role })
      .onConflictDoUpdate({ target: operatorRoles.operatorId, set: { role: input.role } });
    return { id, created: !existing };
  });
}
