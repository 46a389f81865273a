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

/** A phone: iPhone 13 viewport, touch and user agent, in Chromium. */
export async function openPhone(baseURL: string): Promise<PhoneSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext({ ...iphone, baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
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
