import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { AppError, envelope } from '../../plugins/envelope';
import type { RateLimiter, RateLimitWindow } from '../../shared/rate-limits';
import { recordAudit } from '../ops-audit';
import {
  AccountRefusal,
  changeAccount,
  changeOwnPassword,
  createAccount,
  listAccounts,
  OPS_COOKIE,
  readCookie,
  requireAdmin,
  requireOperator,
  resetAccountPassword,
} from '../ops-operators';

/**
 * Password writes per operator: an own change tests the current password, so a stolen session must not use
 * it to guess at speed; an admin's creations and resets are looser (onboarding a team), but each hashes
 * with scrypt, so they are bounded too.
 */
export const OPS_PASSWORD_WRITE_LIMITS: Record<'own' | 'admin', RateLimitWindow[]> = {
  own: [{ limit: 5, windowMs: 15 * 60_000 }],
  admin: [{ limit: 30, windowMs: 15 * 60_000 }],
};
export const PASSWORD_WRITE_MESSAGE = '修改密码过于频繁，请稍后再试';

/** An account refusal as the console shows it. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountRefusal) throw new AppError(error.status, error.message);
    throw error;
  }
}

/**
 * 运营人员 (admins only, `access: admin` in the catalogue): list, create, disable and re-enable operators,
 * reset passwords and change roles; and every operator's own password change. Each is in the audit log;
 * a disable, a role change and a password change end that operator's sessions (docs/security.md).
 */
export function opsAccountRoutes(scope: FastifyInstance, options: { limiter: RateLimiter; now: () => number }): void {
  const db = scope.db;
  const limitPasswordWrites = async (operatorId: number, kind: 'own' | 'admin') => {
    const result = await options.limiter.consume(`ops-password-write:${kind}:${operatorId}`, OPS_PASSWORD_WRITE_LIMITS[kind], options.now());
    if (!result.allowed) throw new AppError(429, PASSWORD_WRITE_MESSAGE);
  };

  opsRoute(scope, 'listOpsOperators', async () => envelope({ list: await listAccounts(db) }));

  opsRoute(scope, 'createOpsOperator', async (request) => {
    const admin = requireAdmin(request);
    await limitPasswordWrites(admin.id, 'admin');
    const account = await answering(() => createAccount(db, request.body));
    await recordAudit(db, { operator: admin, action: 'operator.create', target: `operator:${account.name}`, detail: { role: account.role } });
    return envelope(account);
  });

  opsRoute(scope, 'updateOpsOperator', async (request) => {
    const admin = requireAdmin(request);
    const { before, after } = await answering(() => changeAccount(db, request.params.id, request.body));
    const target = `operator:${after.name}`;
    if (before.role !== after.role) {
      await recordAudit(db, { operator: admin, action: 'operator.role', target, detail: { from: before.role, to: after.role } });
    }
    if (before.disabled !== after.disabled) {
      await recordAudit(db, { operator: admin, action: after.disabled ? 'operator.disable' : 'operator.enable', target });
    }
    return envelope(after);
  });

  opsRoute(scope, 'resetOpsOperatorPassword', async (request) => {
    const admin = requireAdmin(request);
    await limitPasswordWrites(admin.id, 'admin');
    const account = await answering(() => resetAccountPassword(db, request.params.id, request.body.password));
    await recordAudit(db, { operator: admin, action: 'operator.password-reset', target: `operator:${account.name}` });
    return envelope(account);
  });

  opsRoute(scope, 'changeOpsOwnPassword', async (request) => {
    const operator = requireOperator(request);
    await limitPasswordWrites(operator.id, 'own');
    const sessionToken = readCookie(request, OPS_COOKIE) ?? '';
    await answering(() => changeOwnPassword(db, operator, { current: request.body.current_password, password: request.body.password, sessionToken }));
    await recordAudit(db, { operator, action: 'operator.password-change', target: `operator:${operator.name}` });
    return envelope({});
  });
}
