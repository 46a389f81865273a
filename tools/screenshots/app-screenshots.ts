import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SESSION_KEYS } from '../../contract/boot/storage-keys';
import { freePort, startServer } from './screenshot-server';

// Takes the screenshots of README's app section (docs/images/app/*.png) at 390×844 in WeChat's browser, on a
// fresh data folder with the demo seed. Run after `npm run build`:
//   npm run screenshots:app
// Re-run it when the app's look or the demo content changes, and commit the images with the change.

const OUT_DIR = 'docs/images/app';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

interface PageWindow {
  innerHeight: number;
  innerWidth: number;
  document: { images: Iterable<{ complete: boolean; getBoundingClientRect(): { top: number; bottom: number; left: number; right: number } }> };
}

/**
 * Whether every picture on screen has loaded (lazy ones further down load only when scrolled to). Runs in
 * the page, as a function: the app's CSP forbids evaluating strings. The cast describes the page's window
 * because the tools are typed without the DOM library.
 */
const imagesOnScreenLoaded = (): boolean => {
  const view = globalThis as unknown as PageWindow;
  return Array.from(view.document.images)
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < view.innerHeight && box.right > 0 && box.left < view.innerWidth;
    })
    .every((img) => img.complete);
};

async function shoot(page: Page, name: string): Promise<void> {
  // Let covers and fonts load: wait until no request is in flight, then until every image has decoded.
  await page.waitForLoadState('networkidle');
  // A picture that never loads is what the screenshot should show, not a reason to take none.
  await page.waitForFunction(imagesOnScreenLoaded, undefined, { timeout: 15_000 }).catch(() => console.warn(`${name}: some pictures on screen had not loaded`));
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`) });
  console.log(`${OUT_DIR}/${name}.png`);
}

/** Opens a path; the once-a-day screen advert, if it shows, is closed as a visitor would. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  if (await advert.isVisible().catch(() => false)) {
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
    await advert.waitFor({ state: 'detached' });
  }
}

/** Opens a list and taps its first card: the detail page a doctor reaches from there. */
async function openFirstCard(page: Page, list: string, detail: RegExp, text?: RegExp): Promise<void> {
  await open(page, list);
  const cards = page.locator('.ui-content-card');
  await (text ? cards.filter({ hasText: text }) : cards).first().click();
  await page.waitForURL(detail);
}

/** The demo's certified doctor (张明远), whom the live room lets into its chat. */
const DEMO_DOCTOR = '13800000001';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * Signs the demo doctor in as the app does (an SMS code, read from the development server's console inbox)
 * and keeps the session where the app keeps it; the page must be on the app's origin.
 */
async function signIn(page: Page, origin: string): Promise<void> {
  const sent = (await (await fetch(`${origin}/user/api/send-verify?mobile=${DEMO_DOCTOR}`)).json()) as Envelope<unknown>;
  if (sent.code !== 0) throw new Error(`send-verify: ${sent.message}`);
  const inbox = (await (await fetch(`${origin}/dev/api/sms/latest?mobile=${DEMO_DOCTOR}`)).json()) as Envelope<{ code: string }>;
  const response = await fetch(`${origin}/user/api/check-verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile: DEMO_DOCTOR, code: inbox.data.code }),
  });
  const login = (await response.json()) as Envelope<{ access_token: string; refresh_token: string; user: { id: number } }>;
  if (login.code !== 0) throw new Error(`check-verify: ${login.message}`);
  const entries = [
    [SESSION_KEYS.accessToken, login.data.access_token],
    [SESSION_KEYS.refreshToken, login.data.refresh_token],
    [SESSION_KEYS.userId, String(login.data.user.id)],
    [SESSION_KEYS.user, JSON.stringify(login.data.user)],
  ];
  // Runs in the page; the cast describes its storage (the tools are typed without the DOM library).
  await page.evaluate(
    (pairs) =>
      pairs.forEach(([key, value]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value)),
    entries,
  );
}

/** Taps the 直播中 cards of /live-list in turn until a room shows its chat to the signed-in doctor. */
async function openRoomOnAir(page: Page): Promise<void> {
  for (let index = 0; index < 8; index += 1) {
    await open(page, '/live-list');
    const onAir = page.locator('.ui-content-card').filter({ hasText: /直播中/ });
    if ((await onAir.count()) <= index) break;
    await onAir.nth(index).click();
    await page.waitForURL(/\/live-detail(-home)?\/\d+/);
    const chat = page.locator('.w-live-chat').first();
    if (
      await chat.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error('no room on air lets the demo doctor into its chat');
}

async function walkThroughApp(page: Page, origin: string): Promise<void> {
  await open(page, '/');
  await page.getByRole('navigation', { name: '快捷入口' }).waitFor();
  await shoot(page, '1-home');

  await open(page, '/?channel=1');
  await shoot(page, '2-channel');

  await openFirstCard(page, '/article-list', /\/article-detail\/\d+/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, '3-article');

  // A single lecture (its card shows a running time), not a series.
  await openFirstCard(page, '/?channel=1', /\/(course|video)-detail\/\d+/, /课程.*\d\d:\d\d/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, '4-course');

  // A room on air as a signed-in doctor sees it: the player pinned at the top, the chat below it. Some rooms
  // ask for a password or a white list; the first one that lets the demo doctor in is shown.
  await signIn(page, origin);
  await openRoomOnAir(page);
  await shoot(page, '5-live');

  await open(page, '/topic-detail/1');
  await page.getByRole('navigation', { name: '专题模块' }).waitFor();
  await shoot(page, '6-topic');
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'app-screenshots-'));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=zh-CN'],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: WECHAT_UA,
    });
    await walkThroughApp(await context.newPage(), `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
