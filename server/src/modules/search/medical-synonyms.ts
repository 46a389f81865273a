import { pinyin } from 'pinyin-pro';

/**
 * Medical synonyms and abbreviations that search treats as one term (docs/product-rules.md#search): a keyword
 * part equal to any name of a group also finds items that use another name of it (慢阻肺 finds COPD and
 * 慢性阻塞性肺疾病). The groups are the operators' list (search_synonym_groups, synonym-list.ts); names are
 * compared after NFKC and lower case.
 */
export interface SynonymIndex {
  /** The names searched for one keyword part: its synonym group (normalised), or the part alone. */
  of(part: string): readonly string[];
  /**
   * Chinese names whose pinyin starts with `letters` — the initials (fc → 房颤) or the syllables
   * (fang, fa → 房颤) — at most `limit`, the first name of each group only once.
   */
  byPinyin(letters: string, limit: number): string[];
}

export const normalSynonym = (name: string) => name.normalize('NFKC').toLowerCase().trim();

const ALL_HAN = /^\p{Script=Han}+$/u;

/** A name's pinyin keys: its initials and its syllables run together (read as a phrase, so polyphones fit the word). */
function pinyinKeys(name: string): { initials: string; full: string } | null {
  if (!ALL_HAN.test(name)) return null;
  const syllables = pinyin(name, { toneType: 'none', type: 'array' }).map((syllable) => syllable.toLowerCase().replace(/[^a-z]/g, ''));
  if (syllables.some((syllable) => syllable === '')) return null;
  return { initials: syllables.map((syllable) => syllable[0]).join(''), full: syllables.join('') };
}

export function synonymIndex(groups: ReadonlyArray<readonly string[]>): SynonymIndex {
  const groupOf = new Map<string, readonly string[]>();
  const spelled: Array<{ name: string; initials: string; full: string }> = [];
  for (const group of groups) {
    const names = [...new Set(group.map(normalSynonym))];
    for (const name of names) groupOf.set(name, names);
    for (const name of group) {
      const keys = pinyinKeys(name.trim());
      if (keys) spelled.push({ name: name.trim(), ...keys });
    }
  }
  return {
    of: (part) => groupOf.get(normalSynonym(part)) ?? [part],
    byPinyin(letters, limit) {
      const typed = letters.toLowerCase();
      if (!/^[a-z]{2,}$/.test(typed)) return [];
      const found = new Set<string>();
      // Initials first: fc is 房颤 before it is the start of some longer word's syllables.
      for (const pass of ['initials', 'full'] as const) {
        for (const entry of spelled) {
          if (found.size >= limit) break;
          if (entry[pass].startsWith(typed)) found.add(entry.name);
        }
      }
      return [...found];
    },
  };
}

/** No synonyms: each part stands for itself. */
export const NO_SYNONYMS: SynonymIndex = synonymIndex([]);
