/** 12345 → "1.2万": Chinese readers expect 万 above ten thousand. */
export function formatCount(n: number): string {
  if (n < 10000) return String(Math.max(0, Math.floor(n)));
  return `${(n / 10000).toFixed(1).replace(/\.0$/, '')}万`;
}

/** Past this a tab's match count is shown as 999+: counts that large are kept per lexeme, not read per search. */
export const TAB_COUNT_MAX = 999;

/** A result tab's match count: 12 → "12", 5000 → "999+". */
export function formatTabCount(n: number): string {
  return n > TAB_COUNT_MAX ? `${TAB_COUNT_MAX}+` : String(Math.max(0, Math.floor(n)));
}
