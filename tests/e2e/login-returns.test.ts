// A visitor who taps 登录 somewhere comes back to that page once signed in, in WeChat on a phone.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { openPastAdvert } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
/** A certified test doctor of this file's own (one login code per number per 60 s). */
const MOBILE = '13800000034';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });

describe('login returns to where it started', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterEach(async () => phone?.close());

  it('我的 → 设置 → 登录 / 注册 → code → back on 设置, signed in', async () => {
    const { page } = phone;
    await openPastAdvert(page, '/', tabBar(page));
    await tabBar(page).getByRole('link', { name: '我的' }).click();
    await page.waitForURL(/\/my$/);
    await page.getByRole('button', { name: '设置', exact: true }).click();
    await page.waitForURL(/\/my-setting$/);
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL(/\/login$/);

    await page.getByLabel('手机号', { exact: true }).fill(MOBILE);
    const agreement = page.getByRole('checkbox', { name: '同意用户协议和隐私政策' });
    if (!(await agreement.isChecked())) await agreement.check();
    await waitForSendSlot(MOBILE);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('textbox', { name: '验证码' }).pressSequentially(await latestCode(MOBILE, sentAfter));
    await page.getByRole('status').filter({ hasText: '登录成功' }).waitFor();

    await page.waitForURL(/\/my-setting$/);
    await page.getByRole('button', { name: '退出登录' }).waitFor();
  });
});
