import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, type E2eSession } from './sign-in';
import { e2eApi, signedInHeaders, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

// Seed users 1 … 5 (13800000001 …); 3, 4 and 5 have complete profiles, so login returns straight to
// where it started instead of going through add-info. Each test uses its own number: the server allows
// one code per number per 60 s.
const LOGIN_USER = '13800000003';
/** A seeded test doctor (complete profile, fixed uuid) that no other e2e file uses. */
const CHANGE_USER = '13800000019';
const CHANGE_USER_UUID = '00000000-0000-4000-8000-000000000014';
const NEW_NUMBER = '13900000044';
/** A seeded test doctor (complete and certified) that no other e2e file uses. */
const GATE_USER = '13800000035';
/** A seeded course with need_auth = 1. */
const GATED_COURSE = 37;

/** The code the console SMS provider "sent", from the dev inbox (exists only with that provider). */
async function latestCode(mobile: string, sentAfter: number): Promise<string> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const response = await fetch(`${baseUrl}/dev/api/sms/latest?mobile=${mobile}`);
    const body = (await response.json().catch(() => null)) as { code: number; data?: { code: string; sent_at: string | number } } | null;
    const sentAt = body?.data ? new Date(body.data.sent_at).getTime() : 0;
    if (body?.code === 0 && body.data && (Number.isNaN(sentAt) || sentAt >= sentAfter - 2000)) return body.data.code;
    last = JSON.stringify(body);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${mobile} in the dev inbox: ${last}`);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<Envelope<T>> {
  return e2eApi(baseUrl).envelope<T>(path, { ...init, headers: { ...(token ? signedInHeaders(token) : {}), ...(init.headers ?? {}) } });
}

/**
 * A session through the uuid handoff with the current agreement accepted: no code is sent, so the phone
 * change can send one to this number at once (one code per number per 60 s).
 */
async function signInByUuid(uuid: string): Promise<E2eSession> {
  const login = await api<E2eSession>(`/user/oauth/uuid/login?uuid=${uuid}`);
  expect(login.code, login.message).toBe(0);
  const state = await api<{ agreement_version: string }>('/user/api/privacy/consent', login.data.access_token);
  const accepted = await api('/user/api/privacy/consent', login.data.access_token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ agreement_version: state.data.agreement_version }),
  });
  expect(accepted.code).toBe(0);
  return login.data;
}

/** The login screen up to the code screen: number, agreement, 获取验证码. */
async function requestCode(page: Page, mobile: string): Promise<number> {
  const input = page.getByLabel('手机号', { exact: true });
  await input.fill(mobile);
  expect(await input.inputValue()).toBe(`${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`);
  const agreement = page.getByRole('checkbox', { name: '同意用户协议和隐私政策' });
  if (!(await agreement.isChecked())) await agreement.check();
  const sentAfter = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.waitForURL(new RegExp(`/send-verify\\?tel=${mobile}`));
  return sentAfter;
}

/** Code screen: 验证码已发送至 …, the 60 s wait, then the four digits from the inbox. */
async function enterCode(page: Page, mobile: string, sentAfter: number): Promise<void> {
  await page.getByText('验证码已发送至').waitFor();
  await page.getByRole('button', { name: /^重新发送 \d+s$/ }).waitFor();
  expect(await page.getByRole('button', { name: /^重新发送/ }).isDisabled()).toBe(true);
  const code = await latestCode(mobile, sentAfter);
  await page.getByRole('textbox', { name: '验证码' }).pressSequentially(code);
}

describe('accounts in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('login: agreement first, the code from the SMS inbox, 登录成功, signed in; then log out', async () => {
    const { page } = phone;
    await page.goto('/my-setting');
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL(/\/login$/);

    // The agreement link shows our user agreement and privacy policy (version 2.0, November 2022).
    await page.getByRole('link', { name: '《用户协议》' }).click();
    await page.waitForURL(/\/ys$/);
    await page.getByRole('heading', { name: '博医荟用户协议' }).waitFor();
    await page.getByRole('heading', { name: '博医荟隐私政策' }).waitFor();
    expect(
      await page
        .getByText(/版本：2\.1/)
        .first()
        .textContent(),
    ).toContain('2026年11月');
    await page.goBack();
    await page.waitForURL(/\/login$/);

    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, '请填入手机号');
    await page.getByLabel('手机号', { exact: true }).fill(`${LOGIN_USER}999`);
    expect(await page.getByLabel('手机号', { exact: true }).inputValue()).toBe('138 0000 0003');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, '请先阅读并同意用户协议');
    expect(page.url()).toMatch(/\/login$/);

    const sentAfter = await requestCode(page, LOGIN_USER);
    await enterCode(page, LOGIN_USER, sentAfter);
    await toast(page, '登录成功');
    // Back where the login started (设置), not on home.
    await page.waitForURL(/\/my-setting$/, { timeout: 5000 });
    expect(await page.evaluate(() => Boolean(localStorage.getItem('access_token') && localStorage.getItem('refresh_token')))).toBe(true);

    const uuid = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { uuid?: string }).uuid);
    expect(uuid).toBeTruthy();

    await page.goto('/my-setting');
    await page.getByRole('button', { name: /修改手机号\s*138\*\*\*\*0003/ }).waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog', { name: '提醒' });
    await dialog.getByText('确定退出登录吗？').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/my-setting');
    await page.getByRole('button', { name: '登录 / 注册' }).waitFor();
    expect(await page.getByRole('button', { name: '退出登录' }).count()).toBe(0);

    // The uuid handoff (/middle) signs the same person in again and goes on to path.
    await page.goto(`/middle?uuid=${uuid}&path=${encodeURIComponent('/my-setting')}`);
    await page.waitForURL(/\/my-setting$/);
    await page.getByRole('button', { name: /修改手机号\s*138\*\*\*\*0003/ }).waitFor();
  });

  it("handoff with an unknown or spent WeChat token: the server's message, then after 3 s the WeChat OAuth redirect", async () => {
    const { page } = phone;
    await page.goto(`/middle?wx_token=${'x'.repeat(43)}&path=${encodeURIComponent('/course-list')}`);
    await page.getByText('登录中…').waitFor();
    await page.getByRole('status').filter({ hasNotText: '登录中' }).first().waitFor();
    const started = Date.now();
    await page.waitForURL(/\/wechat\/wxOauth\?/, { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThan(2000);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect_url')).toBe(`${baseUrl}/middle`);
    expect(url.searchParams.get('path')).toBe('/course-list');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('change phone: a code to the current number, then the new number and its code, 修改成功 → /my; the new number is shown', async () => {
    const { page } = phone;
    await page.goto('/');
    await applySession(page, await signInByUuid(CHANGE_USER_UUID));

    await page.goto('/my-setting');
    await page.getByRole('button', { name: /修改手机号\s*138\*\*\*\*0019/ }).click();
    await page.waitForURL(/\/my-update-tel$/);
    await page.getByText('为保障账号安全，请先验证当前手机号', { exact: false }).waitFor();
    expect(await page.getByLabel('当前手机号').inputValue()).toBe('138 0000 0019');
    const currentSentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(new RegExp(`/my-send-verify\\?tel=${CHANGE_USER}&step=current$`));
    await page.getByText('138 0000 0019').waitFor();
    await enterCode(page, CHANGE_USER, currentSentAfter);
    await page.waitForURL(/\/my-update-tel\?step=new$/);

    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, '请填入新手机号');
    await page.getByLabel('新手机号').fill(NEW_NUMBER);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(new RegExp(`/my-send-verify\\?tel=${NEW_NUMBER}$`));
    await page.getByText('139 0000 0044').waitFor();
    await enterCode(page, NEW_NUMBER, sentAfter);
    await toast(page, '修改成功');
    await page.waitForURL(/\/my$/);

    await page.goto('/my-setting');
    await page.getByRole('button', { name: /修改手机号\s*139\*\*\*\*0044/ }).waitFor();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { mobile?: string } | null);
    expect(user?.mobile).toBe(NEW_NUMBER);
  });

  it('gate: a guest playing a need_auth course gets 需要登录, logs in and comes back to the course', async () => {
    const { page } = phone;
    await page.goto(`/course-detail/${GATED_COURSE}`);
    const player = page.locator('.w-player');
    await player.locator('.plyr').waitFor();
    await player.getByRole('button', { name: '播放' }).first().click();
    const dialog = page.getByRole('dialog', { name: '需要登录' });
    await dialog.getByText('为了方便学习课程,需要您登录认证').waitFor();
    await dialog.getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('back-url'))).toBe(`/course-detail/${GATED_COURSE}`);

    await enterCode(page, GATE_USER, await requestCode(page, GATE_USER));
    await toast(page, '登录成功');
    await page.waitForURL(new RegExp(`/course-detail/${GATED_COURSE}$`), { timeout: 5000 });
    expect(await page.evaluate(() => sessionStorage.getItem('back-url'))).toBeNull();

    // Certified now: play goes through without the dialog.
    await player.locator('.plyr').waitFor();
    await player.getByRole('button', { name: '播放' }).first().click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: '需要登录' }).count()).toBe(0);
  });
});
