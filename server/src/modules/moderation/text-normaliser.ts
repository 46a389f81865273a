/**
 * The form text is compared in by the sensitive-word matcher: NFKC (full-width letters, digits and
 * punctuation become their ordinary forms: ｆｕｌｌ → full), lower case, and nothing between characters
 * that a person could slip in to break a word apart — spaces, punctuation, symbols, zero-width and other
 * invisible format characters (敏 感 词, 敏.感.词 and 敏\u200b感词 all become 敏感词). Words on the list are
 * stored in this form too, so a word and the text it must catch always meet in the same shape.
 */
const SEPARATORS = /[\s\p{P}\p{S}\p{Cf}\p{Cc}]+/gu;

export function normaliseForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(SEPARATORS, '');
}
