import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_KEYS } from '../../contract/boot/storage-keys';
import { openPhone, type PhoneSession } from './phone-browser';
import { startServer, type ServerProcess } from './server-process';
import { latestCode } from './sms-inbox';

// A server set to six-digit codes (CODE_LENGTH=6), started for this file beside the worker's own: the app
// must learn the length from it, show six boxes and sign in with the six digits the SMS carried.

/** A seeded user with a complete profile: the login ends where it started, not in profile completion. */
const MOBILE = '13800000004';

describe('sign-in with six-digit codes (CODE_LENGTH=6)', () => {
  let server: ServerProcess;
  let phone: PhoneSession;
  beforeAll(async () => {
    server = await startServer({ CODE_LENGTH: '6' }, undefined, { seededFrom: inject('e2eSeededDataDir') });
    phone = await openPhone(server.baseUrl);
  });
  afterAll(async () => {
    await phone?.close();
    await server?.stop();
  });

  it('shows six boxes, submits at the sixth digit and signs in', async () => {
    const { page } = phone;
    await page.goto('/login');
    await page.getByLabel('手机号', { exact: true }).fill(MOBILE);
    await page.getByRole('checkbox', { name: '同意用户协议和隐私政策' }).check();
    const sentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForURL(new RegExp(`/send-verify\\?tel=${MOBILE}`));
    await page.getByText('验证码已发送至').waitFor();

    const boxes = page.locator('.w-code-entry__box');
    await expect.poll(() => boxes.count()).toBe(6);
    const code = await latestCode(MOBILE, sentAfter, server.baseUrl);
    expect(code).toMatch(/^\d{6}$/);
    const input = page.getByRole('textbox', { name: '验证码' });
    await input.pressSequentially(code.slice(0, 4));
    // Four digits are not a whole code here: nothing is sent yet and the screen stays.
    await expect.poll(() => boxes.allTextContents()).toEqual([...code.slice(0, 4), '', '']);
    expect(page.url()).toContain('/send-verify');
    await input.pressSequentially(code.slice(4));

    await page.getByRole('status').filter({ hasText: '登录成功' }).waitFor();
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 5000 });
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.user);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ mobile: MOBILE });
  });
});
