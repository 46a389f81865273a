import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eApi, signedInHeaders, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

// This file's own numbers (tests/e2e contract): certified 13800000011–13, fresh 1381000xxxx.
const BOOKER = '13800000011';
const READER = '13800000012';
/** A number no seed knows: signing in creates a user with is_complete 0. */
const NEWCOMER = '13810000001';

const baseUrl = e2eServer.baseUrl;

function api<T>(path: string, session?: E2eSession): Promise<Envelope<T>> {
  return e2eApi(baseUrl).envelope<T>(path, { headers: session ? signedInHeaders(session.access_token) : {} });
}

interface LiveCard {
  id: number;
  title: string;
  live_status: number;
  type?: number;
  isAppointment?: boolean;
}

/** The upcoming single lives the home carousel (直播预告) offers for booking, in its order. */
async function upcomingLives(): Promise<LiveCard[]> {
  const lives = await api<{ list: LiveCard[] }>('/live/api/live/list');
  expect(lives.code).toBe(0);
  return lives.data.list.filter((l) => l.live_status === 0);
}

/** An article that opens without a password. */
async function openArticle(): Promise<{ id: number; title: string }> {
  const list = await api<{ list: Array<{ id: number; origin_id?: number }> }>('/course/api/article/list?page=1&pageSize=10');
  for (const item of list.data.list) {
    const id = item.origin_id ?? item.id;
    const detail = await api<{ need_password: number; title: string }>(`/course/api/article/detail/${id}`);
    if (detail.code === 0 && detail.data.need_password === 0) return { id, title: detail.data.title };
  }
  throw new Error('no open article in the seed');
}

/** The carousel slide of one live: its card (named by the whole title) and its booking button. */
function liveSlide(page: Page, title: string) {
  return page.locator('.w-live-preview-carousel__slide', { has: page.getByRole('button', { name: title, exact: true }) }).first();
}

