import { type Browser, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone } from './phone-browser';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

// The console's phone preview as an operator uses it: it shows the unsaved draft as it is edited,
// a click on a section selects that section in the editor, hovering names it, and the phone size can be
// switched. Looking never saves: the layout gains no revision.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

/** A channel whose page shows both 直播 and 病例, from the end of the list (other files start at its head). */
async function channelWithLiveAndCases(): Promise<number> {
  const channels = await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999');
  for (const channel of [...channels.list].reverse()) {
    const home = await api<Record<string, { count?: number } | undefined>>(`/course/api/channel/${channel.id}/home`);
    if ((home.live?.count ?? 0) > 0 && (home.case?.count ?? 0) > 0) return channel.id;
  }
  throw new Error('no seeded channel has both lives and cases');
}

async function openConsole(operator: { name: (typeof E2E_OPERATORS)[keyof typeof E2E_OPERATORS]['name'] } = E2E_OPERATORS.editor): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
  const page = await context.newPage();
  await useConsoleSession(page.context(), baseUrl, operator.name);
  await page.goto('/ops');
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  return page;
}

/** The layout's stored revisions as the console's API reports them (with the operator's session). */
function storedRevisions(page: Page, layoutId: string): Promise<{ revision: number; count: number }> {
  return page.evaluate(async (id) => {
    const read = async (path: string) => ((await (await fetch(`/ops/api/layouts/${encodeURIComponent(id)}${path}`)).json()) as { data: unknown }).data;
    const layout = (await read('')) as { revision: number };
    const revisions = (await read('/revisions')) as { list?: unknown[] } | unknown[] | null;
    const list = Array.isArray(revisions) ? revisions : (revisions?.list ?? []);
    return { revision: layout.revision, count: list.length };
  }, layoutId);
}

const outlineRow = (page: Page, nodeId: string) => page.locator(`li[data-node-id="${nodeId}"] > .ops-outline__row`).first();
const sectionHeading = (frame: FrameLocator, title: string) => frame.locator('.w-section h2', { hasText: title }).first();

/** The page's top-level node ids in the outline's order. */
async function topLevelOrder(page: Page): Promise<string[]> {
  return page
    .locator('.ops-outline .ops-outline__list')
    .first()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-node-id') ?? ''));
}

