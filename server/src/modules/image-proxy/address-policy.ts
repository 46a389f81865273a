import { isIP } from 'node:net';

/**
 * Which resolved addresses the image proxy may connect to: public unicast only. Private, loopback,
 * link-local (cloud metadata 169.254.169.254), carrier-grade NAT (Alibaba metadata 100.100.100.200),
 * multicast, reserved and documentation ranges are refused, and so is IPv6 that embeds an IPv4
 * address (mapped, compatible, NAT64, 6to4), which would otherwise be a way around the IPv4 list.
 */

type Cidr = readonly [bytes: readonly number[], prefix: number];

const V4_BLOCKED: readonly Cidr[] = [
  [[0, 0, 0, 0], 8], // "this network", incl. 0.0.0.0
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT; 100.100.100.200 is Alibaba Cloud's metadata service
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local; 169.254.169.254 is the cloud metadata service
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, incl. 255.255.255.255
];

const V6_BLOCKED: readonly Cidr[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // ::, ::1 and IPv4-compatible ::a.b.c.d
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0, 0, 0], 96], // IPv4-mapped ::ffff:a.b.c.d
  [[0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0], 96], // IPv4-translated ::ffff:0:a.b.c.d
  [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // NAT64 64:ff9b::/96
  [[0, 0x64, 0xff, 0x9b, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 48], // local NAT64 64:ff9b:1::/48
  [[0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0x20, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 23], // IETF protocol assignments (Teredo …)
  [[0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 32], // documentation
  [[0x20, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 16], // 6to4 (embeds IPv4)
  [[0xfc, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 7], // unique local fc00::/7
  [[0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10], // link-local fe80::/10
  [[0xfe, 0xc0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10], // site-local (deprecated)
  [[0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 8], // multicast
];

function inCidr(bytes: readonly number[], [net, prefix]: Cidr): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3] & mask) !== (net[bit >> 3] & mask)) return false;
  }
  return true;
}

function parseV4(ip: string): number[] | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.map(Number);
}

/** 16 bytes of an IPv6 address (with an optional dotted IPv4 tail and %zone), or undefined. */
export function parseV6(input: string): number[] | undefined {
  let ip = input
    .replace(/^\[|\]$/g, '')
    .split('%')[0]
    .toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (tail) {
    const v4 = parseV4(tail[1]);
    if (!v4) return undefined;
    ip = `${ip.slice(0, -tail[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const words = (s: string) => (s === '' ? [] : s.split(':'));
  const head = words(halves[0]);
  const rest = halves.length === 2 ? words(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((w) => /^[0-9a-f]{1,4}$/.test(w))) return undefined;
  return all.flatMap((w) => {
    const n = parseInt(w, 16);
    return [n >> 8, n & 0xff];
  });
}

/** True for every address the proxy must never connect to (and for anything that is not an IP). */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip.replace(/^\[|\]$/g, '').split('%')[0]);
  if (family === 4) {
    const bytes = parseV4(ip)!;
    return V4_BLOCKED.some((cidr) => inCidr(bytes, cidr));
  }
  if (family === 6) {
    const bytes = parseV6(ip);
    return !bytes || V6_BLOCKED.some((cidr) => inCidr(bytes, cidr));
  }
  return true;
}

export const isPublicAddress = (ip: string): boolean => !isPrivateAddress(ip);
