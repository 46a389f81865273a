// More of what must stay above an iPhone's home indicator in WeChat (viewport-fit=cover): the live chat's
// input with its emoji and 更多 panels, the hospital picker's 添加医院 button and the option sheets; and the
// floating 首页 button leaves the +关注 of a list's last rows free to tap. tests/e2e/safe-area.test.ts covers the
// tab bar and the comment box.
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openFromHome } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
/** A certified seeded doctor (the chat is for signed-in viewers). */
const VIEWER = '13800000038';
/** On air, open, chat on (the seed's emoji-12 live). */
const LIVE = 578;
/** An iPhone's home indicator area and the screen height of the WeChat phone (390×844). */
const INSET_BOTTOM = 34;
const SCREEN_HEIGHT = 844;

/** How far a control reaches into the home-indicator area (0 when it stays above it). */
async function overlap(control: Locator): Promise<number> {
  const box = await control.boundingBox();
  if (!box) throw new Error('control not shown');
  return Math.max(0, Math.round(box.y + box.height - (SCREEN_HEIGHT - INSET_BOTTOM)));
}

async function withHomeIndicator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Not in playwright-core's protocol types yet (Chromium ≥ 136 has it).
  await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, bottom: INSET_BOTTOM } } as never);
}

/** Whether a tap at the middle of `control` lands on it (not on something drawn over it). */
function tapLandsOn(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Scrolls a sheet's list to its end, as a thumb would, and gives its last option. */
async function lastOptionAtEnd(sheet: Locator): Promise<Locator> {
  const body = sheet.locator('.ui-sheet__sheet-body');
  await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(() => body.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight)).toBe(true);
  return sheet.locator('.ui-sheet__option').last();
}

describe('more bottom bars and sheets above the home indicator, in WeChat on an iPhone', () => {
  let phone: PhoneSession;
  let session: E2eSession;
  beforeAll(async () => {
    session = await signInThroughApi(VIEWER);
  }, 120_000);
  beforeEach(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
    await withHomeIndicator(phone.page);
  });
  afterEach(async () => phone?.close());

  it('the live chat input, its emoji panel and its 更多 panel', async () => {
    const { page } = phone;
    await page.goto('/ys');
    await applySession(page, session);
    await page.goto(`/live-detail-home/${LIVE}`);
    await page.locator('section.w-live-chat[data-live-joined="true"]').waitFor();
    const input = page.getByRole('textbox', { name: '发言' });
    await input.fill('你好');
    const send = page.getByRole('button', { name: '发送', exact: true });
    for (const control of [input, send, page.getByRole('button', { name: '表情', exact: true }), page.getByRole('button', { name: '更多', exact: true })])
      expect(await overlap(control), String(control)).toBe(0);

    await page.getByRole('button', { name: '表情', exact: true }).click();
    const emojis = page.getByRole('listbox', { name: '表情' });
    await emojis.waitFor();
    const lastEmoji = emojis.getByRole('option').last();
    await lastEmoji.scrollIntoViewIfNeeded();
    expect(await overlap(lastEmoji)).toBe(0);
    expect(await overlap(send)).toBe(0);

    await page.getByRole('button', { name: '更多', exact: true }).click();
    const more = page.getByRole('menu', { name: '更多' });
    await more.waitFor();
    for (const item of await more.getByRole('menuitem').all()) expect(await overlap(item), (await item.textContent()) ?? '').toBe(0);
  });

  it('the hospital picker’s 添加医院 button, and the grade and region sheets of the hospital form', async () => {
    const { page } = phone;
    await page.goto('/choose-hospital');
    const add = page.getByRole('button', { name: /添加医院/ });
    await add.waitFor();
    expect(await overlap(add)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await overlap(add)).toBe(0);

    await page.goto('/add-hospital');
    for (const field of ['医院等级', '所在地区']) {
      await page
        .getByRole('button', { name: new RegExp(field) })
        .first()
        .click();
      const sheet = page.getByRole('dialog', { name: field });
      await sheet.waitFor();
      expect(await overlap(await lastOptionAtEnd(sheet)), field).toBe(0);
      await sheet.getByRole('button', { name: '取消' }).click();
      await sheet.waitFor({ state: 'detached' });
    }
  });

  it('+关注 of the last medical columns, scrolled to the end of the list, is tapped, not the floating 首页 button', async () => {
    const { page } = phone;
    await openFromHome(page, '医学专栏');
    await page.waitForURL(/\/medical-column$/);
    const follows = page.getByRole('button', { name: /^关注 / });
    await follows.first().waitFor();
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const home = await page.getByRole('link', { name: '回到首页' }).boundingBox();
    if (!home) throw new Error('no floating 首页 button');
    const onScreen: Locator[] = [];
    const covered: string[] = [];
    for (const follow of await follows.all()) {
      const box = await follow.boundingBox();
      if (!box || box.y + box.height < 0 || box.y > SCREEN_HEIGHT) continue;
      onScreen.push(follow);
      const overlapsHome = box.x < home.x + home.width && home.x < box.x + box.width && box.y < home.y + home.height && home.y < box.y + box.height;
      if (overlapsHome || !(await tapLandsOn(follow))) covered.push((await follow.getAttribute('aria-label')) ?? '');
    }
    expect(onScreen.length).toBeGreaterThanOrEqual(3);
    expect(covered).toEqual([]);
    // The last column's +关注 is on screen at the end, clear of the home indicator too.
    expect(await overlap(follows.last())).toBe(0);
    // The last one, tapped as a visitor would: the login-needed dialog, still on the list.
    await follows.last().tap();
    await page.getByRole('dialog', { name: '需要登录' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/medical-column');
  });
});
