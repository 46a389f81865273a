/** The ellipsis cut titles end with (docs/product-rules.md#texts-shown-to-users). */
export const ELLIPSIS = '…';

/** Title lengths (docs/product-rules.md#texts-shown-to-users), named so widgets and layouts agree on them. */
export const TITLE_LENGTH = {
  card: 18,
  parent: 10,
  articleCard: 22,
  columnList: 34,
} as const;

/**
 * Keeps the first `n` characters and appends … when the text is longer.
 * Counts code points, not UTF-16 units, so an emoji or a rare CJK character is never split in half.
 */
export function cutText(text: string | null | undefined, n: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (!Number.isFinite(n) || n <= 0 || chars.length <= n) return text;
  return chars.slice(0, n).join('') + ELLIPSIS;
}
