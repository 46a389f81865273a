import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';
import { launchBrowser } from './phone-browser';

// The console's 组件库 as a developer or operator uses it: pick a widget, switch its states, phone sizes
// and text size, tap the example (the action is listed, not run), and read its contract. The editor role,
// the least one, may look; nothing here changes anything.

const baseUrl = e2eServer.baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openWorkbench(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1400, height: 1100 } });
  const page = await context.newPage();
  await useConsoleSession(context, baseUrl, E2E_OPERATORS.editor.name);
  await page.goto('/ops');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '组件库' }).click();
  await page.getByRole('heading', { name: '组件库', exact: true }).waitFor();
  return page;
}

describe('the widget workbench in the console', () => {
  it('shows a widget in each state, size and text size, logs its actions and shows its contract', async () => {
    const page = await openWorkbench();
    try {
      await page.getByRole('navigation', { name: '组件列表' }).getByLabel('搜索组件').fill('资讯');
      await page
        .getByRole('navigation', { name: '组件列表' })
        .getByRole('button', { name: /^资讯列表/ })
        .click();
      await page.getByRole('heading', { name: '资讯列表', exact: true }).waitFor();

      const frameTitled = (state: string, size: string) => page.frameLocator(`iframe[title="资讯列表（${state}，${size}）"]`);
      // Content: the example's news through the runtime (max 2 of 3 shown, with their reads).
      let frame = frameTitled('有内容', '390×844');
      await frame.getByRole('button', { name: /全国心血管疾病防治高峰论坛/ }).waitFor();
      await expect.poll(() => frame.getByRole('button').count()).toBe(2);
      await frame.getByText('1.3万阅读').waitFor();

      // A tap is listed, not run: the frame stays on the example.
      await frame.getByRole('button', { name: /呼吸与危重症医学年会/ }).click();
      const log = page.getByRole('region', { name: '动作记录' });
      await log.getByText('打开页面：/meeting-news-detail/2').waitFor();
      await frame.getByRole('button', { name: /全国心血管疾病防治高峰论坛/ }).waitFor();

      // Other states.
      await page.getByRole('radio', { name: '超长文字' }).check();
      frame = frameTitled('超长文字', '390×844');
      await frame
        .getByRole('button', { name: /特别长的文字/ })
        .first()
        .waitFor();
      await page.getByRole('radio', { name: '无内容' }).check();
      frame = frameTitled('无内容', '390×844');
      await frame.locator('#workbench-node').waitFor({ state: 'attached' });
      await expect.poll(() => frame.getByRole('button').count()).toBe(0);

      // Phone sizes: the frame's page is as wide as the phone.
      await page.getByRole('radio', { name: '有内容' }).check();
      await page.getByLabel('屏幕尺寸').selectOption({ label: '320×568' });
      frame = frameTitled('有内容', '320×568');
      await frame.getByRole('button', { name: /全国心血管疾病防治高峰论坛/ }).waitFor();
      const width = await frame.locator('html').evaluate(() => window.innerWidth);
      expect(width).toBe(320);

      // Large text: the app's 字体大小 setting, applied in the frame.
      await page.getByRole('radio', { name: '大', exact: true }).check();
      await expect.poll(() => frameTitled('有内容', '320×568').locator('html').getAttribute('data-text-size')).toBe('large');

      // The contract: props from the schema, events, versions and where it is used.
      const props = page.getByRole('table', { name: '属性' });
      const items = props.getByRole('row', { name: /^items / });
      await expect.poll(() => items.getByRole('cell').allInnerTexts()).toEqual([expect.stringMatching(/^列表/), '资讯条目', '', '是']);
      const titleLength = props.getByRole('row', { name: /^titleLength / });
      await expect.poll(() => titleLength.getByRole('cell').allInnerTexts()).toEqual(['整数', '标题保留的字数，超出显示省略号', '26', '否']);
      await page
        .getByRole('table', { name: '事件' })
        .getByRole('row', { name: /^select / })
        .waitFor();
      await page.getByText('第 1 版：最初的版本').waitFor();
      // Stored layouts that use it (the seeded meeting pages).
      await expect.poll(() => page.getByRole('button', { name: /^打开.*（节点 / }).count()).toBeGreaterThan(0);

      // The page itself (not the widget in the frame, which the app's own checks cover) meets WCAG 2.1 AA.
      const audit = await new AxeBuilder({ page }).include('.workbench').exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
