import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Watch passwords are 4 digits: 10 000 values, which any slow hash gives up to whoever reads the database.
 * So the stored form is a keyed HMAC-SHA256 (microseconds per check; worthless without the server's
 * WATCH_PASSWORD_SECRET) and guessing is stopped by the wrong-try limits, not by hashing cost.
 * Stored as "hmac-sha256$<salt base64url>$<mac base64url>"; the salt keeps equal passwords apart.
 */
const SCHEME = 'hmac-sha256';
const LEGACY_SCHEME = 'scrypt';

function mac(password: string, salt: Buffer, key: string): Buffer {
  return createHmac('sha256', key).update(salt).update('\0').update(password).digest();
}

/** salt is for reproducible seeds only; everything else lets it default to 16 random bytes. */
export function hashWatchPassword(password: string, key: string, salt: Buffer = randomBytes(16)): string {
  return [SCHEME, salt.toString('base64url'), mac(password, salt, key).toString('base64url')].join('$');
}

export type WatchPasswordVerdict = 'right' | 'wrong';

export function isLegacyWatchPasswordHash(stored: string): boolean {
  return stored.startsWith(`${LEGACY_SCHEME}$`);
}

function verifyCurrent(password: string, stored: string, key: string): WatchPasswordVerdict {
  const [scheme, salt, expected, extra] = stored.split('$');
  if (scheme !== SCHEME || !salt || !expected || extra !== undefined) return 'wrong';
  const actual = mac(password, Buffer.from(salt, 'base64url'), key);
  const wanted = Buffer.from(expected, 'base64url');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted) ? 'right' : 'wrong';
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * Hashes written before the HMAC form: "scrypt$N$r$p$<salt>$<hash>". Checked in libuv's thread pool (never
 * on the event loop); a right password rewrites the item's hash in the HMAC form, so each legacy item costs
 * scrypt only until someone first opens it, and the wrong-try limits bound the work before that.
 */
async function verifyLegacy(password: string, stored: string): Promise<WatchPasswordVerdict> {
  const [, n, r, p, salt, hash, extra] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  // Parameters outside what hashSecret ever wrote are refused rather than run (a huge N would eat memory).
  if (!salt || !hash || extra !== undefined || !(N >= 2 && N <= 65536 && R >= 1 && R <= 16 && P >= 1 && P <= 4)) return 'wrong';
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16 || expected.length > 64) return 'wrong';
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: R, p: P, maxmem: 256 * N * R });
  return timingSafeEqual(actual, expected) ? 'right' : 'wrong';
}

export async function verifyWatchPassword(password: string, stored: string, key: string): Promise<WatchPasswordVerdict> {
  return isLegacyWatchPasswordHash(stored) ? verifyLegacy(password, stored) : verifyCurrent(password, stored, key);
}
