import { shareCardImage } from '../../contract/share/share-image-meta';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi, signedInHeaders } from './api-client';
import { launchBrowser, returnLoadsOnceAppRuns, WECHAT_IPHONE_UA } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
/** A certified test doctor of this file's own (one login code per number per 60 s). */
const MOBILE = '13800000021';

interface Card {
  id: number;
  type?: number;
  source_type?: number;
  title: string;
  origin_id?: number;
}
interface Detail {
  id: number;
  title: string;
  cover_img: string;
  need_password?: number;
}
/** What the page handed to WeChat's share API, recorded by the stand-in `wx` below. */
interface SharedCard {
  title: string;
  link: string;
  imgUrl: string;
}

/**
 * WeChat's JS-SDK as the app meets it inside WeChat: a global `wx` (the app uses an existing one instead of
 * loading the script) that records every share-data update, and a signed /wechat/jsSdk answer (the test
 * server has no WeChat credentials and would answer code -1).
 */
async function pretendWechat(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, {
      __wechatShares: shared,
      wx: {
        config() {},
        error() {},
        ready(callback: () => void) {
          callback();
        },
        updateAppMessageShareData(data: unknown) {
          shared.push(data);
        },
        updateTimelineShareData() {},
      },
    });
  });
  await context.route(/\/wechat\/jsSdk\?/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 0, message: 'ok', data: { app_id: 'wx-e2e', timestamp: 1700000000, nonce_str: 'e2e', signature: 'e2e' } }),
    }),
  );
}

async function lastSharedCard(page: Page): Promise<SharedCard | undefined> {
  return page.evaluate(() => {
    const shared = (window as unknown as { __wechatShares?: SharedCard[] }).__wechatShares ?? [];
    return shared[shared.length - 1];
  });
}

/** Visible elements whose own text starts with `label` (a button's text, a stat's label). */
async function visibleLabels(page: Page, label: RegExp): Promise<number> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    return Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      // The footer's labels; each comment's own 点赞 control is not the page's.
      return pattern.test(own) && element.getClientRects().length > 0 && !element.closest('.w-comment-thread__like');
    }).length;
  }, label.source);
}

/** The share card carries the cover, as PNG or JPEG: an SVG cover goes through its PNG rendition (WeChat shows no SVG). */
async function expectSharedPicture(page: Page, path: string, cover: string): Promise<void> {
  const picture = new URL(shareCardImage(cover) ?? '', baseUrl).toString();
  await expect.poll(async () => (await lastSharedCard(page))?.imgUrl, { timeout: 10_000, message: path }).toBe(picture);
  const answer = await fetch(picture);
  expect(answer.headers.get('content-type'), path).toMatch(/^image\/(png|jpeg)/);
}

async function openCourseId(): Promise<number> {
  const list = await api<{ list: Card[] }>('/course/api/course/list?page=1&pageSize=100');
  for (const card of list.list.filter((c) => c.type === 1 && c.source_type === 0)) {
    const detail = await api<Detail>(`/course/api/course/detail/${card.id}`);
    if (detail.need_password !== 1) return card.id;
  }
  throw new Error('no open course in the seed');
}

async function openVideoId(): Promise<number> {
  const list = await api<{ list: Card[] }>('/course/api/course/list?page=1&pageSize=100');
  for (const column of list.list.filter((c) => c.type === 2 && c.source_type === 4)) {
    const { items } = await api<{ items: Card[] }>(`/course/api/course/column/${column.id}`);
    for (const item of items) {
      if ((await api<Detail>(`/course/api/course/detail/${item.id}`)).need_password !== 1) return item.id;
    }
  }
  throw new Error('no open video in the seed');
}

async function openShortVideoId(): Promise<number> {
  for (let id = 1; id < 20; id++) {
    if ((await api<Detail>(`/course/api/short-video/detail/${id}`)).need_password !== 1) return id;
  }
  throw new Error('no open short video in the seed');
}

async function firstActivity(): Promise<Detail> {
  for (let id = 1; id < 50; id++) {
    const answer = await e2eApi(baseUrl).envelope<Detail>(`/course/api/activity/detail/${id}`);
    if (answer.code === 0) return { ...answer.data, id };
  }
  throw new Error('no activity in the seed');
}

