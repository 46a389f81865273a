import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY for Fastify's `trustProxy`: behind nginx/HAProxy/a cloud balancer, request.ip (used by
 * every per-address rate limit) must come from X-Forwarded-For, or all clients share the proxy's address.
 * Unset/`false`: not trusted (direct exposure). `true`: trust every hop. A number: that many hops
 * (a function: Fastify's types have no number form, proxy-addr's hop count does the same). Otherwise a comma-separated list of proxy addresses/CIDRs (e.g. `127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
