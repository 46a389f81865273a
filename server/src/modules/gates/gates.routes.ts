import type { FastifyInstance } from 'fastify';
import { verifySecret } from '../../db/secret-hash';
import { notFoundError } from '../../plugins/envelope';
import { issueContentPass, registerContentPass } from './content-pass';
import { countRecentFailures, findPasswordTarget, pruneAttempts, recordAttempt } from './gates.repository';
import { Refusal, refusableCatalogueRoute } from './refusable-route';
import { checkLimits } from '../auth/auth-limits';
import type { RateLimiter } from '../auth/rate-limits';

export const GATE_MESSAGES = {
  wrongPassword: '密码错误请重试',
  tooManyTries: '尝试次数过多，请15分钟后再试',
} as const;
/** Envelope codes (HTTP 200): -1 wrong password (spec §8), 429 too many tries. */
export const GATE_CODES = { wrongPassword: -1, tooManyTries: 429 } as const;
/** 5 wrong tries per item and client within 15 minutes, then refused until the window passes. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;
/** Prune old attempts on roughly one call in this many. */
const PRUNE_EVERY = 200;

/** GET /live/api/check_password (spec §7): the server decides; a right password earns a signed pass. */
export interface GateRouteOptions {
  secret: string;
  /**
   * Shared limiter (memory or Redis): wrong-guess limits across ALL items per address and per user,
   * on top of the per-item database throttle, so one client cannot sweep the 10 000 codes of many
   * items in turn, and several API processes share the count.
   */
  limiter?: RateLimiter;
  now?: () => number;
  /** Checks per address (and per signed-in user) per 15 minutes over all items. */
  checksPerIp?: number;
}

export function gateRoutes(app: FastifyInstance, options: GateRouteOptions): void {
  registerContentPass(app, options.secret);

  refusableCatalogueRoute(app, 'checkPassword', async ({ id, password, type }, request) => {
    const target = await findPasswordTarget(app.db, type, id);
    if (!target) throw notFoundError();
    if (!target.protected) return issueContentPass(target, options.secret); // Nothing to unlock; a pass does no harm.

    // Throttled per item and client address (no login yet); the 6th try is refused even when right.
    const key = { ip: request.ip, targetType: target.type, targetId: id };
    if ((await countRecentFailures(app.db, key, FAILURE_WINDOW_MINUTES)) >= MAX_FAILURES) {
      request.log.info({ targetType: target.type, targetId: id }, 'watch password: too many tries');
      return new Refusal(GATE_CODES.tooManyTries, GATE_MESSAGES.tooManyTries);
    }
    if (options.limiter) {
      const windows = [{ limit: options.checksPerIp ?? 30, windowMs: FAILURE_WINDOW_MINUTES * 60 * 1000 }];
      const message = () => GATE_MESSAGES.tooManyTries;
      const rules = [{ key: `password:ip:${request.ip}`, windows, message }];
      if (request.viewer) rules.push({ key: `password:user:${request.viewer.id}`, windows, message });
      const limited = await checkLimits(request, options.limiter, (options.now ?? Date.now)(), rules);
      if (limited) return new Refusal(GATE_CODES.tooManyTries, limited);
    }
    const right = verifySecret(password, target.passwordHash);
    await recordAttempt(app.db, key, right);
    if (Math.random() * PRUNE_EVERY < 1) await pruneAttempts(app.db);
    return right ? issueContentPass(target, options.secret) : new Refusal(GATE_CODES.wrongPassword, GATE_MESSAGES.wrongPassword);
  });
}
