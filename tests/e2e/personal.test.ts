import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
/** Seed user 1 (张明远, certified): favourites, history, follows and three booked upcoming lives. */
const USER = '13800000001';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });
const cell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('the personal area in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('guest login prompt, then profile, history and favourite tabs, bookings with countdowns, clear cache', async () => {
    const { page } = phone;
    await page.goto('/');
    await tabBar(page).getByRole('link', { name: '我的' }).click();
    await page.waitForURL(/\/my$/);

    // A guest sees a login prompt, not an error.
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
    // Back on 我的, where the login started.
    await page.waitForURL(/\/my$/, { timeout: 6000 });

    // The renderer reports what was seen and the shell records the page view, both in the background.
    const exposure = page.waitForResponse((r) => r.url().includes('/course/api/exposure/record') && r.status() === 200, { timeout: 8000 });
    const browsing = page.waitForResponse((r) => r.url().includes('/user/api/browsing/record') && r.status() === 200, { timeout: 8000 });
    await page.getByText('张明远').waitFor();
    await page.getByText('已认证').waitFor();
    await page.getByRole('button', { name: /^博贝 \d+$/ }).waitFor();
    await page.getByRole('button', { name: '修改' }).waitFor();
    await page.getByRole('button', { name: /患者随访/ }).waitFor();

    expect((await (await exposure).json()).code).toBe(0);
    expect((await (await browsing).json()).data.id).toBeGreaterThan(0);

    // History: tabs 课程 / 直播 / 资讯 / 短视频.
    await cell(page, '浏览历史').click();
    await page.waitForURL(/\/my-history$/);
    const tabs = page.getByRole('tab');
    await page.getByRole('tab', { name: '短视频' }).waitFor();
    expect(await tabs.allTextContents()).toEqual(['课程', '直播', '资讯', '短视频']);
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.locator('button[aria-label]').count()).toBe(3);
    await page.getByRole('tab', { name: '资讯' }).click();
    await page.waitForURL(/\/my-history\?tab=2$/);
    expect(await page.getByRole('tab', { name: '资讯' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => panel.locator('button[aria-label]').count()).toBe(3);
    await page.getByRole('tab', { name: '直播' }).click();
    await panel.getByText('没有更多了').waitFor();
    // Tab switches replace the entry, so 返回 leads straight back to 我的.
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.waitForURL(/\/my$/);

    // Favourites: 3 courses, 1 short video.
    await cell(page, '我的收藏').click();
    await page.waitForURL(/\/my-favorite$/);
    await expect.poll(() => panel.locator('button[aria-label]').count()).toBe(3);
    await page.getByRole('tab', { name: '短视频' }).click();
    await expect.poll(() => panel.locator('button[aria-label]').count()).toBe(1);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.waitForURL(/\/my$/);

    // Bookings: the seeded upcoming lives, each with its countdown.
    await cell(page, '我的预约').click();
    await page.waitForURL(/\/live-appointment-list$/);
    const countdowns = page.getByText(/^距离直播 \d+天\d{2}时\d{2}分\d{2}秒$/);
    // One countdown per booked live that has not started yet (other test files may start seeded lives,
    // and the seed's soonest live starts two hours after the server's first start).
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const booked = (await (await fetch(`${baseUrl}/live/api/appointment?page=1&pageSize=10`, { headers: { 'x-token': token ?? '' } })).json()) as {
      data: { list: Array<{ limit_time?: number }> };
    };
    const upcoming = booked.data.list.filter((live) => (live.limit_time ?? 0) > 5).length;
    expect(upcoming).toBeGreaterThanOrEqual(1);
    await expect.poll(() => countdowns.count()).toBeGreaterThanOrEqual(upcoming);
    const before = await countdowns.first().textContent();
    await expect.poll(() => countdowns.first().textContent(), { timeout: 3000 }).not.toBe(before);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.waitForURL(/\/my$/);

    // Clear cache: 操作成功, and still signed in.
    await cell(page, '清除缓存').click();
    await toast(page, '操作成功');
    await page.getByText('张明远').waitFor();
  });
});
