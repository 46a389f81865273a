import type { SearchScope } from './search-matches.repository';

/**
 * The lexeme whose per-kind document counts (search_lexeme_counts, kept on write) are the scope's exact
 * match counts, so no match is visited to count them: a query of one whole lexeme (肺癌, 心衰, CT — most
 * queries people type) over every channel. Undefined otherwise (several lexemes, a synonym group, a prefix,
 * a channel): those are counted by scanning their matches.
 */
export function countedLexeme(scope: SearchScope): string | undefined {
  if (scope.channel) return undefined;
  // search-tokens.ts writes a lone lexeme as '…' (letters and digits only).
  return /^'([^'\\]+)'$/.exec(scope.tsquery)?.[1];
}
