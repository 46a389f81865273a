import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Section-event tokens: the layout answer carries one (header x-section-token) and the app puts it on every
 * section event of that layout. It proves the server served this layout revision, with this experiment arm,
 * to this viewer, recently: anonymous callers cannot make events for layouts, revisions or arms they were
 * never served, and the intake caps a token's clicks at its exposures (section-event-intake.ts).
 *
 * "<expiry unix s, base 36>.<viewer tag>.<HMAC-SHA256 over layout, revision, arm, tag and expiry>".
 * The expiry is rounded up to the hour, so the same viewer (or, outside a test, everyone) gets the same token
 * within an hour: public answers stay shareable and per-token caps hold across reloads.
 * Stateless like the content passes (plugins/content-pass.ts): any process with the key checks it.
 */

export const SECTION_TOKEN_HEADER = 'x-section-token';
/** How long a token is taken: a page left open for a shift still reports; older tokens' events are dropped. */
export const SECTION_TOKEN_TTL_S = 6 * 3600;
/** The tag of answers served outside an experiment: the same for everyone (there is no arm to protect). */
export const PUBLIC_VIEWER_TAG = 'public0000000000';
export const SECTION_TOKEN_PATTERN = '^[0-9a-z]{1,10}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}$';
const TOKEN = new RegExp(SECTION_TOKEN_PATTERN);

/**
 * The analytics HMAC key, derived from AUTH_SECRET (config-auth.ts) with its own label, so a token or a
 * signed device id can never be replayed as anything the auth key signs, and every process with the same
 * AUTH_SECRET accepts the others' tokens.
 */
export function analyticsKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('bh-section-analytics-v1').digest();
}

const mac = (key: Buffer, text: string, length: number) => createHmac('sha256', key).update(text).digest('base64url').slice(0, length);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A stable, unguessable tag of a viewer key ("u:<id>" / "d:<device>"): the token never names the viewer. */
export const viewerTag = (key: Buffer, viewer: string): string => mac(key, `viewer|${viewer}`, 16);

export interface SectionTokenClaims {
  layout: string;
  revision: number;
  /** The arm label served ("e<id>:A|B"), '' outside a test. */
  arm: string;
}

/**
 * Tokens issued lately, per key: the same claims and tag give the same token for an hour, and every layout
 * answer carries one, so an HMAC per answer (a few per cent of a layout answer's time) is spent once instead.
 * Bounded: emptied when it holds ISSUED_MEMO_LIMIT tokens (viewer tags of experiment arms are many).
 */
const issuedMemo = new WeakMap<Buffer, Map<string, string>>();
const ISSUED_MEMO_LIMIT = 10_000;

export function issueSectionToken(key: Buffer, claims: SectionTokenClaims, tag: string, now: number): string {
  const expires = (Math.ceil((now / 1000 + SECTION_TOKEN_TTL_S) / 3600) * 3600).toString(36);
  const signed = `token|${claims.layout}|${claims.revision}|${claims.arm}|${tag}|${expires}`;
  let memo = issuedMemo.get(key);
  if (!memo) issuedMemo.set(key, (memo = new Map()));
  const known = memo.get(signed);
  if (known !== undefined) return known;
  if (memo.size >= ISSUED_MEMO_LIMIT) memo.clear();
  const token = `${expires}.${tag}.${mac(key, signed, 22)}`;
  memo.set(signed, token);
  return token;
}

/** The token's viewer tag when it was issued for exactly these claims and is not expired; otherwise null. */
export function verifySectionToken(key: Buffer, token: string, claims: SectionTokenClaims, now: number): string | null {
  if (!TOKEN.test(token)) return null;
  const [expires, tag, signature] = token.split('.');
  if (parseInt(expires, 36) * 1000 <= now) return null;
  return same(signature, mac(key, `token|${claims.layout}|${claims.revision}|${claims.arm}|${tag}|${expires}`, 22)) ? tag : null;
}

/** A device id with the server's signature ("<id>.<sig>"): a guest keeps it, but cannot choose it. */
export const signDeviceId = (key: Buffer, id: string): string => `${id}.${mac(key, `device|${id}`, 22)}`;

/** The id of a device cookie the server signed; null for anything else. */
export function verifyDeviceId(key: Buffer, value: string): string | null {
  const cut = value.lastIndexOf('.');
  if (cut <= 0) return null;
  const id = value.slice(0, cut);
  return same(value.slice(cut + 1), mac(key, `device|${id}`, 22)) ? id : null;
}
