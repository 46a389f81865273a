import { fullFormats } from 'ajv-formats/dist/formats';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

const SAMPLES = [
  'doctor@example.com',
  'li.ming+guide@hospital.org.cn',
  'a@b.cn',
  'a@example.com,b@example.com',
  'a@example.com;b@example.com',
  'a@example.com b@example.com',
  'a@b@example.com',
  ' doctor@example.com',
  'doctor@localhost',
  'doctor@',
  '@example.com',
  '医生@example.com',
  'a..b@example.com',
  'doctor@example.com\n',
];

describe('isEmailAddress', () => {
  it('accepts one address and refuses lists, spaces and a second @', () => {
    expect(isEmailAddress('doctor@example.com')).toBe(true);
    for (const list of ['a@example.com,b@example.com', 'a@example.com;b@example.com', 'a@example.com b@example.com', 'a@b@example.com']) {
      expect(isEmailAddress(list), list).toBe(false);
    }
    expect(isEmailAddress(`${'x'.repeat(120)}@example.com`)).toBe(false);
  });

  it('agrees with the server (ajv-formats email, used by the endpoint schema) on every sample', () => {
    const server = fullFormats.email as RegExp;
    for (const sample of SAMPLES) expect(isEmailAddress(sample), sample).toBe(server.test(sample));
  });
});
