import type { FastifyInstance } from 'fastify';
import type { OpsLogin } from '../../../../src/generated/schema-types';
import { AppError, envelope } from '../../plugins/envelope';
import { schemaId } from '../../plugins/schemas';
import type { RateLimiter, RateLimitWindow } from '../auth/rate-limits';
import { recordAudit } from './ops-audit.repository';
import { OPS_COOKIE, OPS_MESSAGES, clearedSessionCookie, currentOperator, noStore, readCookie, requireOperator, sessionCookie } from './ops-auth';
import { findOperatorByName } from './ops-operators.repository';
import { opsResponse } from './ops-responses';
import { decoyHash, verifyPassword } from './ops-password';
import { createOperatorSession, deleteOperatorSession } from './ops-sessions.repository';

/** Sign-in attempts (right or wrong) per name and per client address. */
export const OPS_LOGIN_LIMITS: { perName: RateLimitWindow[]; perAddress: RateLimitWindow[] } = {
  perName: [{ limit: 10, windowMs: 15 * 60 * 1000 }],
  perAddress: [{ limit: 30, windowMs: 15 * 60 * 1000 }],
};

export interface OpsSessionOptions {
  limiter: RateLimiter;
  secureCookies: boolean;
  now: () => number;
}

export function opsSessionRoutes(scope: FastifyInstance, options: OpsSessionOptions): void {
  const { limiter, now } = options;
  const cookieOptions = { secure: options.secureCookies };

  scope.post<{ Body: OpsLogin }>('/session', { schema: { body: { $ref: schemaId('schemas/ops/ops-login.json') }, response: opsResponse('ops-operator') } }, async (request, reply) => {
    noStore(reply);
    const { name, password } = request.body;
    for (const [key, windows] of [[`ops-login:name:${name.toLowerCase()}`, OPS_LOGIN_LIMITS.perName], [`ops-login:ip:${request.ip}`, OPS_LOGIN_LIMITS.perAddress]] as const) {
      const result = await limiter.consume(key, windows, now());
      if (!result.allowed) {
        reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
        throw new AppError(429, OPS_MESSAGES.throttled);
      }
    }
    const operator = await findOperatorByName(scope.db, name);
    // Unknown names still pay for one scrypt, so timing does not tell which names exist.
    const ok = await verifyPassword(password, operator?.passwordHash ?? (await decoyHash()));
    if (!operator || !ok || operator.disabled) {
      await recordAudit(scope.db, { operator: { id: operator?.id ?? null, name: name.slice(0, 64) }, action: 'session.login-failed', target: `operator:${name.slice(0, 64)}`, detail: { ip: request.ip } });
      throw new AppError(401, OPS_MESSAGES.badCredentials);
    }
    const session = await createOperatorSession(scope.db, operator.id, now());
    await recordAudit(scope.db, { operator, action: 'session.login', target: `operator:${operator.name}`, detail: { ip: request.ip } });
    reply.header('set-cookie', sessionCookie(session.token, cookieOptions));
    return envelope({ name: operator.name, role: operator.role, expires_at: session.expiresAt.toISOString() });
  });

  scope.delete('/session', { schema: { response: opsResponse({ type: 'object', additionalProperties: false, properties: {} }) } }, async (request, reply) => {
    noStore(reply);
    const token = readCookie(request, OPS_COOKIE);
    const operator = currentOperator(request);
    if (token) await deleteOperatorSession(scope.db, token);
    if (operator) await recordAudit(scope.db, { operator, action: 'session.logout', target: `operator:${operator.name}` });
    reply.header('set-cookie', clearedSessionCookie(cookieOptions));
    return envelope({});
  });

  scope.get('/me', { schema: { response: opsResponse('ops-operator') } }, async (request, reply) => {
    noStore(reply);
    const operator = requireOperator(request);
    return envelope({ name: operator.name, role: operator.role });
  });
}
