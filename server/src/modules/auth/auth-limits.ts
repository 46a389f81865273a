import type { FastifyRequest } from 'fastify';
import type { RateLimiter, RateLimitWindow } from '../../shared/rate-limits';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits per phone, and our own per client address (a hospital NAT shares one address). */
export const AUTH_LIMITS = {
  /**
   * Code sends to one number: 1 per 60 s, 5 per hour, 10 per day. Counted once for all addresses that never
   * signed the number in, and apart for each address that did, so strangers cannot use up the owner's sends.
   */
  sendPerMobile: [
    { limit: 1, windowMs: 60 * SECOND },
    { limit: 5, windowMs: HOUR },
    { limit: 10, windowMs: DAY },
  ],
  /** Code sends from one address, whatever the numbers. */
  sendPerIp: [
    { limit: 20, windowMs: HOUR },
    { limit: 100, windowMs: DAY },
  ],
  /** Code checks (login and phone change) from one address. */
  checkPerIp: [
    { limit: 30, windowMs: 10 * MINUTE },
    { limit: 300, windowMs: DAY },
  ],
  /**
   * Code checks of one number from addresses other than the one that asked for the code, whatever the code:
   * bounds guessing however many addresses an attacker has (the asking address keeps its own tries).
   */
  otherAddressChecksPerMobile: [{ limit: 10, windowMs: DAY }],
  /** union-id / uuid handoffs from one address (both ids act as bearer secrets: no enumeration). */
  handoffPerIp: [
    { limit: 30, windowMs: 10 * MINUTE },
    { limit: 300, windowMs: DAY },
  ],
} satisfies Record<string, RateLimitWindow[]>;

export type AuthLimits = { [K in keyof typeof AUTH_LIMITS]: readonly RateLimitWindow[] };

/**
 * The default limits with the configured per-address limits: hourly sends (the daily one keeps its 5× ratio)
 * and checks per 10 minutes (the daily one keeps its 10× ratio).
 */
export function authLimitsFor(sendsPerIpHour: number, checksPerIp10Min: number = AUTH_LIMITS.checkPerIp[0].limit): AuthLimits {
  return {
    ...AUTH_LIMITS,
    sendPerIp: [
      { limit: sendsPerIpHour, windowMs: HOUR },
      { limit: sendsPerIpHour * 5, windowMs: DAY },
    ],
    checkPerIp: [
      { limit: checksPerIp10Min, windowMs: 10 * MINUTE },
      { limit: checksPerIp10Min * 10, windowMs: DAY },
    ],
  };
}

/** 45 s → "45秒", 30 min → "30分钟", 5 h → "5小时" (rounded up). */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / SECOND))}秒`;
  if (ms < HOUR) return `${Math.ceil(ms / MINUTE)}分钟`;
  return `${Math.ceil(ms / HOUR)}小时`;
}

export const LIMIT_MESSAGES = {
  send: (wait: string) => `验证码发送过于频繁，请${wait}后再试`,
  check: (wait: string) => `尝试次数过多，请${wait}后再试`,
  busy: '服务繁忙，请稍后再试',
} as const;

/**
 * Consumes one hit of every rule; returns the refusal message of the first exhausted one, or null.
 * A limiter failure (Redis down) refuses too: no unlimited sends while the store is away.
 */
export async function checkLimits(
  request: FastifyRequest,
  limiter: RateLimiter,
  now: number,
  rules: { key: string; windows: readonly RateLimitWindow[]; message: (wait: string) => string }[],
): Promise<string | null> {
  try {
    for (const rule of rules) {
      const result = await limiter.consume(rule.key, rule.windows, now);
      if (!result.allowed) return rule.message(formatWait(result.retryAfterMs));
    }
    return null;
  } catch (error) {
    request.log.error({ err: error }, 'rate limiter unavailable');
    return LIMIT_MESSAGES.busy;
  }
}
