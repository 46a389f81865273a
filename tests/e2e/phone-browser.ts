import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network.
// Playwright gives every launch a fresh temporary profile of its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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
export async function openPhone(baseURL: string, options: { wechat?: boolean } = {}): Promise<PhoneSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
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

/** A fresh phone (its own storage, cookies and history) in an already running browser; close its context after. */
export async function newPhoneContext(browser: Browser, baseURL: string, options: { wechat?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext({
    ...iphone,
    ...(options.wechat ? { userAgent: WECHAT_IPHONE_UA, viewport: { width: 390, height: 844 } } : {}),
    baseURL,
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
}
