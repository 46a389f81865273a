import type { Text } from './config-read';

/** How download e-mails leave the server: the console (log only, default) or SMTP through nodemailer. */
export type MailConfig = { provider: 'console' } | { provider: 'smtp'; url: string; from: string };

/** Download e-mails one account may ask for per China calendar day unless DOWNLOAD_MAILS_PER_DAY says otherwise. */
export const DEFAULT_DOWNLOAD_MAILS_PER_DAY = 20;

const SMTP_SCHEMES = ['smtp:', 'smtps:'];

/**
 * SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) switches to SMTP and needs MAIL_FROM
 * (e.g. "博医荟 <no-reply@example.com>"); neither set keeps the console provider. Mistakes stop the start:
 * a mail set-up that silently logs instead of sending is worse.
 */
export function readMailConfig(text: Text, problems: string[]): MailConfig {
  const url = text('SMTP_URL');
  const from = text('MAIL_FROM');
  if (!url) {
    if (from) problems.push('MAIL_FROM is set but SMTP_URL is not');
    return { provider: 'console' };
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !SMTP_SCHEMES.includes(parsed.protocol) || !parsed.hostname) {
    problems.push('SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…');
    return { provider: 'console' };
  }
  if (!from) {
    problems.push('SMTP_URL needs MAIL_FROM (the sender address)');
    return { provider: 'console' };
  }
  return { provider: 'smtp', url, from };
}
