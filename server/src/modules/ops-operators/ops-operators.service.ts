import type { Db } from '../../db/database';
import { hashPassword } from './ops-password';
import { findOperatorRow, writeOperator } from './ops-operators.repository';

export const OPERATOR_ROLES = ['editor', 'publisher'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** An operator without a role row (made before roles existed) may edit but not publish. */
export function operatorRole(stored: string | null): OperatorRole {
  return isOperatorRole(stored) ? stored : 'editor';
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
  const row = await findOperatorRow(db, name);
  if (!row) return undefined;
  return { ...row, role: operatorRole(row.role) };
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
  const saved = await writeOperator(db, { name: input.name, passwordHash, role: input.role, update: input.update ?? false });
  if (saved === 'exists') throw new OperatorExistsError(`operator "${input.name}" already exists (use --update to change it)`);
  return { id: saved.id, name: input.name, role: input.role, created: saved.created };
}
