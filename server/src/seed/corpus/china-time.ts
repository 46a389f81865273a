/** Dates and clock times as a reader in China sees them (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = 86_400_000;

const china = (date: Date) => new Date(date.getTime() + CHINA_OFFSET_MS);

/** 19:30 */
export function chinaClock(date: Date): string {
  const d = china(date);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** 11月20日 */
export function chinaDay(date: Date): string {
  const d = china(date);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** The instant `minute` minutes after midnight, China time, of the China-time day `date` falls on. */
export function atChinaMinute(date: Date, minute: number): Date {
  const midnight = Math.floor((date.getTime() + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
  return new Date(midnight + minute * 60_000);
}

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
