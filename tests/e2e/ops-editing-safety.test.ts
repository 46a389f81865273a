import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './phone-browser';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';

// The layout editor as an operator uses it: an edit can be undone and redone (buttons and keys), leaving
// with unsaved edits asks first (console navigation and closing the tab), deleting a node asks first, and
// the page fits 1,280 and 1,920 px windows without panels spilling into each other.
// Nothing here is saved: the layouts stay as other test files expect them.

const baseUrl = e2eServer.baseUrl;
/** A page no other browser test edits in the console. */
const LAYOUT = 'my-setting';
const TITLE = '用户协议与隐私政策';

let browser: Browser;

async function openConsole(width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width, height } });
  const page = await context.newPage();
  await useConsoleSession(page.context(), baseUrl, E2E_OPERATORS.publisher.name);
  await page.goto('/ops');
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  return page;
}

async function openLayout(page: Page, id: string): Promise<void> {
  await page.goto(`/ops#/layouts/${id}`);
  await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
}

const outlineLabels = (page: Page) => page.locator('.ops-outline__label').allInnerTexts();
const unsavedBadge = (page: Page) => page.getByText('有未保存的修改', { exact: true });

const selectAgreement = (page: Page) => page.locator('li[data-node-id="agreement"] .ops-outline__select').first().click();

