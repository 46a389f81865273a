import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './phone-browser';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';

// The console keeps one copy of what the server said: a save and a publish in the editor refresh the page
// list and the history panel at once, without the operator reloading anything. The page is put back as it
// was at the end (a rollback to its first published revision), for the other files that open it.

const baseUrl = e2eServer.baseUrl;
/** A page no other console test edits. */
const LAYOUT = 'amount-rule';

let browser: Browser;
let page: Page;
let publishedBefore: number | null = null;

const row = () => page.locator(`tr[data-layout-id="${LAYOUT}"]`);
const statusOf = async () => (await row().locator('td').first().innerText()).trim();
const historyRow = (revision: number) => page.locator(`.ops-history tr[data-revision="${revision}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
});

afterAll(async () => {
  if (publishedBefore !== null)
    await page.evaluate(
      async ({ id, revision }) => {
        await fetch(`/ops/api/layouts/${id}/rollback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ revision }) });
      },
      { id: LAYOUT, revision: publishedBefore },
    );
  await browser?.close();
});

describe('the console refreshes what it shows after a save', () => {
  it('shows the new revision in the page list and the history after saving and publishing, without a reload', async () => {
    await page.goto('/ops');
    await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '页面布局' }).click();
    await row().waitFor();
    // A reload or a navigation would drop this.
    await page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });
    const before = /已发布第 (\d+) 版/.exec(await statusOf());
    expect(before).not.toBeNull();
    publishedBefore = Number(before?.[1]);

    await row()
      .getByRole('button', { name: /^编辑 / })
      .click();
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    await page
      .locator('li[data-node-id="back"]')
      .getByRole('button', { name: /^下移 / })
      .first()
      .click();
    await page.getByRole('button', { name: '保存草稿', exact: true }).click();
    const savedText = await page.getByText(/^草稿已保存（第 \d+ 版）$/).innerText();
    const saved = Number(/第 (\d+) 版/.exec(savedText)?.[1]);
    expect(saved).toBeGreaterThan(publishedBefore);
    // The history panel lists the saved draft at once.
    await historyRow(saved).waitFor();

    const publish = page.getByRole('button', { name: '发布', exact: true });
    await expect.poll(() => publish.isEnabled(), { timeout: 15_000 }).toBe(true);
    await publish.click();
    const publishedText = await page.getByText(/^已发布第 \d+ 版$/).innerText();
    const published = Number(/第 (\d+) 版/.exec(publishedText)?.[1]);
    await expect.poll(() => historyRow(published).innerText()).toContain('线上版本');

    // Back to the list: the page's state is the new revision, read again after the publish.
    await page.getByRole('button', { name: '返回布局列表' }).click();
    await row().waitFor();
    await expect.poll(statusOf).toBe(`已发布第 ${published} 版`);
    expect(await row().locator('td').nth(2).innerText()).toBe('');

    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
