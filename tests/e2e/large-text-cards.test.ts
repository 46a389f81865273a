import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// At CSS zoom 1.3 (as a doctor's enlarged system text shows the app) every card's metadata — badge, time,
// counts — wraps inside its card instead of running past the screen's edge or being cut off.

const baseUrl = e2eServer.baseUrl;
const ROUTES = ['/', '/article-list', '/course-list', '/live-list', '/topic-list', '/meeting-list', '/download-list'];
const META = '[class*="__meta"], [class*="__meta"] > *, [class*="__time"], [class*="__views"], [class*="__count"]';

describe('card metadata at zoom 1.3', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterAll(async () => phone?.close());

  it.each(ROUTES)('%s: no metadata past the right edge of the screen or of its card', async (path) => {
    const { page } = phone;
    await page.goto(path);
    // Some metadata elements are hidden (collapsed sections): wait for one that shows.
    await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().width > 0), META);
    await page.evaluate(() => {
      document.documentElement.style.zoom = '1.3';
    });
    const offenders = await page.evaluate((selector) => {
      const width = window.innerWidth;
      // A swipe row scrolls sideways by design: its later cards start off screen.
      const inSideScroller = (el: Element) => {
        for (let node = el.parentElement; node; node = node.parentElement) {
          const overflowX = getComputedStyle(node).overflowX;
          if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth + 1) return true;
        }
        return false;
      };
      const found: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || inSideScroller(el)) continue;
        const parent = el.parentElement?.getBoundingClientRect();
        const pastScreen = box.right > width + 1;
        const pastParent =
          parent !== undefined && parent.width > 0 && box.right > parent.right + 1 && getComputedStyle(el.parentElement!).overflow === 'hidden';
        if (pastScreen || pastParent) found.push(`${String(el.className)} "${el.textContent?.trim().slice(0, 24)}" right ${Math.round(box.right)} of ${width}`);
      }
      return found;
    }, META);
    expect(offenders).toEqual([]);
  });
});
