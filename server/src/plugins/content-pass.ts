import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Watch-password passes: after check_password succeeds the client gets a signed token
 * "<type>:<id>:<expiry unix s>:<base64url HMAC-SHA256>" and sends it back in x-content-pass
 * (comma-separated, one per unlocked item). Detail endpoints ask hasContentPass before they include
 * the protected fields. Stateless, so it works the same for guests and across server processes.
 */

/** Password types (original call check_password): 1 course, 2 article, 3 video, 4 live, 5 short video. */
export type PasswordTargetType = 1 | 2 | 3 | 4 | 5;
export interface PassTarget {
  type: number;
  id: number;
}

export const CONTENT_PASS_HEADER = 'x-content-pass';
export const PASS_TTL_SECONDS = 7 * 24 * 3600;
/** Enough for a long browsing session; a bigger header is ignored past this many tokens. */
const MAX_TOKENS = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC key of pass tokens (config CONTENT_PASS_SECRET), set by registerContentPass. */
    contentPassSecret?: string;
  }
}

export function registerContentPass(app: FastifyInstance, secret: string): void {
  app.decorate('contentPassSecret', secret);
}

/** Courses and videos live in one table: a pass for either type of the same row opens both. */
export function passFamily(type: number): number {
  return type === 3 ? 1 : type;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueContentPass(target: PassTarget, secret: string, now: number = Date.now()): { pass: string; expires_at: number } {
  const expires = Math.floor(now / 1000) + PASS_TTL_SECONDS;
  const payload = `${passFamily(target.type)}:${target.id}:${expires}`;
  return { pass: `${payload}:${sign(payload, secret)}`, expires_at: expires };
}

/** True when `token` is a pass for `target`, correctly signed and not expired. */
export function verifyContentPass(token: string, target: PassTarget, secret: string, now: number = Date.now()): boolean {
  const parts = token.trim().split(':');
  if (parts.length !== 4) return false;
  const [type, id, expires, signature] = parts;
  if (Number(type) !== passFamily(target.type) || Number(id) !== target.id || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(sign(`${type}:${id}:${expires}`, secret));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether this request carries a valid pass for the item. Detail endpoints of need_password items call
 * it and omit the protected fields (HTML body, video_id / play URLs) and answer isPasswordAuth: false
 * until it does.
 */
export function hasContentPass(request: FastifyRequest, target: PassTarget): boolean {
  const secret = request.server.contentPassSecret;
  const header = request.headers[CONTENT_PASS_HEADER];
  if (!secret || !header) return false;
  const raw = Array.isArray(header) ? header.join(',') : header;
  return raw
    .split(',')
    .slice(0, MAX_TOKENS)
    .some((token) => verifyContentPass(token, target, secret));
}
