import { describe, expect, it } from 'vitest';
import { preferredCoding } from './content-coding';

describe('the coding an answer is sent in', () => {
  it("takes the client's preference, brotli on a tie, and honours q=0", () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('GZIP')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding(['deflate', 'gzip;q=0.5'])).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('gzip;q=0.8, br;q=0.9')).toBe('br');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });

  it('answers the same for a value asked again, and for new values past the bound on the ones it keeps', () => {
    const odd = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? `x-${i}, br;q=0` : i % 3 === 1 ? `x-${i}, gzip` : `x-${i};q=0.${i % 9}, br`));
    const first = odd.map((value) => preferredCoding(value));
    expect(odd.map((value) => preferredCoding(value))).toEqual(first);
    expect(first.slice(0, 3)).toEqual([undefined, 'gzip', 'br']);
    expect(preferredCoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredCoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    const long = `${'x-padding;q=0.5, '.repeat(40)}gzip`;
    expect([preferredCoding(long), preferredCoding(long)]).toEqual(['gzip', 'gzip']);
  });
});
