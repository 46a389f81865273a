import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorRoles, operatorSessions, operators } from '../../db/schema/index';

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

/** An operator as the 运营人员 page lists it. */
export interface OperatorAccountRow {
  id: number;
  name: string;
  role: string | null;
  disabled: boolean;
  createdAt: Date;
}

const accountColumns = {
  id: operators.id,
  name: operators.username,
  role: operatorRoles.role,
  disabled: operators.disabled,
  createdAt: operators.createdAt,
};

export async function listOperatorAccounts(db: Db): Promise<OperatorAccountRow[]> {
  return db.select(accountColumns).from(operators).leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id)).orderBy(operators.username);
}

export async function findOperatorAccount(db: Db, id: number): Promise<(OperatorAccountRow & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: operators.passwordHash })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(eq(operators.id, id))
    .limit(1);
  return row;
}

export interface OperatorChange {
  role?: string;
  disabled?: boolean;
  passwordHash?: string;
}

/**
 * Changes an operator and ends their sessions (but `keepSession`, the token hash of the session making its
 * own password change) in one transaction. The admins' role rows are locked first, so two admins demoting
 * or disabling each other at once cannot leave no enabled admin: the second sees the first's change.
 */
export async function changeOperatorRow(
  db: Db,
  id: number,
  change: OperatorChange,
  keepSession?: string,
): Promise<OperatorAccountRow | 'not-found' | 'last-admin'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: operatorRoles.operatorId })
      .from(operatorRoles)
      .where(eq(operatorRoles.role, 'admin'))
      .orderBy(operatorRoles.operatorId)
      .for('update');
    const [before] = await tx
      .select(accountColumns)
      .from(operators)
      .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
      .where(eq(operators.id, id))
      .for('update', { of: operators });
    if (!before) return 'not-found';
    const stillAdmin = (change.role ?? before.role) === 'admin' && !(change.disabled ?? before.disabled);
    if (before.role === 'admin' && !before.disabled && !stillAdmin) {
      const [{ admins }] = await tx
        .select({ admins: count() })
        .from(operatorRoles)
        .innerJoin(operators, eq(operators.id, operatorRoles.operatorId))
        .where(and(eq(operatorRoles.role, 'admin'), eq(operators.disabled, false), ne(operators.id, id)));
      if (admins === 0) return 'last-admin';
    }
    if (change.disabled !== undefined || change.passwordHash !== undefined) {
      await tx
        .update(operators)
        .set({ ...(change.disabled === undefined ? {} : { disabled: change.disabled }), ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}) })
        .where(eq(operators.id, id));
    }
    if (change.role !== undefined) {
      await tx
        .insert(operatorRoles)
        .values({ operatorId: id, role: change.role })
        .onConflictDoUpdate({ target: operatorRoles.operatorId, set: { role: change.role } });
    }
    await tx.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, id), ...(keepSession ? [ne(operatorSessions.tokenHash, keepSession)] : [])));
    return { ...before, ...(change.role === undefined ? {} : { role: change.role }), ...(change.disabled === undefined ? {} : { disabled: change.disabled }) };
  });
}

/** Ends every session of an operator (the CLI's --update). */
export async function deleteOperatorSessions(db: Db, id: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
}
