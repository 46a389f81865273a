import { chromium, devices, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { FIRST_SCREEN_ELEMENT_ID } from '../../contract/boot/first-screen';
import { e2eServer } from './e2e-server';

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell), the
// same engine without the desktop browser around it, which Playwright also runs for headless tests. The
// same files took 27% less time than in the full /usr/bin/chromium (190 s against 260 s of wall time).
// These flags keep it off the (closed) network. Playwright gives every launch a fresh temporary profile.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Starts a Chromium the way every e2e browser runs (the global setup keeps one per worker running). */
export function startChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * This worker's Chromium, for one test file: its contexts (each a fresh phone or desktop, with its own
 * storage, cookies and cache) are closed with `close()`, which leaves the browser running for the next
 * file. Starting a browser per file cost about 2 s of CPU each time.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(e2eServer.browserEndpoint);
}

export interface PhoneSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** WeChat's in-app browser on an iPhone, as its user agent names it. */
export const WECHAT_IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

/**
 * A phone in Chromium: an iPhone 13's touch, screen and user agent with Safari's viewport; with `wechat`,
 * WeChat's in-app browser instead (its user agent, the whole 390×844 screen as viewport).
 */
export async function openPhone(baseURL: string, options: PhoneOptions = {}): Promise<PhoneSession> {
  const browser = await launchBrowser();
  const { context, page } = await newPhoneContext(browser, baseURL, options);
  return {
    browser,
    context,
    page,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

export interface PhoneOptions {
  /** WeChat's in-app browser instead of Safari. */
  wechat?: boolean;
  /** Page loads return while the server-drawn first screen is still up (tests of that page itself). */
  keepDrawnFirstScreen?: boolean;
}

/** Resolves once the app has taken over the page the server drew (at once when the server drew none). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((drawnId) => !document.getElementById(drawnId), FIRST_SCREEN_ELEMENT_ID);
}

/**
 * Makes the page's loads (goto, reload) return once the app has taken over the server-drawn first screen.
 * The app swaps its own elements in for the drawn ones: an element a test found on the drawn page would be
 * detached under its hands, where a person's tap is replayed on the app's copy (src/app/first-screen.ts).
 * A load asked to return at 'commit' returns at once: its test looks at the drawn page.
 */
export function returnLoadsOnceAppRuns(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appTookOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appTookOver(page);
    return response;
  };
}

/** A fresh phone (its own storage, cookies and history) in an already running browser; close its context after. */
export async function newPhoneContext(browser: Browser, baseURL: string, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext({
    ...iphone,
    ...(options.wechat ? { userAgent: WECHAT_IPHONE_UA, viewport: { width: 390, height: 844 } } : {}),
    baseURL,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  if (!options.keepDrawnFirstScreen) returnLoadsOnceAppRuns(page);
  return { context, page };
}
