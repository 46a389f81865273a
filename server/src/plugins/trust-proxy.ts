import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY, checked at start: behind nginx/HAProxy/a cloud balancer, request.ip (used by every per-address
 * rate limit) must come from X-Forwarded-For, or all clients share the proxy's address.
 * Unset/`false`/`0`: not trusted (direct exposure). A number: that many hops. Otherwise a comma-separated
 * list of proxy addresses/CIDRs (e.g. `127.0.0.1,10.0.0.0/8`) or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`.
 * Trusting every hop (`true`, or a /0 range) is refused: the left-most X-Forwarded-For entry is whatever the
 * client wrote, so each client could pick a fresh address and escape every per-address limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

type Text = (name: string) => string | undefined;

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR (v4 /0–32, v6 /0–128), an IPv4 address with a netmask, or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/** A range holding every address: trusting it believes every hop, like `true`. */
function isEverything(entry: string): boolean {
  const range = entry.split('/')[1];
  return range !== undefined && (range === '0' || range === '0.0.0.0');
}

const EVERY_HOP_REFUSED =
  'TRUST_PROXY must not trust every hop (clients could then choose their own address with X-Forwarded-For): ' +
  "set the hop count of your proxies in front of the server (e.g. 1 for one nginx) or the proxies' addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)";

export function readTrustProxy(text: Text, problems: string[]): TrustProxy {
  const raw = (text('TRUST_PROXY') ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    problems.push(EVERY_HOP_REFUSED);
    return false;
  }
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = addresses.filter((entry) => !isProxyAddress(entry));
  if (addresses.length === 0 || bad.length > 0) {
    problems.push(`TRUST_PROXY must be false, a hop count or proxy addresses/CIDRs like 127.0.0.1,10.0.0.0/8 (got "${bad.join(',') || raw}")`);
    return false;
  }
  if (addresses.some(isEverything)) {
    problems.push(EVERY_HOP_REFUSED);
    return false;
  }
  return { addresses };
}

/** Fastify's `trustProxy` for a checked setting (a function for hops: Fastify's types have no number form). */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting.addresses;
}

/** proxy-addr's range names, as the ranges it gives them. */
const RANGE_NAMES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether `address` is one of the configured proxies (an address, a CIDR, an IPv4 netmask or a range name). */
function isTrustedProxy(address: string, entries: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return entries
    .flatMap((entry) => RANGE_NAMES[entry] ?? [entry])
    .some((entry) => {
      const [base, range] = entry.split('/');
      if (!ipaddr.isValid(base)) return false;
      const network = ipaddr.process(base);
      if (network.kind() !== parsed.kind()) return false;
      if (range === undefined) return network.toString() === parsed.toString();
      const bits = /^\d{1,3}$/.test(range) ? Number(range) : ipaddr.IPv4.parse(range).prefixLengthFromSubnetMask();
      return bits !== null && parsed.match(network, bits);
    });
}

/**
 * request.ip for a raw Node request, by the same rule Fastify applies with fastifyTrustProxy(setting)
 * (proxy-addr's walk: from the socket's address through X-Forwarded-For right to left, the first hop not
 * trusted). For handlers outside Fastify's routing: socket.io's handshakes.
 */
export function rawClientAddress(request: IncomingMessage, setting: TrustProxy): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  if (setting === false) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const hops = [socketAddress, ...forwarded];
  for (let hop = 0; hop < hops.length - 1; hop += 1) {
    const trusted = 'hops' in setting ? hop < setting.hops : isTrustedProxy(hops[hop], setting.addresses);
    if (!trusted) return hops[hop];
  }
  return hops[hops.length - 1];
}
