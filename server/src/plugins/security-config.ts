/**
 * Security settings read from the environment (one place, so config.ts only gains one field):
 * extra media origins for the CSP, the write rate limits, the caps on open layout-event streams and the
 * agreement version users consent to.
 */
export interface SecurityConfig {
  /** Origins (https://vod.example.com) allowed for img/media besides the app itself: CSP_MEDIA_ORIGINS. */
  cspMediaOrigins: string[];
  /** Writes per signed-in user per minute (WRITE_LIMIT_PER_USER_MINUTE, default 120). */
  writesPerUserMinute: number;
  /** Writes per client address per minute, signed in or not (WRITE_LIMIT_PER_IP_MINUTE, default 600: hospital NATs). */
  writesPerIpMinute: number;
  /** Section analytics batches per client address per minute (SECTION_EVENTS_PER_IP_MINUTE, default 600: hospital NATs). */
  sectionEventsPerIpMinute: number;
  /** Watch-password checks per client address per 15 minutes over all items (PASSWORD_CHECKS_PER_IP, default 30). */
  passwordChecksPerIp: number;
  /** Open layout-event streams per client address in one API process (LAYOUT_EVENTS_PER_IP, default 50: hospital NATs). */
  layoutEventsPerIp: number;
  /** Open layout-event streams in one API process, all addresses (LAYOUT_EVENTS_MAX, default 5000). */
  layoutEventsMax: number;
  /** Version of the user agreement + privacy policy a login consents to (AGREEMENT_VERSION). */
  agreementVersion: string;
}

/** The version of the agreement and privacy policy page (layouts/ys.layout.json, 版本：2.1); bump both together. */
export const DEFAULT_AGREEMENT_VERSION = '2.1';

type Text = (name: string) => string | undefined;

function positiveInt(text: Text, name: string, fallback: number, problems: string[]): number {
  const raw = text(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    problems.push(`${name} must be a positive integer (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/**
 * Under NODE_ENV test (unit and e2e runs, where every request comes from one address) the write
 * limits default to effectively unlimited; tests of the limits set them explicitly.
 */
export function readSecurityConfig(text: Text, nodeEnv: string, problems: string[]): SecurityConfig {
  const unlimited = nodeEnv === 'test' ? 1_000_000 : 0;
  const cspMediaOrigins = (text('CSP_MEDIA_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of cspMediaOrigins) {
    if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin))
      problems.push(`CSP_MEDIA_ORIGINS entries must be origins like https://vod.example.com (got "${origin}")`);
  }
  const agreementVersion = text('AGREEMENT_VERSION') ?? DEFAULT_AGREEMENT_VERSION;
  if (!/^[A-Za-z0-9._-]{1,32}$/.test(agreementVersion)) problems.push('AGREEMENT_VERSION must be 1–32 letters, digits, dots, dashes or underscores');
  return {
    cspMediaOrigins,
    writesPerUserMinute: positiveInt(text, 'WRITE_LIMIT_PER_USER_MINUTE', unlimited || 120, problems),
    writesPerIpMinute: positiveInt(text, 'WRITE_LIMIT_PER_IP_MINUTE', unlimited || 600, problems),
    passwordChecksPerIp: positiveInt(text, 'PASSWORD_CHECKS_PER_IP', unlimited || 30, problems),
    sectionEventsPerIpMinute: positiveInt(text, 'SECTION_EVENTS_PER_IP_MINUTE', unlimited || 600, problems),
    layoutEventsPerIp: positiveInt(text, 'LAYOUT_EVENTS_PER_IP', 50, problems),
    layoutEventsMax: positiveInt(text, 'LAYOUT_EVENTS_MAX', 5000, problems),
    agreementVersion,
  };
}
