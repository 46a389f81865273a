import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from './envelope';

export const NUL_MESSAGE = `${MESSAGES.badRequest}: 含有不允许的字符`;
export const NUMBER_MESSAGE = `${MESSAGES.badRequest}: 数值超出范围`;

/** True when any string (or key) inside `value` holds U+0000, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** True when a number inside `value` is not finite (NaN, ±Infinity). */
export function containsNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNonFinite(item, depth + 1));
  return Object.values(value).some((item) => containsNonFinite(item, depth + 1));
}

/**
 * Refuses NUL characters in path params, query and body before validation: PostgreSQL rejects them
 * in text ("invalid byte sequence"), which would otherwise surface as a 500 from whichever query
 * first touches the value. No legitimate input of this app contains one.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  // Callback hooks: they run on every request, and an async hook costs a promise and a microtask each time.
  app.addHook('preValidation', (request, _reply, done) => {
    done(containsNul(request.params) || containsNul(request.query) || containsNul(request.body) ? new AppError(400, NUL_MESSAGE) : undefined);
  });
  // After validation: ajv's coercion turns "Infinity" or "1e309" into Infinity and its integer check
  // lets that through; PostgreSQL then refuses the parameter (500). JSON's 1e999 parses to Infinity too.
  app.addHook('preHandler', (request, _reply, done) => {
    done(
      containsNonFinite(request.params) || containsNonFinite(request.query) || containsNonFinite(request.body) ? new AppError(400, NUMBER_MESSAGE) : undefined,
    );
  });
}
