import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { findCodeCandidate, markUsed, takeAttempt, type CodeToCheck } from './codes.repository';

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

/**
 * The live code this address asked for last; without one, the number's newest code. So a code someone
 * else asks for later does not replace the one the owner is typing. Undefined = none sent, expired or used.
 */
export async function findCodeToCheck(db: Db, mobile: string, addressKey: string, now: number): Promise<CodeToCheck | undefined> {
  const target = await findCodeCandidate(db, mobile, addressKey, now);
  if (!target || target.usedAt || target.expiresAt.getTime() <= now) return undefined;
  return { id: target.id, askedHere: target.askedHere };
}

export type CodeCheck = 'ok' | 'wrong' | 'dead' | 'missing';

/** Checks `code` against `target` (findCodeToCheck) and, when right, spends it. */
export async function verifyCode(db: Db, secret: string, mobile: string, code: string, target: CodeToCheck | undefined, now: number): Promise<CodeCheck> {
  // Hash in every branch so a missing code answers in about the time of a wrong one.
  const candidate = Buffer.from(hashCode(secret, mobile, code), 'hex');
  if (!target) return 'missing';
  const attempt = await takeAttempt(db, target, now);
  if (attempt.kind !== 'attempt') return attempt.kind;
  const stored = Buffer.from(attempt.codeHash, 'hex');
  const right = stored.length === candidate.length && timingSafeEqual(stored, candidate);
  if (!right) return 'wrong';
  return (await markUsed(db, target.id, now)) ? 'ok' : 'missing';
}
