/**
 * Display formats of content cards. Times are shown in China Standard Time (UTC+8, no daylight saving),
 * whatever the server's time zone.
 */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number): string => String(value).padStart(2, '0');

function cstParts(date: Date) {
  const d = new Date(date.getTime() + CST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: pad(d.getUTCMonth() + 1),
    day: pad(d.getUTCDate()),
    hour: pad(d.getUTCHours()),
    minute: pad(d.getUTCMinutes()),
    second: pad(d.getUTCSeconds()),
  };
}

/** "2024-11-25 14:00:00" (clients cut it to 10 or 14 characters). */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  const p = cstParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "11-25 14:00" — live and meeting start times on cards. */
export function formatStartAt(date: Date | null | undefined): string {
  if (!date) return '';
  const p = cstParts(date);
  return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Seconds → "mm:ss", or "h:mm:ss" from one hour on. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(seconds ?? 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Seconds until `start` (0 once started): drives the 距离直播 countdown. */
export function secondsUntil(start: Date, now: Date): number {
  return Math.max(0, Math.ceil((start.getTime() - now.getTime()) / 1000));
}

/** Card label of a live by live_status: 0 预告, 1 直播中, 2 已结束, 5–7 回放. */
export function liveStatusText(liveStatus: number): string {
  if (liveStatus === 0) return '预告';
  if (liveStatus === 1) return '直播中';
  if (liveStatus >= 5) return '回放';
  return '已结束';
}

/** Card label of a meeting by meeting_status: 0 open for sign-up, 1 in progress, 2 ended. */
export function meetingStatusText(meetingStatus: number): string {
  return ['未开始', '进行中', '已结束'][meetingStatus] ?? '';
}
