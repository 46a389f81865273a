// On an iPhone with a home indicator, WeChat's page reaches under it (viewport-fit=cover): fixed bottom bars
// and sheets must keep their controls above it. Chromium emulates the inset over CDP.
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { openPastAdvert } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
/** An iPhone's home indicator area and the screen height of the WeChat phone (390×844). */
const INSET_BOTTOM = 34;
const SCREEN_HEIGHT = 844;

/** How far a control reaches into the home-indicator area (0 when it stays above it). */
async function overlap(control: Locator): Promise<number> {
  const box = await control.boundingBox();
  if (!box) throw new Error('control not shown');
  return Math.max(0, Math.round(box.y + box.height - (SCREEN_HEIGHT - INSET_BOTTOM)));
}

async function withHomeIndicator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Not in playwright-core's protocol types yet (Chromium ≥ 136 has it).
  await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, bottom: INSET_BOTTOM } } as never);
}

async function shortVideoWithComments(): Promise<number> {
  for (let id = 1; id < 20; id++) {
    const detail = await api<{ need_password: number }>(`/course/api/short-video/detail/${id}`);
    if (detail.need_password === 1) continue;
    const comments = await api<{ list: unknown[] }>(`/course/api/comments?content_id=${id}&comment_type=3&pageSize=999`).catch(() => ({ list: [] }));
    if (comments.list.length > 0) return id;
  }
  throw new Error('no open short video with comments in the seed');
}

describe('bottom bars and sheets above the home indicator, in WeChat on an iPhone', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
    await withHomeIndicator(phone.page);
  });
  afterEach(async () => phone?.close());

  it('the tab bar', async () => {
    const { page } = phone;
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await openPastAdvert(page, '/', tabBar);
    for (const tab of ['首页', '直播', '临床好课', '我的']) expect(await overlap(tabBar.getByRole('link', { name: tab })), tab).toBe(0);
  });

  it('the comment box, its like and favourite, and the reply sheet', async () => {
    const { page } = phone;
    await page.goto(`/short-video-detail/${await shortVideoWithComments()}`);
    const box = page.getByLabel('评论内容');
    await box.waitFor();
    expect(await overlap(box)).toBe(0);
    expect(await overlap(page.getByRole('button', { name: '发送' }))).toBe(0);
    expect(await overlap(page.getByRole('button', { name: /^(已)?收藏/ }))).toBe(0);
    await page.locator('.w-comment-thread__text').first().click();
    const sheet = page.getByRole('dialog', { name: '回复菜单' });
    expect(await overlap(sheet.getByRole('button', { name: '取消' }))).toBe(0);
  });
});
