import type { SmsReminderMessage } from './sms-provider';

/**
 * Template variables have length limits at both providers (Aliyun: 35 characters per variable for most
 * template kinds; Tencent: 12 for some verification-like templates, more otherwise): the title is cut.
 */
export const REMINDER_TITLE_MAX = 20;

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Start time in China Standard Time as MM-DD HH:mm (what a doctor reads on the phone). */
export function reminderStartText(startAt: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(startAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The reminder's template variables: the live's title and its start time. */
export function reminderParams(message: SmsReminderMessage): { title: string; time: string } {
  return { title: cut(message.liveTitle.trim(), REMINDER_TITLE_MAX), time: reminderStartText(message.startAt) };
}
