import { createHmac, randomUUID } from 'node:crypto';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, returnLoadsOnceAppRuns } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eApi, signedInHeaders, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

// This file's numbers (contracts: live → 13800000014–17, all certified seeded doctors).
const VIEWER = '13800000014';
const MANAGER = '13800000015';
const GATED = '13800000016';
const BOOKER = '13800000017';

/** LIVE_CALLBACK_SECRET of the server under test (global-setup.ts). */
const CALLBACK_SECRET = e2eServer.callbackSecret;
/** Seeded gated lives (server/src/seed/build-lives.ts): the third on-air single (password 1234) and the fourth (white list). */
const PASSWORD_LIVE = 313;
const WHITE_LIST_LIVE = 314;
const WATCH_PASSWORD = '1234';
/** On air, open, chat and questionnaire on (the seed's emoji-12 live). */
const QUESTIONNAIRE_LIVE = 578;

function api<T>(path: string, session?: E2eSession, init: RequestInit = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (session) Object.assign(headers, signedInHeaders(session.access_token), { authorization: `Bearer ${session.access_token}` });
  return e2eApi(baseUrl).envelope<T>(path, { ...init, headers });
}

interface RoomLive {
  id: number;
  title: string;
  live_status: number;
  auth_type: number;
  is_manager: boolean;
  has_questionnaire: boolean;
  flags: { hideChat?: boolean; disableComment?: boolean };
}

async function liveOf(id: number, session?: E2eSession): Promise<RoomLive | undefined> {
  const body = await api<{ live: RoomLive }>(`/live/api/live/detail/${id}?increase=0`, session);
  return body.code === 0 ? body.data.live : undefined;
}

/** The stream service's signed push (server/src/modules/lives/stream-callback.ts). */
async function pushStreamStatus(liveId: number, liveStatus: number, openStatus = 1): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomUUID();
  const signature = createHmac('sha256', CALLBACK_SECRET).update(`${liveId}:${liveStatus}:${openStatus}:${timestamp}:${nonce}`).digest('hex');
  const body = new URLSearchParams({
    live_id: String(liveId),
    live_status: String(liveStatus),
    open_status: String(openStatus),
    timestamp: String(timestamp),
    nonce,
    event: 'e2e',
  });
  const answer = await api<{ changed: boolean }>('/live/api/stream/callback', undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-live-signature': signature },
    body,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
}

/** An on-air, open, chat-enabled live that `manager` manages (the live-server helper's seed provides one). */
async function managedRoom(manager: E2eSession): Promise<RoomLive> {
  const ids = [578, 727, ...Array.from({ length: 60 }, (_, i) => 301 + i)];
  for (const id of ids) {
    const live = await liveOf(id, manager);
    if (live && live.is_manager && live.live_status === 1 && live.auth_type === 1 && !live.flags.hideChat && !live.flags.disableComment) return live;
  }
  throw new Error(`no on-air live managed by ${MANAGER}: the seed (server/src/seed/build-lives.ts) must make this number a live manager`);
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  return browser.newContext({ ...iphone, baseURL: baseUrl, locale: 'zh-CN' });
}

async function signedInPage(browser: Browser, session: E2eSession): Promise<Page> {
  const page = await (await phoneContext(browser)).newPage();
  returnLoadsOnceAppRuns(page);
  await page.goto('/ys');
  await applySession(page, session);
  return page;
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: '发言' });
/** The chat has joined the room's socket (so no message can fall between history and real time). */
const joined = (page: Page) => page.locator('section.w-live-chat[data-live-joined="true"]').waitFor();
const messageRow = (page: Page, text: string) =>
  page.locator('li.w-live-chat__item').filter({ has: page.locator('.w-live-chat__text > span', { hasText: text }) });

async function say(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect.poll(() => chatInput(page).inputValue()).toBe('');
}

