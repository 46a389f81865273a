import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime';

describe('date-time fields', () => {
  it('round-trip an ISO time through the datetime-local input', () => {
    const iso = fromLocalInput('2026-11-21T09:30')!;
    expect(toLocalInput(iso)).toBe('2026-11-21T09:30');
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput('not a time')).toBe('');
  });
});
