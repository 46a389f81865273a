// Texts of the 继续学习 / 学习记录 cards.

/** 1 小时 5 分钟, 12 分钟, 不足 1 分钟: learning time as a doctor reads it. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return seconds > 0 ? '不足 1 分钟' : '0 分钟';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} 分钟`;
  return m === 0 ? `${h} 小时` : `${h} 小时 ${m} 分钟`;
}

export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0 ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

export const LEARNING_TEXT = {
  title: '继续学习',
  next: (title: string) => `下一课：${title}`,
  at: (seconds: number) => `学到 ${clock(seconds)}`,
  percent: (p: number) => `已学 ${p}%`,
  finished: '已学完',
  studied: (seconds: number) => `学习 ${durationText(seconds)}`,
  week: '本周',
  month: '本月',
  year: '本年',
} as const;
