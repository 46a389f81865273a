import ipaddr from 'ipaddr.js';

/**
 * The key per-address limits count a client under. One IPv6 client (a phone, a home router) is handed a
 * whole /64 and may pick any address in it, so IPv6 clients are keyed by their /64; an IPv4 client
 * reaching a dual-stack listener as `::ffff:a.b.c.d` is the same client as `a.b.c.d`.
 * Text that is not an address (never from a socket; only a test or a misconfigured proxy) is kept as it is.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
