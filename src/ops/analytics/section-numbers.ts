import type { OpsSectionStats } from '../../../contract/generated/schema-types';

export const NUMBERS_TEXT = {
  exposures: (n: number) => `曝光 ${n}`,
  clicks: (n: number) => `点击 ${n}`,
  ctr: (rate: number | null) => `点击率 ${percent(rate)}`,
  change: (delta: number, revision: number) => `点击率 ${delta >= 0 ? '+' : '−'}${Math.abs(Math.round(delta * 100))}% 自第 ${revision} 版`,
  interval: (low: number | null, high: number | null) => (low === null || high === null ? '' : `95% 置信区间 ${percent(low)}–${percent(high)}`),
  none: '暂无数据',
  /** Not the history's 回滚到第 N 版: the same action, offered from a section's numbers. */
  rollBack: (revision: number) => `退回第 ${revision} 版`,
} as const;

export function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

export type SectionLine = OpsSectionStats['sections'][number];

/** The relative change of a section's click rate since the previous revision; null when it cannot be said. */
export function ctrChange(line: SectionLine): number | null {
  const before = line.previous?.ctr;
  const now = line.current.ctr;
  if (before === null || before === undefined || now === null || before === 0) return null;
  return (now - before) / before;
}
