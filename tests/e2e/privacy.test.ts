import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
// Security/privacy numbers (contract): certified seeded doctors 13800000022–25, fresh 1387000xxxx.
const DELETED_DOCTOR = '13800000022';
const MARKER = `隐私e2e评论 <img src=x onerror=alert(1)> ${Date.now()}`;

/** Everything the browser says about Content-Security-Policy (violations are console errors). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<{ status: number; body: { code: number; message: string; data: T } }> {
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...(token ? { 'x-token': token } : {}), ...(init.headers ?? {}) } });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: T } };
}

describe('personal data: export and account deletion from 设置', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('the built app runs under the CSP (no violations on home and settings)', async () => {
    const { page } = phone;
    const violations = watchCsp(page);
    const home = await page.goto('/');
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    await page.getByRole('navigation').first().waitFor();
    await page.goto('/my-setting');
    await page.getByRole('button', { name: /用户协议与隐私政策/ }).waitFor();
    // Screens with players, proxied article images and rich text: give their scripts time to run.
    for (const path of ['/article-detail/1', '/course-detail/1', '/short-video-detail/1', '/live-list', '/ys']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    expect(violations).toEqual([]);
    // Control: the policy is enforced and the watcher sees it (an injected inline script is refused).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = 1';
      document.head.appendChild(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: number }).__inlineRan)).toBeUndefined();
  });

  it('downloads the data, deletes the account after a confirm, and the number registers again as a new user', { timeout: 240_000 }, async () => {
    const { page } = phone;
    const violations = watchCsp(page);
    // Signed in by the uuid handoff, not by a code: the code login at the end then has no 60 s window to wait out.
    const session = await signInByUuid(DELETED_DOCTOR);
    const posted = await api<{ id: number }>('/course/api/comments', session.access_token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ content_id: '1', comment_type: '2', content: MARKER }),
    });
    expect(posted.body.code).toBe(0);

    await page.goto('/');
    await applySession(page, session);
    const exportCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/api/privacy/export')) exportCalls.push(request.url());
    });
    await page.goto('/my-setting');
    const exportRow = page.getByRole('button', { name: /导出我的数据/ });
    await exportRow.waitFor();
    // Opening 设置 does not download the whole export: only the tap asks for it.
    await page.waitForLoadState('networkidle');
    expect(exportCalls).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), exportRow.click()]);
    expect(exportCalls).toHaveLength(1);
    expect(download.suggestedFilename()).toMatch(/^博医荟-我的数据-\d{4}-\d{2}-\d{2}\.json$/);
    // Read through the browser connection: the file is on the browser's side (the worker's shared Chromium).
    const exported = JSON.parse(await text(await download.createReadStream())) as {
      profile: { id: number; mobile: string };
      sections: Record<string, { content?: string }[]>;
    };
    expect(exported.profile).toMatchObject({ id: session.user.id, mobile: DELETED_DOCTOR });
    expect(exported.sections.comments.map((c) => c.content)).toContain(MARKER);
    await page.getByText('已导出，请在下载中查看').waitFor();

    await page.getByRole('button', { name: /注销账号/ }).click();
    await page.getByText(/确定注销账号吗/).waitFor();
    const deletion = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/api/account' && r.request().method() === 'DELETE');
    await page.getByRole('button', { name: '确定注销' }).click();
    // The server's answer first (its message says why if it refused), then what the user sees.
    expect(await (await deletion).json()).toMatchObject({ code: 0 });
    await page.getByText('账号已注销').waitFor();
    await page.waitForURL((url) => !url.pathname.startsWith('/my-setting'));
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeFalsy();
    expect(violations).toEqual([]);

    // The old session works nowhere; the comment stays, shown as 已注销用户.
    expect((await api('/user/oauth/userinfo', session.access_token)).status).toBe(401);
    expect((await api('/user/api/privacy/export', session.access_token)).status).toBe(401);
    const refreshed = await fetch(`${baseUrl}/user/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(401);
    const thread = await api<{ list: { id: number; name: string; content: string }[] }>('/course/api/comments?content_id=1&comment_type=2&pageSize=999');
    expect(thread.body.data.list.find((c) => c.id === posted.body.data.id)).toMatchObject({ name: '已注销用户', content: MARKER });

    // The number is free: logging in again by code makes a new, uncertified user.
    const again = await signInThroughApi(DELETED_DOCTOR);
    expect(again.user.id).not.toBe(session.user.id);
    expect(again.user.is_complete).toBe(0);
    const consent = await api<{ needs_consent: number }>('/user/api/privacy/consent', again.access_token);
    expect(consent.body.data.needs_consent).toBe(0);
  });
});

/** Seeded test doctors (server/src/seed/build-people.ts): mobile 138000000NN has id NN − 5 and this uuid. */
const testDoctorUuid = (mobile: string) => `00000000-0000-4000-8000-${String(Number(mobile.slice(-2)) - 5).padStart(12, '0')}`;

/** A session through the uuid handoff, with the current agreement accepted (a handoff records none). */
async function signInByUuid(mobile: string): Promise<E2eSession> {
  const login = await api<E2eSession>(`/user/oauth/uuid/login?uuid=${testDoctorUuid(mobile)}`);
  expect(login.body.code, login.body.message).toBe(0);
  const state = await api<{ agreement_version: string }>('/user/api/privacy/consent', login.body.data.access_token);
  const accepted = await api('/user/api/privacy/consent', login.body.data.access_token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ agreement_version: state.body.data.agreement_version }),
  });
  expect(accepted.body.code).toBe(0);
  return login.body.data;
}

describe('consent asked in the app after an auto-login (an auto-login records no agreement)', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('a uuid handoff leads to the blocking dialog; the agreement opens from it; 同意 records the consent', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const violations = watchCsp(page);
    await page.goto(`/middle?uuid=${testDoctorUuid('13800000023')}`);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 20_000 });
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    expect((await api<{ needs_consent: number }>('/user/api/privacy/consent', token)).body.data.needs_consent).toBe(1);
    await dialog.getByRole('link', { name: '《用户协议》' }).click();
    await page.waitForURL((url) => url.pathname === '/ys');
    await page.getByText('博医荟用户协议').first().waitFor();
    expect(await dialog.count()).toBe(0);
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '同意', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const state = await api<{ needs_consent: number; consented_version: string; agreement_version: string }>('/user/api/privacy/consent', token);
    expect(state.body.data.needs_consent).toBe(0);
    expect(state.body.data.consented_version).toBe(state.body.data.agreement_version);
    expect(violations).toEqual([]);
  });

  it('不同意 logs out: the session ends on the server too', { timeout: 90_000 }, async () => {
    const { page } = phone;
    await page.goto(`/middle?uuid=${testDoctorUuid('13800000024')}`);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 20_000 });
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    await dialog.getByRole('button', { name: '不同意', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await api('/user/oauth/userinfo', token)).status).toBe(401);
    expect((await api<{ needs_consent: number }>('/user/api/privacy/consent')).status).toBe(401);
  });
});
