import { negotiate } from '@fastify/accept-negotiator';

export type Coding = 'br' | 'gzip';

/** The codings answers are stored in, the smaller first: the one taken when the client likes both alike. */
const CODINGS: Coding[] = ['br', 'gzip'];

/**
 * Accept-Encoding values already read, and their coding. Clients send a handful of distinct values, and
 * every cached answer and page asks (once or twice each request), so each value is parsed once. Bounded in
 * count and length: past the bound, or for a longer value, the header is parsed every time, so odd headers
 * cannot grow the process.
 */
const known = new Map<string, Coding | undefined>();
const KNOWN_MAX = 64;
const KNOWN_LENGTH_MAX = 200;

/** The coding to send: the client's preferred of brotli and gzip (q-values; q=0 refuses), brotli on a tie, else none. */
export function preferredCoding(acceptEncoding: string | string[] | undefined): Coding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const cached = known.get(header);
  if (cached !== undefined || known.has(header)) return cached;
  // Codings are case-insensitive; the negotiator compares them as written.
  const coding = negotiate(header.toLowerCase(), CODINGS) ?? undefined;
  if (known.size < KNOWN_MAX && header.length <= KNOWN_LENGTH_MAX) known.set(header, coding);
  return coding;
}
