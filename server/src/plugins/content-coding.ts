export type Coding = 'br' | 'gzip';

/**
 * Accept-Encoding values already read, and their coding. Clients send a handful of distinct values, and
 * every cached answer and page asks (once or twice each request), so each value is parsed once. Bounded in
 * count and length: past the bound, or for a longer value, the header is parsed every time, so odd headers
 * cannot grow the process.
 */
const known = new Map<string, Coding | undefined>();
const KNOWN_MAX = 64;
const KNOWN_LENGTH_MAX = 200;

/** The coding to send: brotli when accepted, else gzip, else none (q=0 refuses). */
export function preferredCoding(acceptEncoding: string | string[] | undefined): Coding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const cached = known.get(header);
  if (cached !== undefined || known.has(header)) return cached;
  const coding = parseCoding(header);
  if (known.size < KNOWN_MAX && header.length <= KNOWN_LENGTH_MAX) known.set(header, coding);
  return coding;
}

function parseCoding(header: string): Coding | undefined {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
