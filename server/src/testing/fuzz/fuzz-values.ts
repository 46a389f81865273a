/**
 * Malformed values for schema-driven fuzzing, drawn from a seeded PRNG so every run sends the same
 * requests (a failure names its case and reproduces).
 */

/** mulberry32: tiny, fast, good enough to pick cases; the seed fixes the whole run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Text that has broken parsers, databases and renderers before. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a'.repeat(5001),
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'a\u0000b',
  '\u0000',
  '😀'.repeat(300),
  '𠮷野家',
  'ﷺ'.repeat(50),
  'Z̷̡̛̤͈͙̈́a̸l̶g̴o̵',
  "' OR 1=1 --",
  '1; DROP TABLE users;--',
  "'); SELECT pg_sleep(5);--",
  '1 UNION SELECT mobile FROM users',
  '\\',
  '%',
  '%00',
  '%%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%n%x',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  '1.5',
  ' 1',
  '１２３',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '9'.repeat(40),
  '-9223372036854775809',
];

export const ODD_NUMBERS: readonly number[] = [
  -1,
  0,
  -2147483649,
  2147483648,
  // eslint-disable-next-line no-loss-of-precision -- on purpose: 2^53 + 1, which JSON.parse rounds to 2^53.
  9007199254740993,
  1e308,
  -1e308,
  1.5,
  -0.000001,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

export const ODD_SHAPES: readonly unknown[] = [
  [],
  [1, 2],
  ['a', 'b'],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  null,
  true,
  false,
  [[[]]],
];

/** Path-parameter texts (percent-encoded by the caller). */
export const ODD_PATH_PARAMS: readonly string[] = [
  '0',
  '-1',
  '99999999999999999999',
  '2147483648',
  'abc',
  'NaN',
  '1e309',
  '1.5',
  ' 1',
  '..',
  '../..',
  '%00',
  '\u0000',
  '\uD800',
  '<script>',
  "1' OR '1'='1",
  '😀',
  'a'.repeat(3000),
];

/** One malformed value for a property of `schema`: usually of a wrong kind, sometimes an odd one of the right kind. */
export function oddValue(random: Random, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  const roll = random();
  if (roll < 0.45) return pick(random, ODD_STRINGS);
  if (roll < 0.7) return pick(random, ODD_NUMBERS);
  if (roll < 0.85) return pick(random, ODD_SHAPES);
  if (type === 'string' && typeof schema?.maxLength === 'number') return 'y'.repeat(Number(schema.maxLength) + 1 + Math.floor(random() * 100));
  if (roll < 0.93) return 'H'.repeat(100_000 + Math.floor(random() * 50_000));
  return pick(random, ODD_STRINGS) + pick(random, ODD_STRINGS);
}

/** A plausible value of `schema` (so one odd field is what makes a request wrong). */
export function plausibleValue(random: Random, schema: Record<string, unknown> | undefined): unknown {
  if (!schema) return 'x';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return pick(random, schema.enum);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(min, 1) + Math.floor(random() * 3);
    }
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return [plausibleValue(random, schema.items as Record<string, unknown> | undefined)];
    case 'object':
      return {};
    default: {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const text = 'test测试';
      return text
        .repeat(Math.ceil(Math.max(min, 1) / text.length))
        .slice(0, Math.max(min, typeof schema.maxLength === 'number' ? Math.min(Number(schema.maxLength), 6) : 6));
    }
  }
}

/** encodeURIComponent that also carries lone surrogates (as the WTF-8 bytes a sloppy client would send). */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else {
        out += encodeURIComponent(text[i]);
      }
    }
    return out;
  }
}

/** A query string the way a browser form or a hand-made URL would carry these args (arrays repeat the key). */
export function toQuery(args: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encodeComponent(key)}=${encodeComponent(text)}`);
    }
  }
  return parts.join('&');
}
