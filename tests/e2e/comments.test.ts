import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).envelope;
/** A seeded certified doctor of its own (the server allows one login code per number per 60 s). */
const MOBILE = '13800000027';

/** A session through the real SMS-code login (the console provider's dev inbox), without the login screens. */
async function signInThroughApi(): Promise<{ access_token: string; refresh_token: string; user: { id: number } }> {
  await waitForSendSlot(MOBILE);
  const sent = await api(`/user/api/send-verify?mobile=${MOBILE}`);
  expect(sent.code).toBe(0);
  const body = new URLSearchParams({ mobile: MOBILE, code: await latestCode(MOBILE) });
  const login = await api<{ access_token: string; refresh_token: string; user: { id: number } }>('/user/api/check-verify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(login.code).toBe(0);
  return login.data;
}

/** An article that opens without a password. */
async function openArticleId(): Promise<number> {
  const list = await api<{ list: Array<{ id: number; origin_id?: number }> }>('/course/api/article/list?page=1&pageSize=10');
  for (const item of list.data.list) {
    const id = item.origin_id ?? item.id;
    const detail = await api<{ need_password: number; type: number }>(`/course/api/article/detail/${id}`);
    if (detail.code === 0 && detail.data.need_password === 0) return id;
  }
  throw new Error('no open article in the seed');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe('comments, likes and favourites in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('a certified user comments and replies on an article, likes and favourites it', async () => {
    const { page } = phone;
    const session = await signInThroughApi();
    const articleId = await openArticleId();
    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('refresh_token', s.refresh_token);
      localStorage.setItem('user_id', String(s.user.id));
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    await page.goto(`/article-detail/${articleId}`);

    const box = page.getByPlaceholder('写评论');
    await box.waitFor();
    const text = `<b>e2e</b> 评论 ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    await toast(page, '评论成功');
    // Shown as typed: the markup stays text.
    const mine = page.getByRole('button', { name: text });
    await mine.waitFor();
    expect(await page.locator('.w-comment-thread b').count()).toBe(0);
    // The doctor's own comment shows who wrote it: their photo, or else their initial (常新宇 → 常).
    const row = page.locator('.w-comment-thread__item').filter({ has: mine });
    const avatar = row.locator('.w-comment-thread__avatar');
    const shown = await avatar.evaluate((el) => (el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 && el.src : el.textContent));
    expect(shown === '常' || (typeof shown === 'string' && shown.startsWith('http'))).toBe(true);
    expect((await avatar.boundingBox())?.width).toBeGreaterThan(20);
    // Its like control has an icon and says what it does.
    const commentLike = row.getByRole('button', { name: /点赞 .+的评论$/ });
    expect(await commentLike.locator('svg').count()).toBe(1);
    expect((await commentLike.textContent())!.startsWith('点赞')).toBe(true);
    expect(await page.getByPlaceholder('写评论').inputValue()).toBe('');

    // Reply to it through the sheet (the server allows one comment per user every few seconds).
    await mine.click();
    await page.getByRole('dialog', { name: '回复菜单' }).getByRole('button', { name: '回复' }).click();
    const replyBox = page.getByPlaceholder(/^回复 /);
    await replyBox.fill('补充一句');
    // At once, the server refuses (429) and the doctor reads why, not 未知错误！; the text stays to send again.
    await page.getByRole('button', { name: '发送' }).click();
    await toast(page, '评论太频繁，请稍后再试');
    expect(await replyBox.inputValue()).toBe('补充一句');
    // The server's own 5 s window between one user's comments: nothing on the page to wait on.
    await page.waitForTimeout(5200);
    await page.getByRole('button', { name: '发送' }).click();
    await toast(page, '评论成功');
    await page.getByRole('button', { name: /补充一句/ }).waitFor();
    await page.getByPlaceholder('写评论').waitFor();

    // Like and favourite: each state flips and the like count moves by one (the seed may have them on already).
    const footer = page.locator('.w-comment-thread__footer');
    const like = footer.getByRole('button', { name: /点赞 \d+$/ });
    const [, label, count] = /^(点赞|已点赞) (\d+)$/.exec((await like.textContent())!.trim())!;
    const expected = label === '点赞' ? `已点赞 ${Number(count) + 1}` : `点赞 ${Number(count) - 1}`;
    await like.click();
    await footer.getByRole('button', { name: expected }).waitFor();

    const favourite = footer.getByRole('button', { name: /^(收藏|已收藏)$/ });
    const favouriteLabel = (await favourite.textContent())!.trim();
    const favouriteExpected = favouriteLabel === '收藏' ? '已收藏' : '收藏';
    await favourite.click();
    await footer.getByRole('button', { name: favouriteExpected, exact: true }).waitFor();

    // The server kept both: a fresh visit shows them.
    await page.reload();
    await footer.getByRole('button', { name: expected }).waitFor();
    await footer.getByRole('button', { name: favouriteExpected, exact: true }).waitFor();
  });
});
