import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x (::ffff:127.0.0.1, as a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unbracketed = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(unbracketed);
  if (family === 0) return false;
  return LOOPBACK.check(unbracketed, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a proxy header names (X-Forwarded-For, X-Real-IP, Forwarded for=…). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const values = (name: string): string[] => {
    const header = request.headers[name];
    return header === undefined ? [] : Array.isArray(header) ? header : [header];
  };
  const listed = [...values('x-forwarded-for'), ...values('x-real-ip')].flatMap((value) => value.split(','));
  const forwarded = values('forwarded').flatMap((value) => [...value.matchAll(/for=("?)([^;,"]*)\1/gi)].map((match) => match[2]));
  // Forwarded may carry a port ("[::1]:4711", "127.0.0.1:80"): only the address counts.
  return [...listed, ...forwarded].map((entry) =>
    entry
      .trim()
      .replace(/^\[([^\]]*)\](:\d+)?$/, '$1')
      .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
  );
}

/**
 * A client on this machine: the socket's own peer is loopback (request.ip may come from X-Forwarded-For
 * and is not evidence), and no local proxy (the Vite dev server started with --host) says it is
 * passing on someone else's request.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardedAddresses(request).every((address) => isLoopbackAddress(address));
}
