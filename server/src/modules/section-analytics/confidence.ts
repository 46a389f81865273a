const Z95 = 1.959964;

/**
 * 95 % Wilson score interval of a rate (clicks per exposure). Clicks can outnumber exposures (several taps
 * on one section), so the rate is capped at 1 for the interval; no exposures: no interval.
 */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } | null {
  if (trials <= 0) return null;
  const p = Math.min(1, successes / trials);
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export const ctrOf = (clicks: number, exposures: number): number | null => (exposures > 0 ? clicks / exposures : null);
