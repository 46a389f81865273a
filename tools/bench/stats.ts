// Pure figures of `npm run bench`: medians and ranges over interleaved rounds, percentiles of latencies,
// numbers to three significant figures (the rounds differ in the second or third digit on a busy machine,
// so more digits would only be noise).

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Three significant figures without exponent notation: 12345 → "12300", 0.04567 → "0.0457", 1 → "1.00". */
export function sig3(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value === 0) return '0';
  // Digits counted after rounding: 99.96 rounds to 100, which needs no decimals.
  const rounded = Number(value.toPrecision(3));
  const digits = Math.floor(Math.log10(Math.abs(rounded)));
  return rounded.toFixed(Math.max(0, 2 - digits));
}

/** "0.457× (0.431–0.470)": the median and the range over the rounds. */
export function formatSpread(s: Spread, unit = ''): string {
  return `${sig3(s.median)}${unit} (${sig3(s.min)}–${sig3(s.max)})`;
}