describe('live room in two phone browsers', () => {
  let browser: Browser;
  const sessions: Record<string, E2eSession> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const mobile of [VIEWER, MANAGER, GATED]) sessions[mobile] = await signInOnce(mobile);
  }, 240_000);

  afterAll(async () => browser?.close());

  it('carries a message from either person to the other without reload', async () => {
    const first = await signedInPage(browser, sessions[VIEWER]);
    const second = await signedInPage(browser, sessions[MANAGER]);
    const live = QUESTIONNAIRE_LIVE;
    await Promise.all([first.goto(`/live-detail-home/${live}`), second.goto(`/live-detail-home/${live}`)]);
    await Promise.all([joined(first), joined(second)]);
    let reloads = 0;
    first.on('load', () => reloads++);
    second.on('load', () => reloads++);
    const stamp = Date.now() % 100000;
    await say(first, `你好${stamp}`);
    await messageRow(second, `你好${stamp}`).waitFor({ timeout: 10_000 });
    await say(second, `收到${stamp}`);
    await messageRow(first, `收到${stamp}`).waitFor({ timeout: 10_000 });
    expect(reloads).toBe(0);
    await first.context().close();
    await second.context().close();
  }, 60_000);

  it("keeps 分享 off the chat (in 介绍 with the title), and shows a live's pop-up image once, closable", async () => {
    const page = await signedInPage(browser, sessions[VIEWER]);
    await page.goto(`/live-detail-home/${QUESTIONNAIRE_LIVE}`);
    await joined(page);
    // The chat has the screen below the player; the title, 分享 and the sponsors are one tap away in 介绍.
    expect(await page.getByRole('button', { name: '分享' }).count()).toBe(0);
    await page.getByRole('tab', { name: '介绍' }).click();
    await page.getByRole('button', { name: '分享' }).waitFor();
    await page.getByRole('tab', { name: '互动' }).click();
    await chatInput(page).waitFor();

    // The seed gives one upcoming single a pop-up image (server/src/seed/build-lives.ts).
    let dialogLive = 0;
    for (let id = 301; id <= 420 && !dialogLive; id++) {
      const answer = await api<{ isShowDialog?: boolean }>(`/live/api/live/show-dialog/${id}`);
      if (answer.code === 0 && answer.data.isShowDialog) dialogLive = id;
    }
    expect(dialogLive, 'a seeded live with a pop-up image').toBeGreaterThan(0);
    await page.goto(`/live-detail-home/${dialogLive}`);
    const dialog = page.getByRole('dialog', { name: '直播活动图片' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    // The page is back (分享 on the page, or the room's tab bar with 分享 in 介绍).
    await page.locator('.w-share-poster__button, .w-tabs__bar').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('lets the manager quote and delete; the viewer loses the deleted message without reload', async () => {
    const room = await managedRoom(sessions[MANAGER]);
    const viewer = await signedInPage(browser, sessions[VIEWER]);
    const manager = await signedInPage(browser, sessions[MANAGER]);
    await Promise.all([viewer.goto(`/live-detail-home/${room.id}`), manager.goto(`/live-detail-home/${room.id}`)]);
    await Promise.all([joined(viewer), joined(manager)]);
    let reloads = 0;
    viewer.on('load', () => reloads++);

    const stamp = Date.now() % 100000;
    const question = `观众提问${stamp}`;
    const doomed = `将被删除${stamp}`;
    await say(viewer, question);
    await messageRow(manager, question).waitFor();
    await say(viewer, doomed);
    await messageRow(manager, doomed).waitFor();

    // A manager's own message is styled apart and badged for everyone.
    const reply = `管理员回复${stamp}`;
    await say(manager, reply);
    const replyRow = messageRow(viewer, reply);
    await replyRow.waitFor();
    expect(await replyRow.getAttribute('class')).toContain('w-live-chat__item--manager');
    expect(await replyRow.getByText('管理员', { exact: true }).count()).toBe(1);

    // '@ 并引用': the quote travels with the next message and shows as cite_content for the viewer.
    await messageRow(manager, question).getByRole('button').click();
    await manager.getByRole('menuitem', { name: '@ 并引用' }).click();
    await chatInput(manager).fill(`${await chatInput(manager).inputValue()}已收到`);
    await manager.getByRole('button', { name: '发送' }).click();
    const quoted = viewer.locator('li.w-live-chat__item', { has: viewer.locator('cite', { hasText: question }) });
    await quoted.waitFor();
    expect(await quoted.textContent()).toContain('已收到');

    // 删除: gone for the manager (删除成功) and, through the socket, for the viewer.
    await messageRow(manager, doomed).getByRole('button').click();
    await manager.getByRole('menuitem', { name: '删除' }).click();
    await manager.getByText('删除成功').first().waitFor();
    await messageRow(viewer, doomed).waitFor({ state: 'detached' });
    await messageRow(manager, doomed).waitFor({ state: 'detached' });
    expect(reloads).toBe(0);

    // A viewer has no manager menu on others' messages.
    expect(await messageRow(viewer, reply).getByRole('button').count()).toBe(0);
    await viewer.context().close();
    await manager.context().close();
  }, 120_000);

  it("asks for the questionnaire's required fields, then says 提交成功", async () => {
    const room = await liveOf(QUESTIONNAIRE_LIVE, sessions[VIEWER]);
    expect(room?.has_questionnaire, 'live 578 has the seeded questionnaire').toBe(true);
    const page = await signedInPage(browser, sessions[VIEWER]);
    await page.goto(`/live-detail-home/${QUESTIONNAIRE_LIVE}`);
    await page.getByRole('button', { name: '问卷' }).click();
    const form = page.getByRole('dialog', { name: '直播满意度调查' });
    await form.getByRole('textbox', { name: /您的姓名/ }).fill('测试医生');
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('有必填项未填写').first().waitFor();
    await form.getByRole('textbox', { name: /联系电话/ }).fill('13800000014');
    await form.getByRole('radio', { name: '满意', exact: true }).check();
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('提交成功').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await page.context().close();
  }, 60_000);

  it('reloads into the live player when the stream callback starts an upcoming live', async () => {
    // An upcoming, open, unrestricted live far enough ahead that no other test books or opens it.
    let upcoming: RoomLive | undefined;
    for (const id of [306, 307, 308, 309, 310]) {
      const live = await liveOf(id);
      if (live && live.live_status === 0 && live.auth_type === 1) {
        upcoming = live;
        break;
      }
    }
    expect(upcoming, 'an upcoming unrestricted live in the seed').toBeTruthy();
    const page = await signedInPage(browser, sessions[GATED]);
    await page.goto(`/live-detail-home/${upcoming!.id}`);
    await page.getByText('距离直播开始').waitFor();
    expect(await page.locator('video source[type="application/x-mpegURL"], video[src$=".m3u8"]').count()).toBe(0);
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await pushStreamStatus(upcoming!.id, 1);
    try {
      await reloaded;
      await page.getByText('距离直播开始').waitFor({ state: 'detached' });
      await page.locator('video').first().waitFor({ state: 'attached' });
      const live = await liveOf(upcoming!.id, sessions[GATED]);
      expect(live?.live_status).toBe(1);
    } finally {
      // Other test files share this server: the live goes back to upcoming (their bookings show countdowns).
      await pushStreamStatus(upcoming!.id, 0);
      await page.context().close();
    }
  }, 60_000);

  it('asks for the watch password (wrong, then right) and shows the white-list dialog', async () => {
    const page = await signedInPage(browser, sessions[GATED]);
    await page.goto(`/live-detail-home/${PASSWORD_LIVE}`);
    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.waitFor();
    await dialog.getByRole('textbox').fill('0000');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('密码错误请重试').first().waitFor();
    await dialog.getByRole('textbox').fill(WATCH_PASSWORD);
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('验证成功!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await chatInput(page).waitFor();

    await page.goto(`/live-detail-home/${WHITE_LIST_LIVE}`);
    const notice = page.getByRole('alertdialog');
    await notice.getByText('本场活动为定向观看，如您需观看可联系会务组或下方会务助手', { exact: true }).waitFor();
    expect(await chatInput(page).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('tells a doctor outside the white list who may speak before they type, in a white-list room not yet on air', async () => {
    let room: RoomLive | undefined;
    for (let id = 301; id <= 420 && !room; id++) {
      const live = await liveOf(id, sessions[GATED]);
      if (live && live.auth_type === 3 && live.live_status === 0 && !live.flags.hideChat) room = live;
    }
    expect(room, 'a seeded upcoming white-list live with chat').toBeDefined();
    const page = await signedInPage(browser, sessions[GATED]);
    try {
      await page.goto(`/live-detail-home/${room!.id}`);
      await page.getByRole('note').filter({ hasText: '本直播间仅限白名单用户发言' }).waitFor();
      expect(await chatInput(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: '发送', exact: true }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});

describe('live home → live detail → book', () => {
  it('opens an upcoming live from the forecast and books it', async () => {
    const browser = await launchBrowser();
    try {
      const session = await signInOnce(BOOKER);
      const page = await signedInPage(browser, session);
      await page.goto('/live-list');
      const forecast = page.locator('section.w-live-forecast[aria-label="直播预告"]');
      await forecast.waitFor();
      const upcoming = forecast.locator('button.w-live-forecast__item', { has: page.locator('.w-live-forecast__tag--upcoming') });
      if ((await upcoming.count()) < 3 && (await forecast.getByRole('button', { name: '展开更多' }).count()))
        await forecast.getByRole('button', { name: '展开更多' }).click();
      // The last upcoming one: furthest ahead, so no other test is booking it.
      await upcoming.last().click();
      await page.waitForURL(/\/live-detail\/\d+/);
      await page.getByText('距离直播开始').waitFor();
      const book = page.getByRole('button', { name: '预约直播' });
      await book.click();
      await page.getByText('预约成功').first().waitFor();
      await page.waitForURL(/\/live-detail-home\/\d+/);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

const signedIn = new Map<string, Promise<E2eSession>>();
/** One login per number per file (the server allows one code per number per 60 s). */
function signInOnce(mobile: string): Promise<E2eSession> {
  if (!signedIn.has(mobile)) signedIn.set(mobile, signInThroughApi(mobile));
  return signedIn.get(mobile)!;
}
