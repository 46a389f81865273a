import { createHmac, timingSafeEqual } from 'node:crypto';

// A draft preview link: "<kind>.<id>.<expiry unix s>.<HMAC>", signed with the server's content-pass key
// under its own label, so any API process can check it and no table keeps it. It opens one item's draft
// (in the console's phone frame, or on a colleague's phone) and nothing else; it ends after PREVIEW_TTL_S.

export const PREVIEW_TTL_S = 7 * 24 * 3600;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(`item-preview:${payload}`).digest('base64url');

export function previewToken(secret: string, kind: string, id: number, expiresAt: Date): string {
  const payload = `${kind}.${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The item a token opens, while it is valid; undefined for anything else. */
export function readPreviewToken(secret: string, token: unknown, now = Date.now()): { kind: string; id: number } | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^([a-z-]{1,24})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, kind, id, expiry, mac] = match;
  const expected = Buffer.from(sign(`${kind}.${id}.${expiry}`, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expiry) * 1000 < now) return undefined;
  return { kind, id: Number(id) };
}
