/** Deterministic pseudo-random numbers (mulberry32) so every seed run produces the same data. */
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  uuid(): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Fixed base date for history (published/created dates), so titles and orderings do not drift with the clock. */
export const SEED_BASE_DATE = new Date('2025-06-01T02:00:00.000Z');

export function daysBefore(base: Date, days: number, hours = 0): Date {
  return new Date(base.getTime() - days * DAY - hours * HOUR);
}

export function addHours(base: Date, hours: number): Date {
  return new Date(base.getTime() + hours * HOUR);
}

export function addDays(base: Date, days: number): Date {
  return new Date(base.getTime() + days * DAY);
}
