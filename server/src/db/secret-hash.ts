import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Watch passwords (4 digits) and operator passwords are stored as scrypt hashes:
// "scrypt$N$r$p$<salt base64url>$<hash base64url>".
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** salt is for reproducible seeds only; everything else lets it default to 16 random bytes. */
export function hashSecret(secret: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(secret, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export function verifySecret(secret: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(secret, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
