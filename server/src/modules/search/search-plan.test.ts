import { describe, expect, it } from 'vitest';
import { planOf, type KindShares } from './search-ranking';
import type { SearchKind } from './search-sources';

const shares = (matches: Array<[SearchKind, number]>, sizes: Array<[SearchKind, number]>, titles?: Array<[SearchKind, number]>): KindShares => ({
  matches: new Map(matches),
  sizes: new Map(sizes),
  ...(titles ? { titles: new Map(titles) } : {}),
});
/** A common term at a million items: 30,225 matches, nearly all of them in the large kinds. */
const MILLION = shares(
  [
    ['video', 4_220],
    ['course', 26_000],
    ['topic', 3],
    ['case', 2],
  ],
  [
    ['video', 143_254],
    ['course', 143_000],
    ['topic', 300],
    ['case', 143_000],
  ],
);

// Newest first (order 2): one tier, every match a hit.
describe('how a common term reaches the best 4 of a kind', () => {
  it('walks a small kind whole instead of scanning every match of the term', () => {
    // The bitmap scan would read all 30,225 matches to find the topics among them; the walk reads 300 rows.
    expect(planOf(2, 4, 'topic', 0, MILLION)).toEqual({ walk: { kind: 'topic', tier: 0, window: 301 } });
  });

  it('scans the matches at once for a large kind the term is rare in', () => {
    expect(planOf(2, 4, 'case', 0, MILLION)).toEqual({ bitmap: true });
  });

  it('lets the walk of a frequent kind go on as far as the scan after it would read', () => {
    const plan = planOf(2, 4, 'video', 0, MILLION);
    // 3 × 5 rows at a share of 2.9% would be 510; a stretch of the newest videos may hold fewer hits.
    expect(plan).toEqual({ walk: { kind: 'video', tier: 0, window: 30_225 + 250 } });
  });

  it('skips a tier the counts say has no hit, and walks a fixed window without counts', () => {
    const titled = shares([['course', 26_000]], [['course', 143_000]], [['course', 0]]);
    expect(planOf(1, 4, 'course', 0, titled)).toEqual({ none: true });
    expect(planOf(2, 4, 'course', 0)).toEqual({ walk: { kind: 'course', tier: 0, window: 140 } });
  });

  it('sizes the title tier of a term of several lexemes by the bound on its title hits, and never lowers its body tier by it', () => {
    // 帕金森病 at a million items: '帕金' & '金森' & '森病', each in about 3,000 video titles. Without the
    // title bound its title tier walked a fixed window, which the newest videos without it used up.
    const bounded: KindShares = { ...shares([['video', 3_000]], [['video', 143_000]], [['video', 3_000]]), titlesBounded: true };
    expect(planOf(1, 4, 'video', 0, bounded)).toEqual({ walk: { kind: 'video', tier: 0, window: 3_000 + 250 } });
    // The bound says nothing of the matches without the term in their title: the body tier is sized by
    // every match, not by the matches less the title bound (which would be none).
    expect(planOf(1, 4, 'video', 1, bounded)).toEqual({ walk: { kind: 'video', tier: 1, window: 3_000 + 250 } });
    const exact = shares([['video', 3_000]], [['video', 143_000]], [['video', 3_000]]);
    expect(planOf(1, 4, 'video', 1, exact)).toEqual({ none: true });
  });
});
