import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from './ops-password';
import { passwordProblem } from './ops-password-rule';
import { hashToken } from './ops-sessions.repository';
import {
  changeOperatorRow,
  deleteOperatorSessions,
  findOperatorAccount,
  findOperatorRow,
  listOperatorAccounts,
  writeOperator,
  type OperatorAccountRow,
} from './ops-operators.repository';

/**
 * editor: edits drafts; publisher: also publishes; admin: a publisher who also manages operators (运营人员)
 * and reads the sign-in security log. Roles are ranked: an admin may do all a publisher may.
 */
export const OPERATOR_ROLES = ['editor', 'publisher', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** An operator without a role row (made before roles existed) may edit but not publish. */
export function operatorRole(stored: string | null): OperatorRole {
  return isOperatorRole(stored) ? stored : 'editor';
}

/** Whether the role publishes (publisher, admin): the one test of "publisher or above" every route uses. */
export function publishes(role: OperatorRole): boolean {
  return role === 'publisher' || role === 'admin';
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

export const ACCOUNT_MESSAGES = {
  adminOnly: '只有管理员可以管理运营人员',
  notFound: '运营人员不存在',
  nameTaken: '用户名已被使用',
  lastAdmin: '至少要保留一位启用的管理员：请先让另一位运营人员成为管理员',
  wrongCurrentPassword: '当前密码不正确',
} as const;

/** A refusal of an account change: the HTTP status and its Chinese message. */
export class AccountRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface OperatorAccount {
  id: number;
  name: string;
  role: OperatorRole;
  disabled: boolean;
  created_at: string;
}

function accountOf(row: OperatorAccountRow): OperatorAccount {
  return { id: row.id, name: row.name, role: operatorRole(row.role), disabled: row.disabled, created_at: row.createdAt.toISOString() };
}

async function checkNewPassword(password: string, name: string): Promise<void> {
  const problem = await passwordProblem(password, name);
  if (problem) throw new AccountRefusal(400, problem);
}

export async function listAccounts(db: Db): Promise<OperatorAccount[]> {
  return (await listOperatorAccounts(db)).map(accountOf);
}

/** A new operator from the console (the password rule applies). */
export async function createAccount(db: Db, input: { name: string; password: string; role: OperatorRole }): Promise<OperatorAccount> {
  await checkNewPassword(input.password, input.name);
  const saved = await writeOperator(db, { name: input.name, passwordHash: await hashPassword(input.password), role: input.role, update: false });
  if (saved === 'exists') throw new AccountRefusal(409, ACCOUNT_MESSAGES.nameTaken);
  const row = await findOperatorAccount(db, saved.id);
  if (!row) throw new AccountRefusal(404, ACCOUNT_MESSAGES.notFound);
  return accountOf(row);
}

async function applyChange(db: Db, id: number, change: Parameters<typeof changeOperatorRow>[2], keepSession?: string): Promise<OperatorAccount> {
  const result = await changeOperatorRow(db, id, change, keepSession);
  if (result === 'not-found') throw new AccountRefusal(404, ACCOUNT_MESSAGES.notFound);
  if (result === 'last-admin') throw new AccountRefusal(409, ACCOUNT_MESSAGES.lastAdmin);
  return accountOf(result);
}

/**
 * A role change, a disable or a re-enable; every one ends the operator's sessions on every process (sessions
 * are rows read on each request, so deleting them is enough). Refused when it would leave no enabled admin.
 */
export async function changeAccount(
  db: Db,
  id: number,
  change: { role?: OperatorRole; disabled?: boolean },
): Promise<{ before: OperatorAccount; after: OperatorAccount }> {
  const row = await findOperatorAccount(db, id);
  if (!row) throw new AccountRefusal(404, ACCOUNT_MESSAGES.notFound);
  const before = accountOf(row);
  // Choosing the role already held (the console's select) changes nothing and ends no session.
  if ((change.role ?? before.role) === before.role && (change.disabled ?? before.disabled) === before.disabled) return { before, after: before };
  return { before, after: await applyChange(db, id, change) };
}

/** An admin sets another operator's (or their own) password: every session of that operator ends. */
export async function resetAccountPassword(db: Db, id: number, password: string): Promise<OperatorAccount> {
  const row = await findOperatorAccount(db, id);
  if (!row) throw new AccountRefusal(404, ACCOUNT_MESSAGES.notFound);
  await checkNewPassword(password, row.name);
  return applyChange(db, id, { passwordHash: await hashPassword(password) });
}

/** An operator changes their own password (knowing the current one): every other session of theirs ends. */
export async function changeOwnPassword(db: Db, operator: Operator, input: { current: string; password: string; sessionToken: string }): Promise<void> {
  const row = await findOperatorAccount(db, operator.id);
  if (!row) throw new AccountRefusal(404, ACCOUNT_MESSAGES.notFound);
  if (!(await verifyPassword(input.current, row.passwordHash))) throw new AccountRefusal(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
  await checkNewPassword(input.password, row.name);
  await applyChange(db, operator.id, { passwordHash: await hashPassword(input.password) }, hashToken(input.sessionToken));
}

/** The CLI's --update changed a password or role: the operator's open sessions end, as in the console. */
export async function endOperatorSessions(db: Db, id: number): Promise<void> {
  await deleteOperatorSessions(db, id);
}
