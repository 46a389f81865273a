import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFromHome } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
/** A seeded certified doctor of its own (is_complete 1, so login returns home without add-info). */
const USER = '13800000029';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

async function logIn(page: Page): Promise<void> {
  await page.goto('/my-setting');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('手机号', { exact: true }).fill(USER);
  const agreement = page.getByRole('checkbox', { name: '同意用户协议和隐私政策' });
  if (!(await agreement.isChecked())) await agreement.check();
  await waitForSendSlot(USER);
  const sentAfter = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '验证码' }).waitFor();
  await page.getByRole('textbox', { name: '验证码' }).pressSequentially(await latestCode(USER, sentAfter));
  await toast(page, '登录成功');
  // Back on 设置, where the login started.
  await page.waitForURL(/\/my-setting$/, { timeout: 6000 });
}

describe('follows and sign-ups in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('follows a medical column, unfollows it after the confirm, and signs up for a meeting', async () => {
    const { page } = phone;
    await logIn(page);

    await openFromHome(page, '医学专栏');
    await page.waitForURL(/\/medical-column$/);
    const follow = page.getByRole('button', { name: /^关注 / }).first();
    const name = ((await follow.getAttribute('aria-label')) ?? '').replace(/^关注 /, '');
    expect(name).not.toBe('');
    await follow.click();
    await toast(page, '关注成功');
    const followed = page.getByRole('button', { name: `已关注 ${name}`, exact: true }).first();
    await followed.waitFor();
    // The 我的关注 strip now shows the column too.
    await page.getByText('我的关注').first().waitFor();

    await followed.click();
    const dialog = page.getByRole('dialog', { name: '提醒' });
    await dialog.getByText('确定取消关注吗？').waitFor();
    // The page behind the dialog holds still; Escape cancels it and focus is back on the button.
    const pinned = await followed.boundingBox();
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await followed.boundingBox())?.y).toBe(pinned?.y);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`已关注 ${name}`);
    // Closed, the same wheel scrolls the page: the check above is not vacuous.
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);
    await followed.click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '取消关注成功');
    await page
      .getByRole('button', { name: `关注 ${name}`, exact: true })
      .first()
      .waitFor();

    await openFromHome(page, '学术会');
    await page.getByRole('heading', { name: '学术会议' }).waitFor();
    const applied = await page.getByRole('button', { name: '已报名' }).count();
    await page.getByRole('button', { name: '报名参会' }).first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('button').length > 0 && [...document.querySelectorAll('button')].filter((b) => b.textContent === '已报名').length > n,
      applied,
    );
    expect(await page.getByRole('button', { name: '已报名' }).count()).toBe(applied + 1);
    expect(page.url()).toMatch(/\/meeting-list$/);
  });
});
