// When the full-screen (splash) advert may show: inside its start/end window and at most once per day (the
// advert's cookie expires at the end of the day). Pure functions so the rule is testable without a DOM.
import type { ScreenAdvert } from '../generated/schema-types';

const COOKIE_PREFIX = 'screen_advert_';

export function advertCookieName(advertId: number): string {
  return `${COOKIE_PREFIX}${advertId}`;
}

/**
 * Milliseconds since the epoch, or NaN. "2024-05-20 08:00:00" is accepted too: iOS Safari (and so WeChat
 * on iOS) returns NaN for the space-separated form, which older payloads use.
 */
export function parseAdvertTime(value: string | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
}

/** The device's local calendar day, e.g. "2025-05-20": "today" means the user's day, not UTC's. */
export function localDayKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function endOfLocalDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}

function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function shouldShowAdvert(advert: ScreenAdvert | null | undefined, now: Date, cookieString: string): boolean {
  if (!advert?.cover_img) return false;
  const start = parseAdvertTime(advert.start_time);
  const end = parseAdvertTime(advert.end_time);
  const time = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || time < start || time > end) return false;
  // The cookie holds the day it was shown, so a cookie that outlives its day (clock changes) is ignored.
  return readCookie(cookieString, advertCookieName(advert.id)) !== localDayKey(now);
}

/** The `document.cookie` assignment that records "shown today"; it expires at the end of the day. */
export function shownTodayCookie(advert: ScreenAdvert, now: Date): string {
  return `${advertCookieName(advert.id)}=${localDayKey(now)}; expires=${endOfLocalDay(now).toUTCString()}; path=/`;
}
