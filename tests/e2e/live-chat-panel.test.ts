import { devices, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, returnLoadsOnceAppRuns, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';
import { TEXT_SIZE_KEY } from '../../contract/boot/text-size';

// This file's number (a certified seeded doctor no other e2e file signs in with).
const VIEWER = '13800000025';
/** On air, open, chat on, 12 emoji (the seed's emoji-12 live). */
const LIVE = 578;

const chatInput = (page: Page) => page.getByRole('textbox', { name: '发言' });
const joined = (page: Page) => page.locator('section.w-live-chat[data-live-joined="true"]').waitFor();
const sendButton = (page: Page) => page.getByRole('button', { name: '发送', exact: true });
const floatingHome = (page: Page) => page.getByRole('link', { name: '回到首页' });

type Box = { x: number; y: number; width: number; height: number };
/** Set to a directory to keep a picture of each screen the room-fill test checks. */
const SHOTS = process.env.E2E_SHOTS_DIR;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** What a tap at the middle of `locator` lands on is `locator` itself (or inside it). */
function tapLandsOn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * The player's box, and how much of the room between the player and the bottom controls (the comment box, and
 * the floating buttons standing on it) the chat list shows.
 */
async function roomGeometry(page: Page) {
  const [player, list, footer, tabBar] = await Promise.all([
    boxOf(page.locator('.w-player').first()),
    boxOf(page.locator('ol.w-live-chat__list')),
    boxOf(page.locator('.w-live-chat__footer')),
    boxOf(page.locator('.w-tabs__bar').first()),
  ]);
  const dock = page.locator('.app-floating-dock');
  const dockTop = (await dock.count()) > 0 && (await dock.isVisible()) ? (await boxOf(dock)).y : footer.y;
  const bottom = Math.min(footer.y, dockTop);
  const shownTop = Math.max(list.y, player.y + player.height);
  const shownBottom = Math.min(list.y + list.height, bottom);
  return { player, footer, tabBar, chatShown: Math.max(0, shownBottom - shownTop), room: bottom - (player.y + player.height) };
}

