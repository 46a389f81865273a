/** 12345 → "1.2万": Chinese readers expect 万 above ten thousand. */
export function formatCount(n: number): string {
  if (n < 10000) return String(Math.max(0, Math.floor(n)));
  return `${(n / 10000).toFixed(1).replace(/\.0$/, '')}万`;
}
