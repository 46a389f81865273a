import type { FastifyInstance, FastifyReply } from 'fastify';
import { opsRoute } from '../ops';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError, envelope } from '../../plugins/envelope';
import type { RateLimiter, RateLimitWindow } from '../../shared/rate-limits';
import { recordAudit } from '../ops-audit';
import {
  OPS_COOKIE,
  OPS_MESSAGES,
  clearedSessionCookie,
  currentOperator,
  noStore,
  readCookie,
  requireOperator,
  sessionCookie,
  findOperatorByName,
  decoyHash,
  verifyPassword,
  deleteOperatorSession,
  createOperatorSession,
} from '../ops-operators';
import { HashGate } from './hash-gate';
import { countSignInFailure, listSignInFailures, pruneSignInFailures } from './sign-in-failures.repository';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in attempts (right or wrong). A guesser is locked per (name, address), so guesses from elsewhere
 * never lock the operator out at their own address; a name guessed at from many addresses (over its
 * ceiling) is slowed, each address then getting fewer tries at it, rather than locked for everyone.
 */
export const OPS_LOGIN_LIMITS: Record<'perPair' | 'perPairUnderAttack' | 'perNameCeiling' | 'perAddress', RateLimitWindow[]> = {
  perPair: [{ limit: 10, windowMs: FIFTEEN_MINUTES }],
  perPairUnderAttack: [{ limit: 3, windowMs: FIFTEEN_MINUTES }],
  perNameCeiling: [{ limit: 30, windowMs: FIFTEEN_MINUTES }],
  perAddress: [{ limit: 30, windowMs: FIFTEEN_MINUTES }],
};

/** One scrypt at a time per process, up to 8 more waiting (about a second); beyond that 503 at once. */
export const OPS_HASH_LIMITS = { concurrency: 1, maxWaiting: 8, retryAfterSeconds: 2 } as const;

export interface OpsSessionOptions {
  limiter: RateLimiter;
  secureCookies: boolean;
  now: () => number;
}

export function opsSessionRoutes(scope: FastifyInstance, options: OpsSessionOptions): void {
  const { limiter, now } = options;
  const cookieOptions = { secure: options.secureCookies };
  const hashGate = new HashGate(OPS_HASH_LIMITS.concurrency, OPS_HASH_LIMITS.maxWaiting);

  /** Refuses (429) before any hashing when the address, or this name at this address, is over its limit. */
  async function throttle(name: string, ip: string, reply: FastifyReply): Promise<void> {
    const nameKey = name.toLowerCase();
    // Records the attempt while the name is under its ceiling; refused means many addresses are guessing it.
    const underAttack = !(await limiter.consume(`ops-login:name:${nameKey}`, OPS_LOGIN_LIMITS.perNameCeiling, now())).allowed;
    const pairWindows = underAttack ? OPS_LOGIN_LIMITS.perPairUnderAttack : OPS_LOGIN_LIMITS.perPair;
    for (const [key, windows] of [
      [`ops-login:ip:${ip}`, OPS_LOGIN_LIMITS.perAddress],
      [`ops-login:pair:${nameKey}:${ip}`, pairWindows],
    ] as const) {
      const result = await limiter.consume(key, windows, now());
      if (!result.allowed) {
        reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
        throw new AppError(429, OPS_MESSAGES.throttled);
      }
    }
  }

  opsRoute(scope, 'createOpsSession', async (request, reply) => {
    noStore(reply);
    const { name, password } = request.body;
    await throttle(name, clientAddressKey(request.ip), reply);
    const slot = hashGate.tryAcquire();
    if (!slot) {
      reply.header('retry-after', OPS_HASH_LIMITS.retryAfterSeconds);
      throw new AppError(503, OPS_MESSAGES.busy);
    }
    const release = await slot;
    let operator: Awaited<ReturnType<typeof findOperatorByName>>;
    let ok: boolean;
    try {
      operator = await findOperatorByName(scope.db, name);
      // Unknown names still pay for one scrypt (through the same gate), so timing does not tell which names exist.
      ok = await verifyPassword(password, operator?.passwordHash ?? (await decoyHash()));
    } finally {
      release();
    }
    if (!operator || !ok || operator.disabled) {
      // Not the audit log (operators' actions only): a count per address and hour, whatever name was typed.
      await countSignInFailure(scope.db, { addressKey: clientAddressKey(request.ip), knownName: operator !== undefined }, now());
      throw new AppError(401, OPS_MESSAGES.badCredentials);
    }
    const session = await createOperatorSession(scope.db, operator.id, now());
    // Operators sign in daily: often enough to keep the security log to its retention.
    await pruneSignInFailures(scope.db, now());
    await recordAudit(scope.db, { operator, action: 'session.login', target: `operator:${operator.name}`, detail: { ip: request.ip } });
    reply.header('set-cookie', sessionCookie(session.token, cookieOptions));
    return envelope({ name: operator.name, role: operator.role, expires_at: session.expiresAt.toISOString() });
  });

  opsRoute(scope, 'deleteOpsSession', async (request, reply) => {
    noStore(reply);
    const token = readCookie(request, OPS_COOKIE);
    const operator = currentOperator(request);
    if (token) await deleteOperatorSession(scope.db, token);
    if (operator) await recordAudit(scope.db, { operator, action: 'session.logout', target: `operator:${operator.name}` });
    reply.header('set-cookie', clearedSessionCookie(cookieOptions));
    return envelope({});
  });

  opsRoute(scope, 'listOpsSignInFailures', async () => {
    const rows = await listSignInFailures(scope.db);
    return envelope({
      list: rows.map((row) => ({ address: row.addressKey, hour: row.hour.toISOString(), attempts: row.attempts, known_names: row.knownNames })),
    });
  });

  opsRoute(scope, 'getOpsCurrentOperator', async (request, reply) => {
    noStore(reply);
    const operator = requireOperator(request);
    return envelope({ name: operator.name, role: operator.role });
  });
}