/** Whether the preview shows the section titled `first` above the one titled `second`. */
async function previewOrder(frame: FrameLocator, first: string, second: string): Promise<'before' | 'after' | 'missing'> {
  const titles = (await frame.locator('.w-section h2').allInnerTexts()).map((title) => title.trim());
  const [a, b] = [titles.indexOf(first), titles.indexOf(second)];
  if (a < 0 || b < 0) return 'missing';
  return a < b ? 'before' : 'after';
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('layout editor: the phone preview is the editing surface', () => {
  it('shows an unsaved edit, selects a clicked section, names a hovered one, changes size, and saves nothing', async () => {
    const channelId = await channelWithLiveAndCases();
    const layoutId = `channel-home.${channelId}`;
    const page = await openConsole();
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const before = await storedRevisions(page, layoutId);

    // Shown at once, without pressing anything, at the first phone size.
    const frameElement = page.locator('iframe[title="草稿预览（375×667）"]');
    const frame = page.frameLocator('iframe[title^="草稿预览"]');
    await sectionHeading(frame, '病例').waitFor();
    expect(await frameElement.evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([375, 667]);

    // An edit that is not saved shows in the preview.
    await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();
    await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill('病例精选');
    await sectionHeading(frame, '病例精选').waitFor();
    await page.getByText('有未保存的修改', { exact: true }).waitFor();

    // Clicking a section in the preview selects it in the outline and opens its form; no navigation happens.
    await sectionHeading(frame, '直播').click();
    await expect.poll(() => outlineRow(page, 'section-live').getAttribute('class')).toContain('is-selected');
    expect(await outlineRow(page, 'section-case').getAttribute('class')).not.toContain('is-selected');
    expect(await page.locator('.ops-node-editor').getByLabel(/标题/).first().inputValue()).toBe('直播');
    expect(await frame.locator('.sdui-canvas-selection').isVisible()).toBe(true);
    await sectionHeading(frame, '直播').waitFor();

    // Hovering a section shows its name as the outline shows it.
    const liveLabel = await page.locator('li[data-node-id="section-live"] .ops-outline__label').first().innerText();
    await sectionHeading(frame, '病例精选').hover();
    await expect
      .poll(() => frame.locator('.sdui-canvas-label').innerText())
      .toBe(await page.locator('li[data-node-id="section-case"] .ops-outline__label').first().innerText());
    await sectionHeading(frame, '直播').hover();
    await expect.poll(() => frame.locator('.sdui-canvas-label').innerText()).toBe(liveLabel);

    // Undo goes back to the stored title, in the preview too.
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await expect.poll(() => frame.locator('.w-section h2', { hasText: '病例精选' }).count()).toBe(0);
    await sectionHeading(frame, '病例').waitFor();

    // Phone sizes.
    await page.getByLabel('屏幕尺寸').selectOption({ label: '标准 390×844' });
    const standard = page.locator('iframe[title="草稿预览（390×844）"]');
    expect(await standard.evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([390, 844]);
    await page.getByLabel('屏幕尺寸').selectOption({ label: '大屏 414×896' });
    expect(await page.locator('iframe[title="草稿预览（414×896）"]').evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([414, 896]);
    // The frame keeps its page: the draft is still there.
    await sectionHeading(frame, '直播').waitFor();

    // Nothing was saved by looking.
    expect(await storedRevisions(page, layoutId)).toEqual(before);
    await page.context().close();
  });

  it('moves a section dragged within the preview, as one undoable edit, without saving', async () => {
    const layoutId = `channel-home.${await channelWithLiveAndCases()}`;
    const page = await openConsole();
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const before = await storedRevisions(page, layoutId);
    // The tallest phone, so that both sections are on screen at once.
    await page.getByLabel('屏幕尺寸').selectOption({ label: '大屏 414×896' });
    const frame = page.frameLocator('iframe[title^="草稿预览"]');
    await sectionHeading(frame, '病例').waitFor();
    const initial = await topLevelOrder(page);
    expect(initial.indexOf('section-live')).toBeLessThan(initial.indexOf('section-case'));

    // Press on 病例 and drag upwards: held at the frame's top edge, the page scrolls until 直播 is on screen;
    // the drop target is outlined while dragging; release on 直播.
    const frameBox = (await page.locator('iframe[title^="草稿预览"]').boundingBox())!;
    await sectionHeading(frame, '病例').scrollIntoViewIfNeeded();
    const from = (await sectionHeading(frame, '病例').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const x = from.x + from.width / 2;
    await page.mouse.move(x, frameBox.y + 10, { steps: 12 });
    const liveInView = () => sectionHeading(frame, '直播').evaluate((heading) => heading.getBoundingClientRect().top > 60);
    await expect.poll(liveInView, { timeout: 15_000 }).toBe(true);
    // Leaving the edge stops the scrolling; the target is measured only once it stands still (on a busy
    // machine the page scrolls on for a while, and a box measured too early lies over the section above).
    await page.mouse.move(x, frameBox.y + frameBox.height / 2, { steps: 2 });
    let to = (await sectionHeading(frame, '直播').boundingBox())!;
    await expect
      .poll(async () => {
        const now = (await sectionHeading(frame, '直播').boundingBox())!;
        const still = now.y === to.y;
        to = now;
        return still;
      })
      .toBe(true);
    await page.mouse.move(x, to.y + to.height / 2, { steps: 6 });
    expect(await frame.locator('.sdui-canvas-drop').isVisible()).toBe(true);
    await page.mouse.up();

    // The outline shows the new order, the moved section is selected, the preview follows; nothing is saved.
    await expect.poll(async () => (await topLevelOrder(page)).indexOf('section-case')).toBe(initial.indexOf('section-live'));
    expect((await topLevelOrder(page)).indexOf('section-live')).toBe(initial.indexOf('section-live') + 1);
    await expect.poll(() => outlineRow(page, 'section-case').getAttribute('class')).toContain('is-selected');
    await expect.poll(() => previewOrder(frame, '病例', '直播')).toBe('before');
    await page.getByText('有未保存的修改', { exact: true }).waitFor();
    expect(await frame.locator('.sdui-canvas-drop').isVisible()).toBe(false);
    expect(await storedRevisions(page, layoutId)).toEqual(before);

    // One undo puts it back, in the outline and in the preview.
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await expect.poll(() => topLevelOrder(page)).toEqual(initial);
    await expect.poll(() => previewOrder(frame, '病例', '直播')).toBe('after');
    await page.getByText('有未保存的修改', { exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows the rolled-back layout after a rollback, without a reload', async () => {
    const layoutId = `channel-home.${await channelWithLiveAndCases()}`;
    const page = await openConsole(E2E_OPERATORS.publisher);
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const frame = page.frameLocator('iframe[title^="草稿预览"]');
    await sectionHeading(frame, '直播').waitFor();
    const publish = async () => {
      const button = page.getByRole('button', { name: '发布', exact: true });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.click();
      await page.getByText(/已发布第 \d+ 版/).waitFor();
    };
    // Saved and published as it is, then with a new title.
    await page.getByRole('button', { name: '保存草稿' }).click();
    const first = Number((await page.getByText(/草稿已保存（第 \d+ 版）/).innerText()).match(/\d+/)![0]);
    await publish();
    await page.locator('li[data-node-id="section-live"] .ops-outline__select').first().click();
    await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill('直播回看');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText(`草稿已保存（第 ${first + 1} 版）`).waitFor();
    await publish();
    await sectionHeading(frame, '直播回看').waitFor();

    await page.getByRole('button', { name: `回滚到第 ${first} 版` }).click();
    await page.getByRole('alertdialog', { name: '回滚' }).getByRole('button', { name: '回滚', exact: true }).click();
    await page.getByText(new RegExp(`已回滚到第 ${first} 版的内容`)).waitFor();
    await expect.poll(() => frame.locator('.w-section h2', { hasText: '直播回看' }).count()).toBe(0);
    await sectionHeading(frame, '直播').waitFor();
    await page.context().close();
  });

  it('renders the stored layout, not the canvas, when the page is opened outside the console', async () => {
    const channelId = await channelWithLiveAndCases();
    const phone = await openPhone(baseUrl);
    const { page } = phone;
    await page.goto(`/?channel=${channelId}&preview=canvas`);
    await page.locator('.w-section h2', { hasText: '病例' }).first().waitFor();
    // No canvas: no outlines are installed over the page.
    expect(await page.locator('.sdui-canvas-hover, .sdui-canvas-selection').count()).toBe(0);
    await phone.close();
  });
});
