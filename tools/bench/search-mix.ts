// A realistic query mix for the search bench: a log of what doctors type, where a term's frequency falls
// with its popularity rank as Zipf's law says (the r-th most asked term is asked about 1/r as often as
// the first). A few terms carry most requests (answers reused), a long tail is asked once in a while
// (searched in the index). The same seed gives the same log in every run.
import { createPrng } from '../../server/src/seed/prng';
import { SPECIALTIES } from '../../server/src/seed/texts';

/** What people type: diseases, 2-character terms, Latin and mixed terms, and phrases that match nothing. */
export const QUERIES = [
  '肺癌',
  '心衰',
  '痛风',
  '哮喘',
  '高血压',
  '阿尔茨海默病',
  '2型糖尿病',
  '幽门螺杆菌',
  'PD-1抑制剂',
  'CT',
  'EGFR',
  '肺结节随访',
  '罕见的噬血细胞综合征',
];
/**
 * Terms in a third (MDT) and a half (治疗) of all items (in stock body passages): the worst case, shown on
 * its own and as a ratio to the normal terms measured in the same run (the machine's load cancels out).
 * Before the common-term path (search-ranking.ts) these took 0.4–0.7 s: every match was visited and sorted.
 */
export const COMMON = ['MDT', '治疗'];
/** Zipf's exponent: s = 1, the classic value for query logs. */
const EXPONENT = 1;

/** Every term the log draws from: the bench's queries, the common terms, every seeded disease and specialty. */
export function mixVocabulary(): string[] {
  const terms = [...QUERIES, ...COMMON, ...SPECIALTIES.flatMap((s) => [...s.diseases, s.dept]), ...SPECIALTIES.map((s) => s.name)];
  const unique = [...new Set(terms)];
  // Popularity ranks in a fixed shuffled order, so neither the common terms nor the list's first ones lead.
  const rand = createPrng(37);
  for (let i = unique.length - 1; i > 0; i--) {
    const j = rand.int(0, i);
    [unique[i], unique[j]] = [unique[j], unique[i]];
  }
  return unique;
}

/** `length` searches drawn from the vocabulary with Zipf-distributed ranks. */
export function zipfLog(length: number, vocabulary = mixVocabulary()): string[] {
  const weights = vocabulary.map((_, rank) => 1 / (rank + 1) ** EXPONENT);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  const rand = createPrng(41);
  return Array.from({ length }, () => {
    const u = rand.next();
    const rank = cumulative.findIndex((c) => c >= u);
    return vocabulary[rank === -1 ? vocabulary.length - 1 : rank];
  });
}
