import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { markUsed, takeAttempt } from './codes.repository';

/**
 * Login codes are stored as HMAC-SHA256(AUTH_SECRET, mobile:code): a database reader cannot try the
 * 10^4 candidates offline without the key, and the hash is bound to its number.
 */
export function hashCode(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`, 'utf8').digest('hex');
}

/** A uniformly random code of `length` digits (leading zeros allowed). */
export function generateCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export type CodeCheck = 'ok' | 'wrong' | 'dead' | 'missing';

/** Checks and, when right, spends the newest code of the number. */
export async function verifyCode(db: Db, secret: string, mobile: string, code: string, now: number): Promise<CodeCheck> {
  const attempt = await takeAttempt(db, mobile, now);
  // Hash in every branch so a missing code answers in about the time of a wrong one.
  const candidate = Buffer.from(hashCode(secret, mobile, code), 'hex');
  if (attempt.kind !== 'attempt') return attempt.kind;
  const stored = Buffer.from(attempt.codeHash, 'hex');
  const right = stored.length === candidate.length && timingSafeEqual(stored, candidate);
  if (!right) return 'wrong';
  return (await markUsed(db, attempt.id, now)) ? 'ok' : 'missing';
}
