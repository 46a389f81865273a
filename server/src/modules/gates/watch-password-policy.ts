import { integerIn, type Text } from '../../config/config-read';

const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;

/** One limit on wrong tries: at most `limit` within `windowMinutes`; reaching it locks for `cooldownMinutes`. */
export interface FailureRule {
  limit: number;
  windowMinutes: number;
  cooldownMinutes: number;
}

/** Watch passwords: the HMAC key of the stored hashes and the wrong-try limits (WATCH_PASSWORD_*). */
export interface WatchPasswordConfig {
  /** HMAC key of stored watch-password hashes (WATCH_PASSWORD_SECRET). */
  secret: string;
  /** Wrong tries per item from everyone, across every address and account. */
  perItem: FailureRule;
  /** Wrong tries per item from one account, and from one address. */
  perViewer: FailureRule;
}

/** Outside production only (dev, tests, `npm run seed` without the variable). */
export const DEV_WATCH_PASSWORD_SECRET = 'dev-watch-password-secret';
const MIN_SECRET_LENGTH = 16;

/**
 * A stored hash must verify after a restart and in every process, so production refuses to start
 * without WATCH_PASSWORD_SECRET instead of inventing a key (that would lock every item at the next start).
 */
export function readWatchPasswordConfig(text: Text, nodeEnv: string, problems: string[]): WatchPasswordConfig {
  let secret = text('WATCH_PASSWORD_SECRET');
  if (secret === undefined && nodeEnv === 'production') {
    problems.push(
      'WATCH_PASSWORD_SECRET is required in production (the key of the stored watch-password hashes: the same value in every process, kept across restarts)',
    );
  } else if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    problems.push(`WATCH_PASSWORD_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  secret ??= DEV_WATCH_PASSWORD_SECRET;
  const itemLimit = integerIn(text, 'WATCH_PASSWORD_ITEM_FAILURES', 20, 1, 1000, problems);
  const cooldownMinutes = integerIn(text, 'WATCH_PASSWORD_COOLDOWN_MINUTES', 60, 15, DAY_MINUTES, problems);
  return {
    secret,
    perItem: { limit: itemLimit, windowMinutes: 60, cooldownMinutes },
    perViewer: { limit: 5, windowMinutes: 15, cooldownMinutes: 15 },
  };
}

/**
 * The most wrong guesses one item can be checked against in any 24 hours, however many accounts and
 * addresses try: every run of `limit` wrong tries is followed by a cool-down, so the runs that fall into
 * one day start at least `cooldownMinutes` apart.
 */
export function worstCaseGuessesPerItemPerDay(rule: FailureRule): number {
  return (Math.floor(DAY_MINUTES / rule.cooldownMinutes) + 1) * rule.limit;
}

export const minutes = (n: number): number => n * MINUTE_MS;
