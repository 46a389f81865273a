import { LOGIN_CODE_LENGTH, normalizeLoginCode } from '../../../contract/auth/login-code';
import type { EndpointOutcome } from '../data/call-endpoint';
import type { ActionServices } from './action-context';

/** Spaces are removed from a phone number before it is sent. */
export function normalizeMobile(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).replace(/\s+/g, '');
}

/**
 * Whether an entered code is worth sending: its digits, and at least as many as the shortest code a
 * server may send. Its exact length is the server's setting, which the server checks itself.
 */
export function completeCode(value: unknown): string | undefined {
  const code = normalizeLoginCode(value);
  return code.length >= LOGIN_CODE_LENGTH.min ? code : undefined;
}

export interface SessionAnswer {
  user: Record<string, unknown>;
  access_token: string;
  refresh_token?: string;
  hasIInWhiteList?: boolean;
}

/** Login answers count with code 0, and also with code 1 when they carry a session. */
export function sessionFrom(outcome: EndpointOutcome): SessionAnswer | null {
  if (!outcome.ok && outcome.code !== 1) return null;
  const data = outcome.data as Partial<SessionAnswer> | null | undefined;
  if (!data || typeof data !== 'object') return null;
  if (typeof data.access_token !== 'string' || !data.access_token) return null;
  if (!data.user || typeof data.user !== 'object') return null;
  return data as SessionAnswer;
}

/**
 * A refused request: envelope refusals carry a code and the server's message, which the person sees;
 * HTTP and network failures were already shown by the request layer.
 */
export function toastRefusal(outcome: EndpointOutcome, services: ActionServices, fallback: string): void {
  if (!outcome.ok && typeof outcome.code === 'number') services.toast(outcome.message || fallback, 'fail');
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Only in-app paths ('/…', not '//…'): a handoff's path must never become an open redirect. */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : undefined;
}