/** Home may open with the once-a-day full-screen advert: skip it so it does not cover the overlay. */
async function skipAdvert(page: Page): Promise<void> {
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  const shown = await advert.waitFor({ timeout: 4000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
    await advert.waitFor({ state: 'hidden' });
  }
}

describe('bookings, favourites and the certification gate in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('books an upcoming live from the home carousel: 已预约 at once, then in 我的预约 with its countdown', async () => {
    const { page } = phone;
    const session = await signInThroughApi(BOOKER);
    const before = await api<{ list: Array<{ id: number }>; total: number }>('/live/api/appointment?page=1&pageSize=10', session);
    const booked = new Set(before.data.list.map((l) => l.id));
    const live = (await upcomingLives()).find((l) => !booked.has(l.id));
    if (!live) throw new Error('the seed has no upcoming live this user has not booked');

    await page.goto('/');
    await applySession(page, session);
    await page.reload();
    await skipAdvert(page);
    const slide = liveSlide(page, live.title);
    const book = slide.getByRole('button', { name: '预约直播' });
    await book.waitFor({ state: 'attached' });
    // Swiper moves slides with transforms, so a slide further along may sit outside the viewport.
    await book.dispatchEvent('click');

    // The booking-success overlay (docs/product-rules.md#booking), and the card already says 已预约 behind it.
    const overlay = page.getByRole('dialog', { name: '预约成功提醒' });
    await overlay.waitFor();
    await overlay.getByText('我的预约').waitFor();
    await slide.getByRole('button', { name: '已预约' }).waitFor({ state: 'attached' });
    expect(await slide.getByRole('button', { name: '已预约' }).isDisabled()).toBe(true);

    // The server kept the booking: it is in the caller's own list.
    const after = await api<{ list: Array<{ id: number }> }>('/live/api/appointment?page=1&pageSize=50', session);
    expect(after.data.list.map((l) => l.id)).toContain(live.id);

    // Closing the overlay on home goes to the live room (on closing the overlay on home).
    await overlay.getByRole('button', { name: '关闭' }).click();
    await page.waitForURL(new RegExp(`/live-detail-home/${live.id}$`));

    // Back on home (served from the cache) the card still says 已预约.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await liveSlide(page, live.title).getByRole('button', { name: '已预约' }).waitFor({ state: 'attached' });

    // After a reload nothing is left of the client's own patch: the server's answer for this viewer
    // (a guest's still says not booked) keeps the card at 已预约.
    expect((await upcomingLives()).find((l) => l.id === live.id)?.isAppointment).toBe(false);
    await page.reload();
    const reloaded = liveSlide(page, live.title);
    await reloaded.getByRole('button', { name: '已预约' }).waitFor({ state: 'attached' });
    expect(await reloaded.getByRole('button', { name: '预约直播' }).count()).toBe(0);

    // 我的 – 我的预约: the live with 距离直播 in days, hours, minutes and seconds, ticking.
    await page.goto('/live-appointment-list');
    const item = page.getByRole('button', { name: live.title, exact: true });
    await item.waitFor();
    const row = page.locator('li', { has: item }).first();
    const countdown = row.getByText(/^距离直播 \d+天\d{2}时\d{2}分\d{2}秒$/);
    await countdown.waitFor();
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  it('likes and favourites an article, keeps the state when coming back, and finds it under 我的收藏 – 资讯', async () => {
    const { page } = phone;
    const session = await signInThroughApi(READER);
    const article = await openArticle();
    await page.goto('/');
    await applySession(page, session);
    await page.goto(`/article-detail/${article.id}`);

    const footer = page.locator('.w-comment-thread__footer');
    const like = footer.getByRole('button', { name: /^(点赞|已点赞) \d+$/ });
    await like.waitFor();
    // Leave the article liked and favourited whatever state the user had.
    const [, label, shown] = /^(点赞|已点赞) (\d+)$/.exec((await like.textContent())!.trim())!;
    let count = shown;
    if (label === '已点赞') {
      await like.click();
      await footer.getByRole('button', { name: `点赞 ${Number(count) - 1}` }).waitFor();
      count = String(Number(count) - 1);
    }
    await like.click();
    const liked = `已点赞 ${Number(count) + 1}`;
    await footer.getByRole('button', { name: liked }).waitFor();

    const favourite = footer.getByRole('button', { name: /^(收藏|已收藏)$/ });
    if ((await favourite.textContent())!.trim() === '已收藏') {
      await favourite.click();
      await footer.getByRole('button', { name: '收藏', exact: true }).waitFor();
    }
    await favourite.click();
    await footer.getByRole('button', { name: '已收藏', exact: true }).waitFor();

    // 我的 – 我的收藏 – 资讯 lists it.
    await page.goto('/my');
    await page.getByRole('button', { name: '我的收藏', exact: true }).click();
    await page.waitForURL(/\/my-favorite$/);
    await page.getByRole('tab', { name: '资讯' }).click();
    await page.waitForURL(/\/my-favorite\?tab=2$/);
    const panel = page.getByRole('tabpanel');
    const entry = panel.getByRole('button', { name: article.title, exact: true });
    await entry.waitFor();

    // Opening it shows the like and the favourite as left.
    await entry.click();
    await page.waitForURL(new RegExp(`/article-detail/${article.id}`));
    await footer.getByRole('button', { name: liked }).waitFor();
    await footer.getByRole('button', { name: '已收藏', exact: true }).waitFor();
  });

  it('a signed-in user without a completed profile is sent to the gate for booking and commenting; nothing is stored', async () => {
    const { page } = phone;
    const session = await signInThroughApi(NEWCOMER);
    expect(Number(session.user.is_complete ?? 0)).toBe(0);
    const [live] = await upcomingLives();
    if (!live) throw new Error('the seed has no upcoming live');

    await page.goto('/');
    await applySession(page, session);
    await page.reload();
    await skipAdvert(page);

    // Booking (booking requires is_complete = 1): 需要登录 → 去认证 → /add-info, back-url kept.
    const book = liveSlide(page, live.title).getByRole('button', { name: '预约直播' });
    await book.waitFor({ state: 'attached' });
    await book.dispatchEvent('click');
    const gate = page.getByRole('dialog').filter({ hasText: '需要登录' });
    await gate.getByText('为了方便学习课程,需要您登录认证').waitFor();
    await gate.getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/\/add-info/);
    expect(await page.evaluate(() => sessionStorage.getItem('back-url'))).toBe('/');
    const bookings = await api<{ list: unknown[]; total: number }>('/live/api/appointment?page=1&pageSize=10', session);
    expect(bookings.data.total).toBe(0);

    // Commenting (is_complete = 1 before posting): a signed-in user is not told 您还未登录 but asked to
    // complete the profile, and no comment is sent.
    const article = await openArticle();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/comments?(\?|$)/.test(new URL(request.url()).pathname)) posted = true;
    });
    await page.goto(`/article-detail/${article.id}`);
    const box = page.getByPlaceholder('写评论');
    await box.waitFor();
    await box.fill('想发表一条评论');
    await page.getByRole('button', { name: '发送' }).click();
    const complete = page.getByRole('dialog').filter({ hasText: '需要登录' });
    await complete.getByText('为了方便学习课程,需要您登录认证').waitFor();
    await complete.getByRole('button', { name: '取消' }).click();
    await complete.waitFor({ state: 'hidden' });
    expect(posted).toBe(false);
    expect(page.url()).toContain(`/article-detail/${article.id}`);
    // A direct call is refused by the server too (certified users only), never a 500.
    const direct = await fetch(`${baseUrl}/live/api/appointment/${live.id}`, { headers: { 'x-token': session.access_token } });
    expect(direct.status).toBeLessThan(500);
    expect(((await direct.json()) as Envelope<unknown>).code).not.toBe(0);
    // Nothing showed success on the way.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /预约成功|评论成功/ })
        .count(),
    ).toBe(0);
  });
});
