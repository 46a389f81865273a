import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './phone-browser';
import { E2E_OPERATOR_PASSWORD, E2E_OPERATORS } from './ops-operators';
import { e2eServer } from './e2e-server';

// The operator's path through the console, read as the operator reads it: every screen's visible text
// (including button labels, and the aria-labels and placeholders of visible elements) must be Chinese.
// Nothing here is saved: the walk only signs in, opens, selects and reads.

const baseUrl = e2eServer.baseUrl;

/**
 * Latin words the console may show, each for a reason:
 * - the signed-in operators' own names (e2e-publisher, e2e-editor): data the operator typed, not console text;
 * - Ctrl, Shift, Esc, Delete: the keys' own labels, as printed on the keyboard, in the shortcut hints.
 * Nothing else: product names, units and ids are written in Chinese on the operator's path.
 */
const ALLOWED_TEXT: readonly string[] = [...Object.values(E2E_OPERATORS).map((operator) => operator.name), 'Ctrl', 'Shift', 'Esc', 'Delete'];

/** Two or more Latin letters in a row: an English (or id-like) word. Single letters (X天X时, A–Z) are not words. */
const LATIN_WORD = /[A-Za-z]{2,}/g;

let browser: Browser;

/**
 * Sample values in the binding tree are the data itself (titles, links, image addresses the API answers),
 * not console text: they are left out of the reading.
 */
const DATA_ONLY = '.ops-binding__sample';

/** What the operator sees: innerText, and the aria-labels and placeholders of elements on the screen. */
function visibleText(page: Page): Promise<string[]> {
  return page.evaluate((dataOnly) => {
    const hidden = document.createElement('style');
    hidden.textContent = `${dataOnly} { display: none !important; }`;
    document.head.append(hidden);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder]')]
      .filter(shown)
      .flatMap((element) => [element.getAttribute('aria-label') ?? '', element.getAttribute('placeholder') ?? '']);
    const text = document.body.innerText;
    hidden.remove();
    return [text, ...attributes];
  }, DATA_ONLY);
}

