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

/** A tsquery as search-tokens.ts writes it: quoted lexemes (maybe prefixes), & and |, parentheses. */
type QueryNode = { lexeme: string; prefix: boolean } | { op: '&' | '|'; parts: QueryNode[] };

/** The tsquery's tree, or undefined for text it does not recognise. */
export function parseTsquery(tsquery: string): QueryNode | undefined {
  const tokens = tsquery.match(/'[^']*'(?::\*)?|[&|()]/g) ?? [];
  let at = 0;
  const list = (op: '&' | '|', item: () => QueryNode | undefined): QueryNode | undefined => {
    const parts = [item()];
    while (tokens[at] === op) {
      at += 1;
      parts.push(item());
    }
    if (parts.some((part) => part === undefined)) return undefined;
    return parts.length === 1 ? parts[0] : { op, parts: parts as QueryNode[] };
  };
  const atom = (): QueryNode | undefined => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = list('|', () => list('&', atom));
      return tokens[at++] === ')' ? inner : undefined;
    }
    if (token?.startsWith("'")) return { lexeme: token.slice(1, token.lastIndexOf("'")), prefix: token.endsWith(':*') };
    return undefined;
  };
  const tree = list('|', () => list('&', atom));
  return at === tokens.length ? tree : undefined;
}

/** Every whole lexeme of a tree (prefixes have no count of their own). */
export function lexemesOf(node: QueryNode): string[] {
  return 'lexeme' in node ? (node.prefix ? [] : [node.lexeme]) : node.parts.flatMap(lexemesOf);
}

/**
 * At most how many documents of a kind match the tree, from the documents holding each lexeme: all of an
 * AND's lexemes (the fewest bounds it), any of an OR's (at most their sum). Undefined with a prefix.
 */
export function upperBound(node: QueryNode, documents: (lexeme: string) => number): number | undefined {
  if ('lexeme' in node) return node.prefix ? undefined : documents(node.lexeme);
  const bounds = node.parts.map((part) => upperBound(part, documents));
  if (bounds.some((bound) => bound === undefined)) return undefined;
  const known = bounds as number[];
  return node.op === '&' ? Math.min(...known) : known.reduce((sum, n) => sum + n, 0);
}
