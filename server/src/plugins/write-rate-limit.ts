import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatWait } from '../modules/auth/auth-limits';
import type { RateLimiter, RateLimitWindow, RuleResult } from '../shared/rate-limits';
import { clientAddressKey } from './client-address';
import { AppError } from './envelope';
import type { SecurityConfig } from './security-config';

const MINUTE = 60 * 1000;

export const WRITE_LIMIT_MESSAGE = (wait: string): string => `操作过于频繁，请${wait}后再试`;
export const WRITE_LIMIT_BUSY = '服务繁忙，请稍后再试';

/** GET endpoints that change state (legacy toggles and counters): named like writes in the catalogue. */
const WRITING_NAME = /^(toggle|record|create|update|delete|send|login|logout|refresh)/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * POSTs that are reads with a secret in the body, under stricter limits of their own: check_password (per
 * account and address across items, and per item: gates.routes.ts). Counting them as writes too would
 * spend a viewer's write budget on typing a password.
 */
const OWN_LIMITS = new Set(['checkPassword']);

/** True when the request changes state: any POST/PUT/PATCH/DELETE, or a GET endpoint named as a write. */
export function isWrite(request: FastifyRequest): boolean {
  const endpoint = (request.routeOptions.config as { endpoint?: string } | undefined)?.endpoint;
  if (typeof endpoint === 'string' && OWN_LIMITS.has(endpoint)) return false;
  if (WRITE_METHODS.has(request.method)) return true;
  if (request.method !== 'GET') return false;
  return typeof endpoint === 'string' && WRITING_NAME.test(endpoint);
}

export interface WriteRateLimitOptions {
  limiter: RateLimiter;
  security: SecurityConfig;
  now: () => number;
  /**
   * Endpoints whose statement claims the user's row under a stricter per-user interval of its own (and may
   * find the user only there): they skip the per-user window, and cost one limiter call (the address's).
   */
  userClaimedInStatement?: ReadonlySet<string>;
}

/**
 * A per-user and per-address ceiling on writes (the limiter is in memory or on Redis, so it holds across
 * API processes). It runs after the auth hook (the viewer is known) and before body parsing and
 * validation, so floods of malformed writes count too. Refusals are HTTP 429 with Retry-After and an
 * envelope the client can show; a limiter outage refuses writes (503) rather than letting them through
 * unlimited.
 */
export function registerWriteRateLimit(app: FastifyInstance, options: WriteRateLimitOptions): void {
  const perUser: RateLimitWindow[] = [{ limit: options.security.writesPerUserMinute, windowMs: MINUTE }];
  const perIp: RateLimitWindow[] = [{ limit: options.security.writesPerIpMinute, windowMs: MINUTE }];
  const limitWrite = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const rules = [{ key: `write:ip:${clientAddressKey(request.ip)}`, windows: perIp }];
    const endpoint = (request.routeOptions.config as { endpoint?: unknown } | undefined)?.endpoint;
    const userClaimed = typeof endpoint === 'string' && options.userClaimedInStatement?.has(endpoint) === true;
    if (request.viewer && !userClaimed) rules.unshift({ key: `write:user:${request.viewer.id}`, windows: perUser });
    let result: RuleResult;
    try {
      // Both windows in one call (one Redis round trip): the user's first, then the address's.
      result = await options.limiter.consumeEach(rules, options.now());
    } catch (error) {
      request.log.error({ err: error }, 'rate limiter unavailable');
      throw new AppError(503, WRITE_LIMIT_BUSY);
    }
    if (result.refused >= 0) {
      request.log.info({ rule: rules[result.refused].key.split(':').slice(0, 2).join(':') }, 'write rate limit');
      reply.header('retry-after', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
      throw new AppError(429, WRITE_LIMIT_MESSAGE(formatWait(result.retryAfterMs)));
    }
  };
  // A callback hook: reads (most requests) pass without the promise and microtask an async hook costs.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isWrite(request)) return done();
    limitWrite(request, reply).then(() => done(), done);
  });
}
