import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The e2e server allows one login code per number per 60 s (a real limit, not relaxed for tests), and a
// worker runs its files one after another against one server. A number two files sign in with would make
// the second wait out that window (tests/e2e/sms-inbox.ts), so every number belongs to one file.

const e2eDir = fileURLToPath(new URL('../../tests/e2e/', import.meta.url));
/** A mainland mobile number written as a string literal ('…', "…" or `…`). */
const MOBILE_LITERAL = /['"`](1[3-9]\d{9})['"`]/g;

describe('e2e phone numbers', () => {
  it('each number is used by one file of tests/e2e only', () => {
    const filesOf = new Map<string, string[]>();
    for (const file of readdirSync(e2eDir).filter((name) => name.endsWith('.ts'))) {
      const numbers = new Set([...readFileSync(join(e2eDir, file), 'utf8').matchAll(MOBILE_LITERAL)].map((match) => match[1]));
      for (const number of numbers) filesOf.set(number, [...(filesOf.get(number) ?? []), file]);
    }
    expect(filesOf.size).toBeGreaterThan(10);
    const shared = [...filesOf].filter(([, files]) => files.length > 1).map(([number, files]) => `${number}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
