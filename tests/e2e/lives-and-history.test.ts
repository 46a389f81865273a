import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { e2eApi, signedInHeaders } from './api-client';
import { launchBrowser, returnLoadsOnceAppRuns } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);

// This file's numbers (certified seeded doctors, server/src/seed/build-people.ts): one per test that signs in.
const READER = '13800000031';
const ROOM_VIEWER = '13800000032';
const FOLLOWER = '13800000033';

/** Seeded lives (server/src/seed/build-lives.ts): ids are fixed by the seed. */
const LIVES = {
  /** Upcoming, with a pop-up image (show_dialog) and the public-account sheet. */
  upcomingWithDialog: 302,
  /** Upcoming, open_status 2. */
  openingSoon: 304,
  /** Ended (live_status 2), no replay yet. */
  ended: 317,
  /** Replay (live_status 5) with a playable file. */
  replay: 320,
} as const;

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

interface Card {
  id: number;
  type: number;
  title: string;
}

describe('lives and history in WeChat on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
    context = await browser.newContext({ ...iphone, viewport: { width: 390, height: 844 }, userAgent: WECHAT_UA, baseURL: baseUrl, locale: 'zh-CN' });
    page = await context.newPage();
    returnLoadsOnceAppRuns(page);
  });
  afterEach(async () => context?.close());

  // One login per number: the server sends one code per number per 60 s.
  const sessions = new Map<string, Promise<E2eSession>>();
  async function signedIn(mobile: string): Promise<E2eSession> {
    if (!sessions.has(mobile)) sessions.set(mobile, signInThroughApi(mobile));
    const session = await sessions.get(mobile)!;
    await page.goto('/ys');
    await applySession(page, session);
    return session;
  }

  it('history lists courses, articles and short videos opened, and records one live visit once', async () => {
    await signedIn(READER);
    const article = (await api.data<{ list: Card[] }>('/course/api/article/list?page=1&pageSize=10')).list.find((c) => c.type === 1)!;
    const course = (await api.data<{ list: Card[] }>('/course/api/course/list?pageSize=20')).list.find((c) => c.type === 1)!;
    const shortVideo = (await api.data<{ list: Card[] }>('/course/api/short-video/list?page=1&pageSize=10')).list[0];

    // Every record the app sends for a visit, of any kind.
    const records: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/user/api/footprint/record') || url.includes('/live/api/live/record')) records.push(url);
    });
    const visit = async (path: string, title: string) => {
      const before = records.length;
      await page.goto(path);
      await page.getByText(title, { exact: false }).first().waitFor();
      await expect.poll(() => records.length, { timeout: 8000 }).toBe(before + 1);
    };
    await visit(`/article-detail/${article.id}`, article.title);
    await visit(`/course-detail/${course.id}`, course.title);
    await visit(`/short-video-detail/${shortVideo.id}`, shortVideo.title);

    // A live room visit: one record, not two milliseconds apart.
    const before = records.length;
    await page.goto(`/live-detail-home/${LIVES.replay}`);
    await expect.poll(() => records.length, { timeout: 8000 }).toBeGreaterThan(before);
    await page.getByRole('tab', { name: '介绍' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(records.length - before).toBe(1);

    await page.goto('/my-history');
    const panel = page.getByRole('tabpanel');
    const expectOnly = async (tab: string, title: string) => {
      await page.getByRole('tab', { name: tab }).click();
      await panel.getByRole('button', { name: title }).first().waitFor();
      expect(await panel.locator('button[aria-label]').count()).toBe(1);
    };
    await expectOnly('课程', course.title);
    await expectOnly('资讯', article.title);
    await expectOnly('短视频', shortVideo.title);
    await expectOnly('直播', (await api.data<{ live: Card }>(`/live/api/live/detail/${LIVES.replay}?increase=0`)).live.title);
  });

  it('the upcoming room shows one cover with its countdown and one overlay at a time', async () => {
    await signedIn(ROOM_VIEWER);
    await page.goto(`/live-detail-home/${LIVES.upcomingWithDialog}`);
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').count()).toBe(1);
    expect(await page.getByText('暂无可播放的视频').count()).toBe(0);

    // The pop-up image first; the public-account sheet only after it is closed.
    const image = page.getByRole('dialog', { name: '直播活动图片' });
    await image.waitFor();
    const sheet = page.getByRole('dialog', { name: /关注公众号/ });
    expect(await sheet.count()).toBe(0);
    await image.getByRole('button', { name: '关闭' }).click();
    await sheet.waitFor();
    await sheet.getByRole('button', { name: '关闭' }).click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('直播 opens at the top for a signed-in doctor, with 精彩回放 far down the page', async () => {
    await signedIn(READER);
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    const replays = page.getByRole('heading', { name: '精彩回放' });
    // Opened afresh, and again from the tab bar with every section's data already at hand (so the page is at
    // full height when 精彩回放's own channel tabs appear far below the first screen).
    await page.goto('/live-list');
    for (const round of [1, 2]) {
      // Both lists of channel tabs mounted, and the sections above 精彩回放 filled in (its heading lies below the
      // first screen in page coordinates). A load-state wait would not do: after a client-side navigation
      // Playwright's networkidle has long been reached.
      await page.getByRole('tablist', { name: '频道' }).nth(1).waitFor();
      await expect
        .poll(() => replays.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY > window.innerHeight), { timeout: 15_000 })
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY), `round ${round}`).toBe(0);
      await tabBar.getByRole('link', { name: '首页' }).click();
      await page.waitForURL((url) => url.pathname !== '/live-list');
      await tabBar.getByRole('link', { name: '直播' }).click();
      await page.waitForURL((url) => url.pathname === '/live-list');
    }
  });

  it('a live category tab shows only its list, switched to or loaded afresh', async () => {
    await page.goto('/live-list');
    await page.getByRole('heading', { name: '精彩回放' }).waitFor();
    const tab = page.getByRole('tablist', { name: '频道' }).first().getByRole('tab', { name: '学术会议' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: '精彩回放' }).waitFor({ state: 'detached' });
    const recommendHeadings = () => page.getByRole('heading', { name: /^(我的预约|直播预告|直播专栏|大家都在看|精彩回放)$/ }).count();
    expect(await recommendHeadings()).toBe(0);
    await page.reload();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await recommendHeadings()).toBe(0);
  });

  it('an ended live says 已结束 with nothing to enter; open_status 2 says 即将开启', async () => {
    await page.goto(`/live-detail/${LIVES.ended}`);
    await page.getByRole('status').filter({ hasText: '已结束' }).waitFor();
    expect(await page.getByRole('button', { name: '进入直播间' }).count()).toBe(0);

    await page.goto(`/live-detail/${LIVES.openingSoon}`);
    await page.getByRole('status').filter({ hasText: '即将开启' }).waitFor();
  });

  it('the school and major pickers have their own titles', async () => {
    await page.goto('/choose-hospital?isSchool=1');
    await expect.poll(() => page.title()).toBe('选择学校 - 博医荟');
    await page.goto('/choose-office?isMajor=1');
    await expect.poll(() => page.title()).toBe('选择专业 - 博医荟');
    await page.goto('/choose-hospital');
    await expect.poll(() => page.title()).toBe('选择医院 - 博医荟');
  });

  it('a playing replay is not covered by 直播已结束', async () => {
    await signedIn(ROOM_VIEWER);
    await page.goto(`/live-detail-home/${LIVES.replay}`);
    await page.locator('video').first().waitFor();
    await page.getByRole('tab', { name: '介绍' }).first().waitFor();
    expect(await page.getByText('直播已结束').count()).toBe(0);
    expect(await page.getByText('精彩回放即将上线').count()).toBe(0);
  });

  it('a follow can be undone from 我的关注', async () => {
    const session = await signedIn(FOLLOWER);
    const headers = signedInHeaders(session.access_token);
    const column = (await api.data<{ list: { list: Card[] }[] }>('/course/api/medicalColumn', { headers })).list[0].list[0];
    const followed = await api.data<{ is_subscribe: number }>(`/course/api/medicalColumn/subscribe/${column.id}`, { headers });
    if (followed.is_subscribe !== 1) await api.data(`/course/api/medicalColumn/subscribe/${column.id}`, { headers });

    await page.goto('/my-focus');
    await page.getByRole('button', { name: column.title }).first().waitFor();
    await page.getByRole('button', { name: `已关注 ${column.title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByRole('status').filter({ hasText: '取消关注成功' }).waitFor();
    await page.getByText('没有更多了').waitFor();
    expect(await page.getByRole('button', { name: column.title }).count()).toBe(0);
  });
});
