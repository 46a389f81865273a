import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { operatorRoles, operators } from '../../db/schema/index';
import { hashPassword } from './ops-password';

export const OPERATOR_ROLES = ['editor', 'publisher'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Operator names: short, no spaces (they appear in the audit log and revision history). */
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9_.\-\u4e00-\u9fa5]{2,32}$/;

export interface Operator {
  id: number;
  name: string;
  role: OperatorRole;
}

export interface OperatorWithHash extends Operator {
  passwordHash: string;
  disabled: boolean;
}

export async function findOperatorByName(db: Db, name: string): Promise<OperatorWithHash | undefined> {
  const [row] = await db
    .select({ id: operators.id, name: operators.username, passwordHash: operators.passwordHash, disabled: operators.disabled, role: operatorRoles.role })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.operatorId, operators.id))
    .where(eq(operators.username, name))
    .limit(1);
  if (!row) return undefined;
  // An operator without a role row (made before this table existed) may edit but not publish.
  return { ...row, role: isOperatorRole(row.role) ? row.role : 'editor' };
}

export class OperatorExistsError extends Error {}

/**
 * Creates an operator, or with `update` changes an existing one's password and role (the CLI's
 * --update). The password is hashed here; callers never see the hash.
 */
export async function saveOperator(
  db: Db,
  input: { name: string; password: string; role: OperatorRole; update?: boolean },
): Promise<Operator & { created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.username, input.name)).limit(1);
    let id: number;
    if (existing) {
      if (!input.update) throw new OperatorExistsError(`operator "${input.name}" already exists (use --update to change it)`);
      id = existing.id;
      await tx.update(operators).set({ passwordHash, disabled: false }).where(eq(operators.id, id));
    } else {
      [{ id }] = await tx.insert(operators).values({ username: input.name, displayName: input.name, passwordHash }).returning({ id: operators.id });
    }
    await tx
      .insert(operatorRoles)
      .values({ operatorId: id, role: input.role })
      .onConflictDoUpdate({ target: operatorRoles.operatorId, set: { role: input.role } });
    return { id, name: input.name, role: input.role, created: !existing };
  });
}