/** `screen: word (in "…line…")` for every English word of the screen's text. */
async function englishOn(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  for (const text of await visibleText(page)) {
    for (const line of text.split('\n')) {
      let rest = line;
      for (const allowed of ALLOWED_TEXT) rest = rest.split(allowed).join(' ');
      for (const word of rest.match(LATIN_WORD) ?? []) found.push(`${screen}: ${word}（在「${line.trim().slice(0, 80)}」）`);
    }
  }
  return [...new Set(found)];
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('operator console: all Chinese', () => {
  it("shows no English word on the operator path: sign-in, pages, editor, node, every widget's props, events and binding tree, every action, palette, history, audit log, home content, widget usage", async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const english: string[] = [];

    await page.goto('/ops');
    await page.getByLabel('用户名').waitFor();
    english.push(...(await englishOn(page, '登录')));
    await page.getByLabel('用户名').fill(E2E_OPERATORS.publisher.name);
    await page.getByLabel('密码').fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('navigation', { name: '后台导航' }).waitFor();

    // The page list: names by kind, searchable; pages without their own layout offer 创建页面.
    await page.getByRole('heading', { name: '页面布局' }).waitFor();
    await page.locator('table[data-page-group="channel"]').waitFor();
    english.push(...(await englishOn(page, '页面布局')));
    expect(await page.locator('table[data-page-group] caption').allInnerTexts()).toEqual(['首页', '频道', '专题', '活动页', '其他页面']);
    const channelNames = await page.locator('table[data-page-group="channel"] tbody th').allInnerTexts();
    expect(channelNames.some((name) => /^频道 · \S/.test(name))).toBe(true);
    await page.getByLabel('搜索页面').fill('课程详情');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    english.push(...(await englishOn(page, '页面布局（搜索）')));
    await page.getByLabel('搜索页面').fill('');

    // The editor of the channel template: outline, palette, history, validation, preview.
    await page.getByRole('button', { name: '编辑 频道页模板（各频道默认）' }).click();
    await page.getByRole('heading', { name: '编辑页面：频道页模板（各频道默认）' }).waitFor();
    await page.getByRole('heading', { name: '历史版本' }).waitFor();
    await page.getByRole('heading', { name: '组件库' }).waitFor();
    await page.getByText('校验通过').waitFor();
    english.push(...(await englishOn(page, '编辑页面')));

    // A selected node: its typed props, events and actions.
    await page.locator('li[data-node-id="section-live"] .ops-outline__select').first().click();
    await page.getByRole('heading', { name: /^编辑节点：直播（分区）/ }).waitFor();
    english.push(...(await englishOn(page, '编辑节点')));

    // The palette, searched by a Chinese name.
    await page.getByLabel('搜索组件').fill('轮播');
    await page.getByRole('button', { name: '添加 轮播图' }).waitFor();
    english.push(...(await englishOn(page, '组件库（搜索）')));

    // Every widget of the palette, added to the draft (never saved) and opened in the inspector: its props
    // form, its events, and for the first prop that can be bound, the binding tree of every data source
    // opened two levels deep.
    await page.getByLabel('搜索组件').fill('');
    const addButtons = page.locator('.ops-palette button[aria-label^="添加 "]');
    const widgetCount = await addButtons.count();
    expect(widgetCount).toBeGreaterThan(40);
    const editor = page.locator('.ops-node-editor');
    for (let index = 0; index < widgetCount; index++) {
      const button = addButtons.nth(index);
      const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^添加 /, '');
      await button.click();
      await page.getByRole('heading', { name: new RegExp(`^编辑节点：.*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
      english.push(...(await englishOn(page, `组件「${name}」的属性和事件`)));
      const bind = editor.getByRole('button', { name: '绑定数据', exact: true }).first();
      if ((await bind.count()) === 0) continue;
      await bind.click();
      const source = editor.getByLabel('数据来源').first();
      if ((await source.count()) === 0) continue;
      for (const value of await source
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))) {
        await source.selectOption(value);
        // Two levels deep, up to 40 branches a level, opened in one go per level: a click each through the
        // driver (its checks and a round trip per branch) made this walk take minutes.
        for (let level = 0; level < 2; level++) {
          const stayedClosed = await editor.evaluate(async (element) => {
            const closed = [...element.querySelectorAll<HTMLElement>('.ops-binding__toggle[aria-expanded="false"]')].slice(0, 40);
            for (const toggle of closed) toggle.click();
            // React renders the last click's update in a microtask: let it run before reading.
            await new Promise((resolve) => setTimeout(resolve, 0));
            return closed.filter((toggle) => toggle.getAttribute('aria-expanded') !== 'true').length;
          });
          expect(stayedClosed).toBe(0);
        }
        english.push(...(await englishOn(page, `组件「${name}」绑定数据：${value}`)));
      }
    }

    // Every action type, added to the carousel's tap event, with its typed fields, read once the draft's
    // check has answered: an action added with empty fields shows what is wrong beside each field.
    const checked = page.locator('section[aria-label="校验结果"][aria-busy="false"]');
    await page.getByRole('button', { name: '添加 轮播图', exact: true }).click();
    await page.getByRole('heading', { name: /^编辑节点：.*轮播图/ }).waitFor();
    const actionType = editor.getByLabel('动作类型').first();
    const actionTypes = await actionType
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(actionTypes.length).toBeGreaterThan(20);
    // All of them on the one event, read together once the check of that draft has answered (a check and a
    // read per action made this the walk's slowest part).
    for (const value of actionTypes) {
      await actionType.selectOption(value);
      await editor.getByRole('button', { name: '添加动作', exact: true }).first().click();
    }
    await expect.poll(() => editor.getByRole('button', { name: /^删除动作 \d+（/ }).count()).toBe(actionTypes.length);
    await checked.waitFor();
    english.push(...(await englishOn(page, `动作（${actionTypes.length} 种）`)));

    // The walk changed only the draft: leave it unsaved.
    await page.getByRole('link', { name: '操作日志' }).click();
    await page.getByRole('alertdialog', { name: '离开编辑器' }).getByRole('button', { name: '离开', exact: true }).click();

    for (const [link, heading] of [
      ['操作日志', '操作日志'],
      ['首页内容', '首页内容'],
      ['组件使用情况', '组件使用情况'],
      ['排期', '排期'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      // Each view's list has loaded (its loading text is gone) before it is read.
      await expect.poll(() => page.getByText('加载中…').count()).toBe(0);
      // The log's first page has rows (this test's own 登录 may be on a later page by now: other files on this
      // worker's server add entries meanwhile).
      if (link === '操作日志') await page.getByRole('row').nth(1).waitFor();
      english.push(...(await englishOn(page, heading)));
    }

    expect(english).toEqual([]);
    await context.close();
    // Sixty-odd widgets with their binding trees, and every action: a long walk.
  }, 900_000);
});
