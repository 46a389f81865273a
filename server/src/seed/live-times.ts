/**
 * Start times of the seeded lives: a live is scheduled on a China-time slot between 08:00 and 21:30,
 * never at the odd minute "now + 3 h" would give.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Minutes after midnight, China time. */
export const LIVE_SLOTS = [8 * 60 + 30, 9 * 60, 10 * 60, 14 * 60, 14 * 60 + 30, 15 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60] as const;
export const EARLIEST_START_MINUTE = 8 * 60;
export const LATEST_START_MINUTE = 21 * 60 + 30;
/** How long a seeded live lasts. */
export const LIVE_LENGTH_HOURS = 2;

/** Minutes after midnight of `date` in China time (UTC+8, no daylight saving). */
export function chinaMinuteOfDay(date: Date): number {
  const ms = (date.getTime() + CHINA_OFFSET_MS) % DAY;
  return Math.floor(ms / 60_000);
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

/**
 * A live on air at `now`: it started `minutesAgo` before now, on a whole quarter hour. Only at night
 * (outside 08:00–21:30) is no plausible slot on air; then the show simply runs at night.
 */
export function onAirStart(now: Date, minutesAgo: number): Date {
  const quarter = 15 * 60_000;
  return new Date(Math.floor((now.getTime() - minutesAgo * 60_000) / quarter) * quarter);
}
