/**
 * Start times of the seeded lives: doctors watch at lunchtime or in the evening (China time), so a live
 * starts between 11:30 and 13:30 or between 18:30 and 21:30, never at the odd minute "now + 3 h" would give.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Minutes after midnight, China time. */
export const LIVE_SLOTS = [19 * 60, 12 * 60, 19 * 60 + 30, 20 * 60, 12 * 60 + 30, 19 * 60, 18 * 60 + 30, 20 * 60, 12 * 60] as const;
/** The windows a live may start in: [first, last] minute after midnight, China time. */
export const LIVE_WINDOWS = [
  [11 * 60 + 30, 13 * 60 + 30],
  [18 * 60 + 30, 21 * 60 + 30],
] as const;
/** How long a seeded live lasts. */
export const LIVE_LENGTH_HOURS = 2;

/** Minutes after midnight of `date` in China time (UTC+8, no daylight saving). */
export function chinaMinuteOfDay(date: Date): number {
  const ms = (date.getTime() + CHINA_OFFSET_MS) % DAY;
  return Math.floor(ms / 60_000);
}

export function inLiveWindow(date: Date): boolean {
  const minute = chinaMinuteOfDay(date);
  return LIVE_WINDOWS.some(([first, last]) => minute >= first && minute <= last);
}

function atSlot(day: Date, minute: number): Date {
  const midnight = Math.floor((day.getTime() + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
  return new Date(midnight + minute * 60_000);
}

/**
 * A start on the China-time day of `now + hours`, at slot `slot`; kept on the right side of `now`:
 * upcoming lives start at least `minLeadHours` later, finished ones end before `now`.
 */
export function scheduledStart(now: Date, hours: number, slot: number, when: 'upcoming' | 'past', minLeadHours = 2): Date {
  let start = atSlot(new Date(now.getTime() + hours * HOUR), LIVE_SLOTS[slot % LIVE_SLOTS.length]);
  if (when === 'upcoming') while (start.getTime() < now.getTime() + minLeadHours * HOUR) start = new Date(start.getTime() + DAY);
  else while (start.getTime() + LIVE_LENGTH_HOURS * HOUR > now.getTime()) start = new Date(start.getTime() - DAY);
  return start;
}

/** Slots a live on air may have started at: lunchtime and the evening. */
const ON_AIR_SLOTS = [12 * 60, 19 * 60, 19 * 60 + 30, 20 * 60] as const;

/**
 * A live on air at `now`: it started at the latest lunchtime or evening slot at least `minutesAgo` before
 * now, so its start reads like a real programme's whatever the seed's clock (at 02:30 it is last
 * evening's 20:00 live, still on air).
 */
export function onAirStart(now: Date, minutesAgo: number): Date {
  const latest = now.getTime() - minutesAgo * 60_000;
  const candidates = [0, 1, 2].flatMap((daysBack) => ON_AIR_SLOTS.map((minute) => atSlot(new Date(now.getTime() - daysBack * DAY), minute)));
  return candidates.filter((start) => start.getTime() <= latest).sort((a, b) => b.getTime() - a.getTime())[0];
}

/** When a live on air ends: its usual length, or later when it is still running at `now`. */
export function onAirEnd(start: Date, now: Date): Date {
  return new Date(Math.max(start.getTime() + LIVE_LENGTH_HOURS * HOUR, now.getTime() + HOUR));
}
