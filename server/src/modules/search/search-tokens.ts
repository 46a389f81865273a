import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { NO_SYNONYMS, type SynonymIndex } from './medical-synonyms';

/**
 * Tokens for the 'simple' tsvector. PostgreSQL has no Chinese parser, so the app segments:
 * - Han runs: jieba cutForSearch words (肺癌, 抑制剂, 阿尔茨海默) PLUS every single character and every
 *   character bigram, so any 1- or 2-character query (心衰, 肺) is one index lookup and longer queries are
 *   an AND of bigrams, independent of how jieba happened to cut the document.
 * - Other letter/digit runs (Latin, Greek, digits): lower-cased after NFKC (ＣＴ → ct). A run joined by
 *   - . / + _ (PD-1, COVID-19) yields its parts and the joined form (pd, 1, pd1), so PD-1, PD1 and pd-1 match.
 * Only letters and digits are emitted: the default parser then keeps each token as one lexeme.
 */

let jieba: Jieba | undefined;
/** Loaded on first use (~0.2 s): the server starts without paying for it. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const HAN = /\p{Script=Han}+/u;
// A Han run, or a run of other letters/digits possibly joined by connectors (PD-1, 3.5mg, COVID-19).
const OTHER = String.raw`(?:(?!\p{Script=Han})[\p{L}\p{N}])+`;
const RUN = new RegExp(String.raw`\p{Script=Han}+|${OTHER}(?:[-._/+]${OTHER})*`, 'gu');
const PART = new RegExp(OTHER, 'gu');
const IS_HAN = /^\p{Script=Han}/u;
/** Longest token kept (tsvector lexemes must stay small; nothing meaningful is longer). */
const MAX_TOKEN = 32;

/** NFKC (full-width forms → ASCII), lower case, control and format characters removed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, ' ');
}

function hanTokens(run: string, full: boolean, out: Set<string>): void {
  const chars = [...run];
  if (full) for (const c of chars) out.add(c);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  if (full && chars.length > 2) {
    for (const word of segmenter().cutForSearch(run, true)) if (word.length > 2 && HAN.test(word)) out.add(word);
  }
}

function otherTokens(run: string, out: Set<string>): void {
  const parts = run.match(PART) ?? [];
  for (const part of parts) out.add(part);
  if (parts.length > 1) out.add(parts.join(''));
}

/**
 * Every token of a text for the index, deduplicated, in first-seen order. Titles are `full` (single
 * characters and jieba words too); bodies keep bigrams and Latin terms only: a 1-character query then
 * matches titles, and every body row stays small (the heap and GIN scans read less per match).
 */
export function documentTokens(text: string, options: { full?: boolean } = {}): string[] {
  const full = options.full ?? true;
  const out = new Set<string>();
  for (const [run] of normalizeText(text).matchAll(RUN)) {
    if (IS_HAN.test(run)) hanTokens(run, full, out);
    else otherTokens(run, out);
  }
  return [...out].filter((token) => token.length <= MAX_TOKEN);
}

/** One query term: all its lexemes must be present; `prefix` marks the last Latin run (typing 'pd' finds PD-1). */
export interface QueryTerm {
  lexemes: string[];
  prefix: boolean;
}

/**
 * Lexemes a document must contain to match a keyword: a Han run of 1–2 characters is itself, a longer
 * one its bigrams (all present: containment without depending on segmentation); a Latin run joined
 * by connectors is its joined form (PD-1 → pd1). Empty when the keyword has nothing searchable.
 */
export function queryLexemes(keyword: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const [run] of normalizeText(keyword).matchAll(RUN)) {
    if (IS_HAN.test(run)) {
      const chars = [...run];
      const lexemes = chars.length <= 2 ? [run] : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      terms.push({ lexemes: [...new Set(lexemes)], prefix: false });
    } else {
      const joined = (run.match(PART) ?? []).join('');
      if (joined) terms.push({ lexemes: [joined.slice(0, MAX_TOKEN)], prefix: false });
    }
  }
  return terms;
}

function quote(lexeme: string): string {
  // Only letters and digits reach here; quoting still guards the tsquery syntax.
  return `'${lexeme.replace(/['\\]/g, '')}'`;
}

/**
 * tsquery text (cast with ::tsquery, so lexemes are taken verbatim) for a keyword; null when nothing is
 * searchable. No weights: a weight-restricted query makes the GIN scan recheck every row. `prefixLast`
 * lets the last Latin term be a prefix (typing "pd" suggests PD-1); `synonyms` widens a term to its group.
 */
export function tsqueryFor(keyword: string, options: { prefixLast?: boolean; synonyms?: SynonymIndex } = {}): string | null {
  const synonyms = options.synonyms ?? NO_SYNONYMS;
  const terms = queryLexemes(keyword);
  if (terms.length === 0) return null;
  const last = terms[terms.length - 1];
  if (options.prefixLast && !IS_HAN.test(last.lexemes[0])) last.prefix = true;
  const clause = (term: QueryTerm) => term.lexemes.map((lexeme) => (term.prefix ? `${quote(lexeme)}:*` : quote(lexeme))).join(' & ');
  const parts = new Set<string>();
  const runs = [...normalizeText(keyword).matchAll(RUN)].map(([run]) => run);
  terms.forEach((term, i) => {
    // A medical synonym or abbreviation (房颤 ↔ 心房颤动): any of the group's names matches.
    const names = runs[i] === undefined ? [] : synonyms.of(runs[i]).filter((name) => name !== runs[i]);
    const alternatives = names.flatMap((name) => queryLexemes(name)).filter((alt) => alt.lexemes.length > 0);
    if (alternatives.length === 0) {
      for (const lexeme of term.lexemes) parts.add(term.prefix ? `${quote(lexeme)}:*` : quote(lexeme));
      return;
    }
    parts.add(`(${[term, ...alternatives].map((alt) => `(${clause(alt)})`).join(' | ')})`);
  });
  return [...parts].join(' & ');
}

/** Space-joined tokens for to_tsvector('simple', …): a title (`full`) or a body. */
export function tokenText(text: string, options: { full?: boolean } = {}): string {
  return documentTokens(text, options).join(' ');
}
