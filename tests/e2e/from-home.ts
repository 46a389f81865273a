import type { Locator, Page } from 'playwright-core';

/** Opens `path` and closes the once-a-day screen advert if it shows, whichever comes first: the advert or `ready`. */
export async function openPastAdvert(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  await Promise.race([advert.waitFor().catch(() => undefined), ready.waitFor()]);
  if (await advert.isVisible().catch(() => false)) {
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
    await advert.waitFor({ state: 'detached' });
  }
}

/** Opens `/`, closes the once-a-day screen advert if it shows, and taps a home shortcut by its title. */
export async function openFromHome(page: Page, shortcut: string): Promise<void> {
  const entrances = page.getByRole('navigation', { name: '快捷入口' });
  await openPastAdvert(page, '/', entrances);
  await entrances.getByText(shortcut, { exact: true }).first().click();
}

/** Scrolls down until `done` holds (infinite lists load as their end comes near). */
export async function scrollUntil(page: Page, done: () => Promise<boolean>, rounds = 60): Promise<void> {
  for (let i = 0; i < rounds && !(await done()); i++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(150);
  }
}

/** Closes the once-a-day screen advert if it shows now (pages opened by URL rather than from home). */
export async function closeAdvertIfShown(page: Page): Promise<void> {
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  if (await advert.isVisible().catch(() => false))
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
}
