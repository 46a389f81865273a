import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Who is viewing, as far as view counting is concerned. */
export interface Viewer {
  /** `u:<user id>` for a signed-in user, else `a:<hash of the client address>`. */
  key: string;
  /** The signed-in user (kept beside the key for export and account deletion); null for a guest. */
  userId: number | null;
}

/**
 * The server asks itself for a detail's main record to draw the page's first screen (html/first-screen.ts):
 * that is no one viewing. Its requests carry this header with a token only this process knows, so a
 * client cannot pass for it; such a viewer is never counted (unique-views.ts).
 */
export const PAGE_DRAW_HEADER = 'x-page-draw';
export const PAGE_DRAW_TOKEN = randomBytes(18).toString('base64url');
export const PAGE_DRAW_VIEWER_KEY = 'page-draw';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first 64 bits of an IPv6 address, e.g. 2001:db8:1:2::/64 (groups without leading zeros). */
function ipv6Prefix64(address: string): string {
  const groupsOf = (part: string): string[] => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client address as one viewer: an IPv4 address as is (also when written IPv4-mapped), an IPv6
 * address by its /64 — one subscriber gets a whole /64 and can pick any address in it at will.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv6(address)) return ipv6Prefix64(address.toLowerCase());
  return address;
}

/**
 * A signed-in user is one viewer on every device. A guest is their client address: a device id sent by
 * the client could be changed on every request, so it would not stop anyone from counting views at
 * will; an address cannot be changed as freely. (Guests behind one NAT count as one viewer.) The
 * address is stored hashed: the mark only has to tell viewers apart.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  if (request.headers[PAGE_DRAW_HEADER] === PAGE_DRAW_TOKEN) return { key: PAGE_DRAW_VIEWER_KEY, userId: null };
  const user = request.viewer;
  if (user) return { key: `u:${user.id}`, userId: user.id };
  const hash = createHash('sha256').update(addressKey(request.ip)).digest('base64url').slice(0, 22);
  return { key: `a:${hash}`, userId: null };
}
