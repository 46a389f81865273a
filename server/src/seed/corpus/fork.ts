import { createPrng, type Prng } from '../prng';

/**
 * A stream of its own for one item's text. It takes `draws` values from `rand`, as many as the text it
 * replaced took, so every value seeded after it (names, counters, dates) stays as it was.
 */
export function forkPrng(rand: Prng, draws: number): Prng {
  let seed = 0x9e3779b9;
  for (let i = 0; i < draws; i++) seed = Math.imul(seed ^ Math.floor(rand.next() * 4294967296), 0x85ebca6b) >>> 0;
  return createPrng(seed);
}

/** A stream keyed by a name (for text the old seed drew nothing for). */
export function keyedPrng(key: string): Prng {
  let seed = 0x811c9dc5;
  for (const ch of key) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return createPrng(seed);
}