describe('live chat panels on a phone', () => {
  let phone: PhoneSession;
  let session: E2eSession;

  beforeAll(async () => {
    session = await signInThroughApi(VIEWER);
    phone = await openPhone(e2eServer.baseUrl);
    await phone.page.goto('/ys');
    await applySession(phone.page, session);
  }, 120_000);

  afterAll(async () => phone?.close());

  async function openRoom(): Promise<Page> {
    const { page } = phone;
    await page.goto(`/live-detail-home/${LIVE}`);
    await joined(page);
    return page;
  }

  it('keeps the floating 首页 button off 发送 with the emoji panel or the 更多 panel open', async () => {
    const page = await openRoom();
    await chatInput(page).fill('你好');
    for (const panel of ['表情', '更多']) {
      await page.getByRole('button', { name: panel, exact: true }).click();
      await page.getByRole(panel === '表情' ? 'listbox' : 'menu', { name: panel }).waitFor();
      await expect.poll(async () => overlaps(await boxOf(floatingHome(page)), await boxOf(sendButton(page))), { message: panel }).toBe(false);
      expect(await tapLandsOn(sendButton(page)), panel).toBe(true);
      await page.getByRole('button', { name: panel, exact: true }).click();
    }
  }, 60_000);

  it('puts the picked emoji itself into the comment box and sends it as an emoji', async () => {
    const page = await openRoom();
    await page.getByRole('button', { name: '表情', exact: true }).click();
    const options = page.getByRole('listbox', { name: '表情' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(12);
    const picked = options.nth(1);
    const emoji = await picked.getAttribute('aria-label');
    expect(emoji).toBeTruthy();
    const stamp = `表情${Date.now() % 100000}`;
    await chatInput(page).fill(stamp);
    await picked.click();
    await expect.poll(() => chatInput(page).inputValue()).toBe(`${stamp}${emoji}`);
    await sendButton(page).click();
    await expect.poll(() => chatInput(page).inputValue()).toBe('');
    const sent = page.locator('li.w-live-chat__item').filter({ hasText: stamp });
    await sent.getByRole('img', { name: emoji ?? '' }).waitFor();
    expect(await sent.textContent()).not.toContain('\\x{');
  }, 60_000);

  it('draws every emoji of the picker, none as an empty box', async () => {
    const page = await openRoom();
    await page.getByRole('button', { name: '表情', exact: true }).click();
    const images = page.getByRole('listbox', { name: '表情' }).locator('img');
    await expect.poll(() => images.count()).toBe(12);
    // Each picture against the same picture drawing a character no font has (what a missing glyph looks like).
    const blank = await images.evaluateAll(async (elements) => {
      const pixels = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 32;
        canvas.height = 32;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0, 32, 32);
        return canvas.toDataURL();
      };
      const missing = (src: string) => {
        const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
        const swapped = svg.replace(/(<text[^>]*>)[^<]*(<\/text>)/, `$1${String.fromCodePoint(0x10fffd)}$2`);
        return `${src.slice(0, src.indexOf(',') + 1)}${encodeURIComponent(swapped)}`;
      };
      const labels: string[] = [];
      for (const element of elements as HTMLImageElement[]) {
        if ((await pixels(element.src)) === (await pixels(missing(element.src)))) labels.push(element.closest('button')?.getAttribute('aria-label') ?? '?');
      }
      return labels;
    });
    expect(blank).toEqual([]);
  }, 60_000);

  it('opens the message list at the newest message, on screen above the comment box of a 390×844 phone', async () => {
    const page = await openRoom();
    // Enough messages of our own that the list scrolls, whatever other files left in the room.
    const stamp = Date.now() % 100000;
    for (let i = 1; i <= 8; i++) {
      await chatInput(page).fill(`第${i}条${stamp}`);
      await sendButton(page).click();
      await expect.poll(() => chatInput(page).inputValue()).toBe('');
    }
    const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
    const tall = await phone.browser.newContext({ ...iphone, viewport: { width: 390, height: 844 }, baseURL: e2eServer.baseUrl, locale: 'zh-CN' });
    try {
      const room = await tall.newPage();
      returnLoadsOnceAppRuns(room);
      await room.goto('/ys');
      await applySession(room, session);
      await room.goto(`/live-detail-home/${LIVE}`);
      await joined(room);
      const newest = room.locator('li.w-live-chat__item').filter({ hasText: `第8条${stamp}` });
      await newest.waitFor();
      await expect
        .poll(async () => {
          const [item, list, composer] = await Promise.all([boxOf(newest), boxOf(room.locator('ol.w-live-chat__list')), boxOf(chatInput(room))]);
          const inList = item.y >= list.y - 1 && item.y + item.height <= list.y + list.height + 1;
          const onScreen = item.y >= 0 && item.y + item.height <= composer.y;
          return inList && onScreen;
        })
        .toBe(true);
    } finally {
      await tall.close();
    }
  }, 90_000);
  for (const [viewport, textSize] of [
    [{ width: 390, height: 844 }, 'standard'],
    [{ width: 320, height: 568 }, 'standard'],
    [{ width: 390, height: 844 }, 'x-large'],
    [{ width: 320, height: 568 }, 'x-large'],
  ] as const) {
    it(`keeps the player at the top and gives the chat the rest of the screen with a panel open (${viewport.width}×${viewport.height}, ${textSize})`, async () => {
      const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
      const context = await phone.browser.newContext({ ...iphone, viewport, baseURL: e2eServer.baseUrl, locale: 'zh-CN' });
      try {
        const page = await context.newPage();
        returnLoadsOnceAppRuns(page);
        await page.goto('/ys');
        await applySession(page, session);
        await page.evaluate(([key, size]) => localStorage.setItem(key, size), [TEXT_SIZE_KEY, textSize] as const);
        await page.goto(`/live-detail-home/${LIVE}`);
        await joined(page);
        for (const panel of ['表情', '更多']) {
          await page.getByRole('button', { name: panel, exact: true }).click();
          await page.getByRole(panel === '表情' ? 'listbox' : 'menu', { name: panel }).waitFor();
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-${viewport.width}x${viewport.height}-${textSize}-${panel}.png` });
          await expect
            .poll(
              async () => {
                const room = await roomGeometry(page);
                return {
                  playerAtTop: Math.abs(room.player.y) <= 1,
                  playerUnderHalf: room.player.y + room.player.height <= viewport.height / 2,
                  // The tab bar (taller with large text) and a little air are all the room the chat does not show.
                  chatFillsTheRest: room.chatShown >= room.room - room.tabBar.height - 16,
                  footerOnScreen: room.footer.y + room.footer.height <= viewport.height + 1,
                };
              },
              { message: panel },
            )
            .toEqual({ playerAtTop: true, playerUnderHalf: true, chatFillsTheRest: true, footerOnScreen: true });
          await page.getByRole('button', { name: panel, exact: true }).click();
        }
        // The comment box takes text where it is.
        await chatInput(page).fill('请问课件在哪里下载');
        expect(await tapLandsOn(chatInput(page))).toBe(true);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
