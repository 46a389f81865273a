import AhoCorasick from 'modern-ahocorasick';
import { normaliseForMatching } from './text-normaliser';

/** What a listed word does to text that contains it: refuse it outright, or hold it for an operator's review. */
export type WordAction = 'refuse' | 'hold';

export interface ListedWord {
  /** Already normalised (normaliseForMatching). */
  word: string;
  action: WordAction;
}

/** The matcher's answer: pass, or the first word that decides (a refusing word wins over a holding one). */
export type WordVerdict = { kind: 'pass' } | { kind: WordAction; word: string };

const PASS: WordVerdict = { kind: 'pass' };

/**
 * The sensitive-word list compiled once into an Aho–Corasick automaton (modern-ahocorasick): one pass over
 * the normalised text finds every listed word at once, overlapping ones included, in time that grows with
 * the text, not with the number of words (a loop of regular expressions would try each word in turn).
 */
export class WordMatcher {
  private readonly automaton: AhoCorasick<WordAction>;
  readonly size: number;

  constructor(words: readonly ListedWord[]) {
    const usable = words.filter((w) => w.word.length > 0);
    this.automaton = new AhoCorasick(usable.map((w) => ({ pattern: w.word, data: w.action })));
    this.size = usable.length;
  }

  check(text: string): WordVerdict {
    if (this.size === 0) return PASS;
    const normalised = normaliseForMatching(text);
    if (!normalised) return PASS;
    let held: WordVerdict = PASS;
    for (const match of this.automaton.iterate(normalised)) {
      if (match.data === 'refuse') return { kind: 'refuse', word: match.pattern };
      if (held.kind === 'pass') held = { kind: 'hold', word: match.pattern };
    }
    return held;
  }
}
