const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十 (series labels one to twenty). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[n % 10]}`;
}

export function sessionLabel(index: number): string {
  return `第${chineseNumber(index + 1)}场`;
}

/** 预告 / 直播中 / 回放 / 已结束 from live_status (0; 1; 5–7; 2). */
export function sessionTag(liveStatus: number): '预告' | '直播中' | '回放' | '已结束' {
  if (liveStatus <= 0) return '预告';
  if (liveStatus === 1) return '直播中';
  return liveStatus >= 5 ? '回放' : '已结束';
}
