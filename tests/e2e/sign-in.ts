import type { Page } from 'playwright-core';
import { SESSION_KEYS } from '../../contract/boot/storage-keys';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

export interface E2eSession {
  access_token: string;
  refresh_token: string;
  user: { id: number; is_complete?: number; [key: string]: unknown };
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * A session through the real SMS-code login (the console provider's dev inbox), without the login
 * screens. The server allows one code per number per 60 s, so give each test file its own numbers.
 */
export async function signInThroughApi(mobile: string): Promise<E2eSession> {
  await waitForSendSlot(mobile);
  const sent = (await (await fetch(`${baseUrl}/user/api/send-verify?mobile=${mobile}`)).json()) as Envelope<unknown>;
  if (sent.code !== 0) throw new Error(`send-verify for ${mobile}: ${sent.code} ${sent.message}`);
  const body = new URLSearchParams({ mobile, code: await latestCode(mobile) });
  const response = await fetch(`${baseUrl}/user/api/check-verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const login = (await response.json()) as Envelope<E2eSession>;
  if (login.code !== 0) throw new Error(`check-verify for ${mobile}: ${login.code} ${login.message}`);
  return login.data;
}

/** Puts the session where the app keeps it; the page must be on the app's origin first. */
export async function applySession(page: Page, session: E2eSession): Promise<void> {
  const entries = [
    [SESSION_KEYS.accessToken, session.access_token],
    [SESSION_KEYS.refreshToken, session.refresh_token],
    [SESSION_KEYS.userId, String(session.user.id)],
    [SESSION_KEYS.user, JSON.stringify(session.user)],
  ];
  await page.evaluate((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
}

/** Forgets the session applySession put there (the next page load is a visitor's again). */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), Object.values(SESSION_KEYS));
}

/**
 * Watch passwords are checked for signed-in users only: signs `mobile` in on this page (which must be on
 * the app's origin) for the password steps of a test. Call forgetSession afterwards.
 */
export async function signInOnPage(page: Page, mobile: string): Promise<void> {
  await applySession(page, await signInThroughApi(mobile));
}