async function openArticleId(): Promise<number> {
  const list = await api<{ list: Card[] }>('/course/api/article/list?page=1&pageSize=10');
  for (const card of list.list) {
    const id = card.origin_id ?? card.id;
    if ((await api<Detail>(`/course/api/article/detail/${id}`)).need_password !== 1) return id;
  }
  throw new Error('no open article in the seed');
}

/** 分享 → the poster dialog shows the server's poster image (not 海报生成中…), then closes. */
async function sharePoster(page: Page): Promise<void> {
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '分享海报' });
  await dialog.getByRole('img', { name: '分享海报' }).waitFor();
  expect(await dialog.getByText('海报生成中…').count()).toBe(0);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('detail screens: favourite, comments, share and share cards, tapped as a doctor in WeChat', () => {
  let browser: Browser;
  let session: E2eSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signInThroughApi(MOBILE);
  }, 120_000);
  afterAll(async () => browser?.close());

  /** A fresh phone in WeChat per test, signed in unless the test says otherwise. */
  async function openWechatPhone(signedIn = true): Promise<Page> {
    const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
    context = await browser.newContext({ ...iphone, userAgent: WECHAT_IPHONE_UA, baseURL: baseUrl, locale: 'zh-CN' });
    await pretendWechat(context);
    page = await context.newPage();
    returnLoadsOnceAppRuns(page);
    await page.goto('/ys');
    if (signedIn) await applySession(page, session);
    return page;
  }
  afterEach(async () => context?.close());

  it('指南文献: 收藏 on a row favourites it and 已收藏 takes it back; a visitor is asked to log in', async () => {
    await openWechatPhone();
    const first = (await api<{ list: Card[] }>('/course/api/download/list?pageSize=10')).list[0];
    await page.goto('/download-list');
    const favourite = page.getByRole('button', { name: `收藏 ${first.title}`, exact: true });
    await favourite.click();
    const favourited = page.getByRole('button', { name: `已收藏 ${first.title}`, exact: true });
    await favourited.waitFor();
    expect(await favourited.getAttribute('aria-pressed')).toBe('true');
    await favourited.click();
    await favourite.waitFor();
    await context.close();

    await openWechatPhone(false);
    await page.goto('/download-list');
    await page.getByRole('button', { name: `收藏 ${first.title}`, exact: true }).click();
    await page.getByRole('dialog', { name: /需要登录|验证联系方式/ }).waitFor();
  });

  it('video detail: comments with a comment box, 收藏 and 分享', async () => {
    await openWechatPhone();
    const id = await openVideoId();
    const detail = await api<Detail>(`/course/api/course/detail/${id}`);
    await page.goto(`/video-detail/${id}`);
    await page.getByRole('heading', { name: detail.title, level: 1 }).waitFor();

    await page.getByRole('tab', { name: '评论' }).click();
    const text = `视频讲得清楚 ${Date.now()}`;
    await page.getByLabel('评论内容').fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByText('评论成功').waitFor();
    await page.getByRole('button', { name: text }).waitFor();

    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).click();
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await sharePoster(page);
  });

  it('course and short-video details: 分享 shows the poster', async () => {
    await openWechatPhone();
    const course = await openCourseId();
    await page.goto(`/course-detail/${course}`);
    await sharePoster(page);
    await page.goto(`/short-video-detail/${await openShortVideoId()}`);
    await sharePoster(page);
  });

  it('course detail: 收藏 is there on every tab, once', async () => {
    await openWechatPhone();
    const id = await openCourseId();
    const detail = await api<Detail>(`/course/api/course/detail/${id}`);
    await page.goto(`/course-detail/${id}`);
    await page.getByRole('heading', { name: detail.title, level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: '简介' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).waitFor();
    await page.getByRole('tab', { name: '相关' }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).click();
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await page.getByRole('tab', { name: '评论' }).click();
    await page.getByLabel('评论内容').waitFor();
    expect(await visibleLabels(page, /^(已)?收藏$/)).toBe(1);
  });

  it('short-video and activity details: the footer counts 点赞 and 收藏, each shown once, and a tap on 收藏 counts', async () => {
    await openWechatPhone();
    const shortVideo = await openShortVideoId();
    const activity = await firstActivity();
    const pages: Array<[string, string]> = [
      [`/short-video-detail/${shortVideo}`, `/course/api/short-video/detail/${shortVideo}`],
      [`/activity-detail/${activity.id}`, `/course/api/activity/detail/${activity.id}`],
    ];
    for (const [path, detailPath] of pages) {
      // The doctor's own view of the counts (isFavorite is theirs).
      const detail = await api<{ like_count: number; favorite_count: number; isLike: boolean; isFavorite: boolean }>(detailPath, {
        headers: signedInHeaders(session.access_token),
      });
      expect(detail.isFavorite, path).toBe(false);
      await page.goto(path);
      await page.getByRole('button', { name: `${detail.isLike ? '已点赞' : '点赞'} ${detail.like_count}`, exact: true }).waitFor();
      const favourite = page.getByRole('button', { name: `收藏 ${detail.favorite_count}`, exact: true });
      await favourite.waitFor();
      expect(await visibleLabels(page, /^(已)?点赞/), path).toBe(1);
      expect(await visibleLabels(page, /^(已)?收藏/), path).toBe(1);
      await favourite.click();
      await page.getByRole('button', { name: `已收藏 ${detail.favorite_count + 1}`, exact: true }).click();
      await favourite.waitFor();
      expect(await visibleLabels(page, /^(已)?收藏/), path).toBe(1);
    }
  });

  it('the WeChat share card of every shareable detail carries the item cover', { timeout: 90_000 }, async () => {
    await openWechatPhone();
    const course = await openCourseId();
    const video = await openVideoId();
    const shortVideo = await openShortVideoId();
    const article = await openArticleId();
    const activity = await firstActivity();
    const pages: Array<[string, string]> = [
      [`/course-detail/${course}`, (await api<Detail>(`/course/api/course/detail/${course}`)).cover_img],
      [`/video-detail/${video}`, (await api<Detail>(`/course/api/course/detail/${video}`)).cover_img],
      [`/short-video-detail/${shortVideo}`, (await api<Detail>(`/course/api/short-video/detail/${shortVideo}`)).cover_img],
      [`/article-detail/${article}`, (await api<Detail>(`/course/api/article/detail/${article}`)).cover_img],
      [`/activity-detail/${activity.id}`, activity.cover_img],
      ['/live-detail/302', (await api<{ live: Detail }>('/live/api/live/detail/302')).live.cover_img],
      ['/live-column/334', (await api<{ live: Detail }>('/live/api/live/column/detail/334')).live.cover_img],
    ];
    for (const [path, cover] of pages) {
      expect(cover, path).toBeTruthy();
      await page.goto(path);
      await expectSharedPicture(page, path, cover);
    }
  });

  it('the WeChat share card of a guideline, a text page and a meeting carries its picture', async () => {
    await openWechatPhone();
    const guides = await api<{ list: Card[] }>('/course/api/download/list?page=1&pageSize=50');
    const guide = guides.list.find((card) => card.type === 3);
    if (!guide) throw new Error('no image-text guideline in the seed');
    const meetings = await api<{ list: Array<{ uuid: string }> }>('/meeting/api/academic?page=1&pageSize=1');
    const meeting = meetings.list[0].uuid;
    const pages: Array<[string, string]> = [
      [`/download-detail/${guide.id}`, (await api<Detail>(`/course/api/download/detail/${guide.id}`)).cover_img],
      ['/image-text/33', (await api<Detail>('/course/api/position/33')).cover_img],
      [`/meeting/${meeting}`, (await api<Detail>(`/meeting/api/academic/${meeting}`)).cover_img],
    ];
    for (const [path, cover] of pages) {
      expect(cover, path).toBeTruthy();
      await page.goto(path);
      await expectSharedPicture(page, path, cover);
    }
  });

  it('live pages: 分享 shows the poster the server made', { timeout: 90_000 }, async () => {
    await openWechatPhone();
    for (const path of ['/live-detail/302', '/live-detail-home/578', '/live-column/334']) {
      await page.goto(path);
      // A room with chat keeps 分享 with the title in its 介绍 tab; the chat has the screen below the player.
      if (path.startsWith('/live-detail-home/')) await page.getByRole('tab', { name: '介绍' }).click();
      await sharePoster(page);
    }
  });
});