async function editAgreementTitle(page: Page, title: string): Promise<void> {
  await selectAgreement(page);
  await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill(title);
  await expect.poll(() => outlineLabels(page)).toContain(`${title}（设置行）`);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('layout editor: editing safety', () => {
  it('undoes and redoes an edit with the buttons and with Ctrl+Z / Ctrl+Shift+Z; the edit comes back', async () => {
    const page = await openConsole(1440);
    await openLayout(page, LAYOUT);
    const undo = page.getByRole('button', { name: '撤销', exact: true });
    const redo = page.getByRole('button', { name: '重做', exact: true });
    expect(await undo.isDisabled()).toBe(true);

    await editAgreementTitle(page, '用户协议（新）');
    await unsavedBadge(page).waitFor();
    const field = page.locator('.ops-node-editor').getByLabel(/标题/).first();

    // Typing is one step: one undo restores the whole old title.
    await undo.click();
    await expect.poll(() => field.inputValue()).toBe(TITLE);
    expect(await outlineLabels(page)).toContain(`${TITLE}（设置行）`);
    await unsavedBadge(page).waitFor({ state: 'detached' });
    await redo.click();
    await expect.poll(() => field.inputValue()).toBe('用户协议（新）');
    await unsavedBadge(page).waitFor();

    // The keys, with focus outside the text field (on the selected node in the outline).
    await page.locator('li[data-node-id="agreement"] .ops-outline__select').first().focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => field.inputValue()).toBe(TITLE);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => field.inputValue()).toBe('用户协议（新）');
    await expect.poll(() => outlineLabels(page)).toContain('用户协议（新）（设置行）');
    await page.context().close();
  });

  it('asks before leaving with unsaved edits: staying keeps them, leaving drops them; closing the tab asks too', async () => {
    const page = await openConsole(1440);
    await openLayout(page, LAYOUT);
    // Without edits the console just goes.
    await page.getByRole('link', { name: '操作日志' }).click();
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    await openLayout(page, LAYOUT);

    await editAgreementTitle(page, '用户协议（未保存）');
    await page.getByRole('link', { name: '操作日志' }).click();
    let dialog = page.getByRole('alertdialog', { name: '离开编辑器' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('有未保存的修改，确定离开吗？');
    await dialog.getByRole('button', { name: '留下继续编辑' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe(`#/layouts/${LAYOUT}`);
    expect(await outlineLabels(page)).toContain('用户协议（未保存）（设置行）');
    await unsavedBadge(page).waitFor();

    // Another layout (and the back button of the editor) ask the same way.
    await page.getByRole('button', { name: '返回布局列表' }).click();
    dialog = page.getByRole('alertdialog', { name: '离开编辑器' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe(`#/layouts/${LAYOUT}`);

    // Closing or reloading the tab: the browser's own question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (question) => void question.dismiss().then(() => resolve(question.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('link', { name: '操作日志' }).click();
    await page.getByRole('alertdialog', { name: '离开编辑器' }).getByRole('button', { name: '离开' }).click();
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    // The edit was never saved: the layout opens as it was.
    await openLayout(page, LAYOUT);
    expect(await outlineLabels(page)).toContain(`${TITLE}（设置行）`);
    await page.context().close();
  });

  it('asks before deleting the selected node (Delete key or button); undo brings it back', async () => {
    const page = await openConsole(1440);
    await openLayout(page, LAYOUT);
    const agreement = page.locator('li[data-node-id="agreement"]');
    await selectAgreement(page);
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('alertdialog', { name: '删除节点' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`确定删除节点「${TITLE}（设置行）」吗？`);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await agreement.count()).toBe(1);

    await page.getByRole('button', { name: `删除 ${TITLE}（设置行）` }).click();
    await dialog.getByRole('button', { name: '删除', exact: true }).click();
    await agreement.waitFor({ state: 'detached' });
    await unsavedBadge(page).waitFor();
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await agreement.waitFor();
    await unsavedBadge(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  for (const width of [1280, 1920]) {
    it(`fits a ${width} px window: no sideways scrolling, panels side by side without overlap, fields clear of the sticky bar`, async () => {
      const page = await openConsole(width);
      // The default channel page: the longest data entries (endpoint descriptions) and a full history.
      await openLayout(page, 'channel-home');
      await page.getByRole('button', { name: '预览' }).click();
      await page.locator('iframe[title^="草稿预览"]').waitFor();
      await page.getByRole('heading', { name: '历史版本' }).waitFor();
      // Validation's answer adds a line above the form: measure after it.
      await page.getByText('校验通过').waitFor();

      const measure = () =>
        page.evaluate(() => {
          // At the top of the page, where the sticky bar sits above the panels.
          window.scrollTo(0, 0);
          const box = (element: Element) => element.getBoundingClientRect();
          const columns = [...document.querySelectorAll('.ops-editor__column')];
          /** Elements sticking out of their column, except inside a box that scrolls its own content (and the drag
              library's fixed, visually hidden announcer). */
          const spilling = columns.flatMap((column) => {
            const edge = box(column);
            return [...column.querySelectorAll('*')]
              .filter((element) => {
                for (let up = element.parentElement; up && up !== column; up = up.parentElement) {
                  if (getComputedStyle(up).overflowX !== 'visible') return false;
                }
                if (getComputedStyle(element).position === 'fixed') return false;
                const { left, right, width } = box(element);
                return width > 0 && (left < edge.left - 1 || right > edge.right + 1);
              })
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
          });
          const panels = columns.flatMap((column) =>
            [...column.children].map((panel) => ({ column: columns.indexOf(column), rect: box(panel).toJSON() as DOMRect })),
          );
          return {
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            columns: columns.map((column) => box(column).toJSON() as DOMRect),
            panels,
            spilling,
            bar: box(document.querySelector('.ops-editor__bar')!).toJSON() as DOMRect,
            grid: box(document.querySelector('.ops-editor__grid')!).toJSON() as DOMRect,
          };
        });
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const check = async () => {
        const page_ = await measure();
        expect(page_.scrollWidth).toBeLessThanOrEqual(page_.innerWidth);
        expect(page_.columns).toHaveLength(3);
        expect(page_.spilling).toEqual([]);
        for (let a = 0; a < page_.panels.length; a += 1)
          for (let b = a + 1; b < page_.panels.length; b += 1) expect(overlap(page_.panels[a].rect, page_.panels[b].rect), `panels ${a} and ${b}`).toBe(false);
        // Side by side: each column starts right of the previous one.
        for (let n = 1; n < 3; n += 1) expect(page_.columns[n].left).toBeGreaterThanOrEqual(page_.columns[n - 1].right);
        expect(page_.bar.bottom).toBeLessThanOrEqual(page_.grid.top);
      };
      await check();
      // The preview frame is a whole 375 px phone inside its column.
      expect(await page.locator('iframe[title^="草稿预览"]').evaluate((frame) => frame.clientWidth)).toBe(375);

      // A node's form: the same, and a field reached with Tab while scrolled under the bar comes out below it.
      await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();
      const form = page.locator('.ops-node-editor');
      await form.waitFor();
      await check();
      const fields = form.locator('input[type="text"], input[type="number"]');
      const target = fields.nth(1);
      await fields.nth(0).focus();
      const barHeight = (await measure()).bar.height;
      const top = (await target.boundingBox())!.y;
      // Put the next field half under the sticky bar, then Tab to it.
      await page.evaluate((by) => window.scrollBy(0, by), top - barHeight / 2);
      expect((await target.boundingBox())!.y).toBeLessThan(barHeight);
      // Between two fields sit their 固定值 / 绑定数据 switches: Tab on until the field has focus.
      for (let presses = 0; presses < 6 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await expect.poll(() => target.evaluate((element) => element === document.activeElement)).toBe(true);
      const bar = (await page.locator('.ops-editor__bar').boundingBox())!;
      const field = (await target.boundingBox())!;
      expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      await page.context().close();
    });
  }
});
