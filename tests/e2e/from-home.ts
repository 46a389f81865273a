import type { Page } from 'playwright-core';

/** Opens `/`, closes the once-a-day screen advert if it shows, and taps a home shortcut by its title. */
export async function openFromHome(page: Page, shortcut: string): Promise<void> {
  await page.goto('/');
  const entrances = page.getByRole('navigation', { name: '快捷入口' });
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  // Whichever comes first: the advert over the page, or the page itself.
  await Promise.race([advert.waitFor().catch(() => undefined), entrances.waitFor()]);
  if (await advert.isVisible().catch(() => false)) {
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
    await advert.waitFor({ state: 'detached' });
  }
  await entrances.getByText(shortcut, { exact: true }).first().click();
}

/** Scrolls down until `done` holds (infinite lists load as their end comes near). */
export async function scrollUntil(page: Page, done: () => Promise<boolean>, rounds = 60): Promise<void> {
  for (let i = 0; i < rounds && !(await done()); i++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(150);
  }
}
