import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { E2E_OPERATOR_PASSWORD, E2E_OPERATORS } from './ops-operators';
import { applySession, signInThroughApi } from './sign-in';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

// An operator rearranges a channel page in the console at /ops, previews and publishes it;
// a doctor's phone shows the new order after a reload; a rollback restores it; an invalid edit
// cannot be published and the error points at the node.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
const DOCTOR = '13800000020';

/** A channel whose page shows both 直播 and 病例 (other test files use the first channel: skip it). */
async function channelWithLiveAndCases(): Promise<number> {
  const channels = await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999');
  const candidates = [...channels.list.slice(1), ...channels.list.slice(0, 1)];
  for (const channel of candidates) {
    const home = await api<Record<string, { count?: number } | undefined>>(`/course/api/channel/${channel.id}/home`);
    if ((home.live?.count ?? 0) > 0 && (home.case?.count ?? 0) > 0) return channel.id;
  }
  throw new Error('no seeded channel has both lives and cases');
}

async function openDesktop(): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
  return { browser, context, page: await context.newPage() };
}

async function signInToConsole(page: Page, name: string): Promise<void> {
  await page.goto('/ops');
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
}

/** Titles of the channel page's sections, top to bottom. */
async function sectionTitles(scope: Page | ReturnType<Page['frameLocator']>): Promise<string[]> {
  return scope.locator('.w-section h2').allInnerTexts();
}

function order(titles: string[], first: string, second: string): 'before' | 'after' | 'missing' {
  const a = titles.findIndex((title) => title.startsWith(first));
  const b = titles.findIndex((title) => title.startsWith(second));
  if (a < 0 || b < 0) return 'missing';
  return a < b ? 'before' : 'after';
}

/** A real pointer drag (dnd-kit's PointerSensor needs movement in steps). */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 24 });
  await page.mouse.up();
}

/** How many revisions the layout has stored, as the console's API (with the operator's session) lists them. */
function revisionCount(page: Page, layoutId: string): Promise<number> {
  return page.evaluate(
    async (id) => ((await (await fetch(`/ops/api/layouts/${encodeURIComponent(id)}/revisions`)).json()) as { data: { list: unknown[] } }).data.list.length,
    layoutId,
  );
}

async function outlineOrder(page: Page): Promise<string[]> {
  return page
    .locator('.ops-outline > ol, .ops-outline > div > ol')
    .first()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-node-id') ?? ''));
}

describe('operator console', () => {
  let desktop: { browser: Browser; context: BrowserContext; page: Page };
  let phone: PhoneSession;
  let channelId: number;
  let layoutId: string;

  beforeAll(async () => {
    channelId = await channelWithLiveAndCases();
    layoutId = `channel-home.${channelId}`;
    desktop = await openDesktop();
    phone = await openPhone(baseUrl);
    await phone.page.goto('/');
    await applySession(phone.page, await signInThroughApi(DOCTOR));
  });

  afterAll(async () => {
    await desktop?.context.close();
    await desktop?.browser.close();
    await phone?.close();
  });

  async function doctorSees(): Promise<'before' | 'after' | 'missing'> {
    await phone.page.goto(`/?channel=${channelId}`);
    await phone.page.getByRole('heading', { name: /病例/ }).first().waitFor();
    await phone.page.getByRole('heading', { name: /直播/ }).first().waitFor();
    return order(await sectionTitles(phone.page), '病例', '直播');
  }

  it('lets an editor edit but not publish, and says why', async () => {
    const editor = await desktop.browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    const page = await editor.newPage();
    await signInToConsole(page, E2E_OPERATORS.editor.name);
    await page.getByText(`${E2E_OPERATORS.editor.name}（编辑）`).waitFor();
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
    expect(await page.getByRole('button', { name: '发布', exact: true }).isDisabled()).toBe(true);
    await page.getByText('你是编辑角色，只有发布者可以发布').waitFor();
    await editor.close();
  });

  it('drags 病例 above 直播, previews without saving, saves, publishes; the doctor sees it after a reload; rollback restores it', async () => {
    const { page } = desktop;
    expect(await doctorSees()).toBe('after');

    await signInToConsole(page, E2E_OPERATORS.publisher.name);
    await page.getByText(`${E2E_OPERATORS.publisher.name}（发布者）`).waitFor();
    // Every page is listed by name with its status; this channel has no page of its own yet, only the template.
    const row = page.locator(`tr[data-layout-id="${layoutId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/还没有自己的页面，正在使用频道页模板/);
    await row.getByRole('button', { name: /^创建页面：频道 · / }).click();
    await page.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
    // Customising: the editor starts from the default; saved as it is and published, it is the channel's own.
    await page.getByText(/新页面：从频道页模板（各频道默认）复制而来/).waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿已保存（第 1 版）').waitFor();
    const publishOwn = page.getByRole('button', { name: '发布', exact: true });
    await expect.poll(() => publishOwn.isEnabled()).toBe(true);
    await publishOwn.click();
    await page.getByText('已发布第 1 版').waitFor();
    expect(await doctorSees()).toBe('after');
    const before = await page.evaluate(async (id) => (await (await fetch(`/ops/api/layouts/${id}`)).json()).data.published_revision as number, layoutId);
    expect(before).toBe(1);

    // Keyboard drag first (dnd-kit's KeyboardSensor): pick 病例 up with Space, one step up, drop, and put it back.
    const caseHandle = page.getByRole('button', { name: '拖动排序：病例（分区）' });
    const initial = await outlineOrder(page);
    await caseHandle.focus();
    // dnd-kit starts listening for arrows a tick after the pick-up, and animates each step.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(async () => (await outlineOrder(page)).indexOf('section-case')).toBe(initial.indexOf('section-case') - 1);
    await page.getByRole('button', { name: '下移 病例（分区）' }).click();
    expect(await outlineOrder(page)).toEqual(initial);

    // Then a real pointer drag.
    await drag(page, caseHandle, page.getByRole('button', { name: '拖动排序：直播（分区）' }));
    await expect
      .poll(async () => {
        const ids = await outlineOrder(page);
        return ids.indexOf('section-case') < ids.indexOf('section-live');
      })
      .toBe(true);
    await page.getByText('有未保存的修改', { exact: true }).waitFor();
    await page.getByText('校验通过').waitFor();

    // Labelled controls, contrast, roles: no serious accessibility violations in the editor.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);

    // Preview: the real app renders the unsaved draft in a phone-sized frame; looking saves nothing, so the
    // layout gains no revision, the edit stays unsaved and doctors still see the old order.
    const revisionsBefore = await revisionCount(page, layoutId);
    await page.getByRole('button', { name: '预览', exact: true }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('草稿预览（375×667）');
    const frame = page.frameLocator('iframe[title="草稿预览（375×667）"]');
    await frame.getByRole('heading', { name: /病例/ }).first().waitFor();
    await expect.poll(async () => order(await sectionTitles(frame), '病例', '直播')).toBe('before');
    const size = await page.locator('iframe[title="草稿预览（375×667）"]').evaluate((element) => [element.clientWidth, element.clientHeight]);
    expect(size).toEqual([375, 667]);
    expect(await doctorSees()).toBe('after');
    expect(await revisionCount(page, layoutId)).toBe(revisionsBefore);
    await page.getByText('有未保存的修改', { exact: true }).waitFor();
    // A link for another window shows only the saved draft: it waits for the save instead of making one.
    expect(await page.getByRole('button', { name: '生成分享链接' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText(/草稿已保存（第 \d+ 版）/).waitFor();
    expect(await revisionCount(page, layoutId)).toBe(revisionsBefore + 1);
    await page.getByRole('button', { name: '生成分享链接' }).click();
    await page.getByRole('link', { name: '在新窗口打开预览（已保存的草稿）' }).waitFor();
    expect(await revisionCount(page, layoutId)).toBe(revisionsBefore + 1);

    const publish = page.getByRole('button', { name: '发布', exact: true });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await page.getByText(/已发布第 \d+ 版/).waitFor();
    expect(await doctorSees()).toBe('before');

    // Rollback to the revision that was live before, in one action.
    await page.getByRole('button', { name: `回滚到第 ${before} 版` }).click();
    const confirmRollback = page.getByRole('alertdialog', { name: '回滚' });
    expect(await confirmRollback.innerText()).toContain(`确定回滚到第 ${before} 版吗？`);
    await confirmRollback.getByRole('button', { name: '回滚', exact: true }).click();
    await page.getByText(new RegExp(`已回滚到第 ${before} 版的内容`)).waitFor();
    expect(await doctorSees()).toBe('after');
  });

  it('refuses to publish an invalid edit and points at the node', async () => {
    const { page } = desktop;
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.reload();
    await page.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
    await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();
    await page.getByLabel(/内容总数/).fill('-1');
    const problems = page.locator('li[data-node-id="section-case"] > .ops-outline__problems');
    await problems.waitFor();
    expect(await problems.innerText()).toMatch(/count|>= 0|0/);
    const publish = page.getByRole('button', { name: '发布', exact: true });
    expect(await publish.isDisabled()).toBe(true);
    await page.getByText(/校验有 \d+ 个错误/).waitFor();

    // Saving the draft is allowed; the server still refuses to publish it, naming the node.
    await page.getByRole('button', { name: '保存草稿' }).click();
    const saved = Number((await page.getByText(/草稿已保存（第 \d+ 版）/).innerText()).match(/第 (\d+) 版/)![1]);
    const refused = await page.evaluate(
      async ({ id, revision }) => {
        const response = await fetch(`/ops/api/layouts/${id}/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ revision }),
        });
        return (await response.json()) as { code: number; data?: { problems?: Array<{ node_id: string | null }> } };
      },
      { id: layoutId, revision: saved },
    );
    expect(refused.code).not.toBe(0);
    expect(refused.data?.problems?.some((problem) => problem.node_id === 'section-case')).toBe(true);
    expect(await doctorSees()).toBe('after');
  });

  it('refuses a save on a stale revision and shows what the other operator changed', async () => {
    const { page } = desktop;
    const other = await desktop.browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    const editorPage = await other.newPage();
    await signInToConsole(editorPage, E2E_OPERATORS.editor.name);
    // Both open the layout at the same revision.
    for (const p of [page, editorPage]) {
      await p.goto(`/ops#/layouts/${layoutId}`);
      await p.reload();
      await p.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
    }
    await editorPage.getByRole('button', { name: '上移 病例（分区）' }).click();
    await editorPage.getByRole('button', { name: '保存草稿' }).click();
    await editorPage.getByText(/草稿已保存/).waitFor();

    await page.getByRole('button', { name: '下移 直播（分区）' }).click();
    await page.getByRole('button', { name: '保存草稿' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '保存冲突' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(E2E_OPERATORS.editor.name);
    // The raw diff is a developer's detail, folded away until asked for.
    const diff = notice.getByRole('figure', { name: '对方的修改' });
    expect(await diff.isVisible()).toBe(false);
    await notice.getByText('原始差异（开发者视图）').click();
    expect(await diff.locator('.ops-diff__line--add').count()).toBeGreaterThan(0);
    expect(await diff.locator('.ops-diff__line--remove').count()).toBeGreaterThan(0);
    // Drop the refused edit, so leaving the editor next does not stop to ask about it.
    await notice.getByRole('button', { name: '放弃我的修改，载入最新版本' }).click();
    await page.getByText('有未保存的修改', { exact: true }).waitFor({ state: 'detached' });
    await other.close();
  });

  it("manages home content: an editor's message waits for a publisher, who publishes, reorders, removes and rolls back", async () => {
    const { page } = desktop;
    const title = `运营消息 ${Date.now()}`;
    const appHasMessage = async () => (await api<{ messages: Array<{ title: string }> }>('/course/api/home')).messages.some((m) => m.title === title);
    const kindNav = (p: Page) => p.getByRole('navigation', { name: '内容类型' });
    const confirmIn = async (p: Page, dialogTitle: string, button: string) => {
      const dialog = p.getByRole('alertdialog', { name: dialogTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    // The editor creates a message: it is saved as a draft the app does not show.
    const other = await desktop.browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    const editorPage = await other.newPage();
    await signInToConsole(editorPage, E2E_OPERATORS.editor.name);
    await editorPage.goto('/ops#/content');
    await editorPage.getByRole('heading', { name: '首页内容' }).waitFor();
    await kindNav(editorPage).getByRole('button', { name: '消息' }).click();
    await editorPage.getByRole('button', { name: '新建消息' }).first().click();
    await editorPage.getByLabel('标题（必填）').fill(title);
    // Unsaved edits: switching the kind asks first, and staying keeps them.
    await kindNav(editorPage).getByRole('button', { name: '轮播图' }).click();
    await confirmIn(editorPage, '离开编辑器', '留下继续编辑');
    expect(await editorPage.getByLabel('标题（必填）').inputValue()).toBe(title);
    await editorPage.getByRole('button', { name: '保存', exact: true }).click();
    await editorPage.getByRole('table', { name: '消息列表' }).getByRole('row').filter({ hasText: title }).waitFor();
    await editorPage.getByText(`新增「${title}」`).waitFor();
    await kindNav(editorPage)
      .getByRole('button', { name: /消息\s*待发布/ })
      .waitFor();
    await editorPage.getByText('编辑的修改需要发布者发布后才会在 App 中显示').waitFor();
    expect(await editorPage.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);
    expect(await appHasMessage()).toBe(false);
    await other.close();

    // The publisher sees what changed and publishes it, after confirming.
    await page.goto('/ops#/content');
    await page.reload();
    await page.getByRole('heading', { name: '首页内容' }).waitFor();
    await kindNav(page).getByRole('button', { name: /消息/ }).click();
    await page.getByText(`新增「${title}」`).waitFor();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await confirmIn(page, '发布首页内容', '发布');
    const published = Number(/\d+/.exec(await page.getByText(/已发布（版本 \d+）/).innerText())![0]);
    await expect.poll(appHasMessage).toBe(true);

    // Reorder: the new message (last) moves up one place.
    const table = page.getByRole('table', { name: '消息列表' });
    const row = table.getByRole('row').filter({ hasText: title });
    const titles = () => table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    const before = await titles();
    await row.getByRole('button', { name: `上移 ${title}` }).click();
    await expect.poll(async () => (await titles()).indexOf(title)).toBe(before.indexOf(title) - 1);
    await row.getByRole('button', { name: `删除 ${title}` }).click();
    await expect.poll(async () => (await titles()).includes(title)).toBe(false);
    await page.getByText(`删除「${title}」`).waitFor();
    expect(await appHasMessage()).toBe(true);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await confirmIn(page, '发布首页内容', '发布');
    await expect.poll(appHasMessage).toBe(false);

    // Rollback to the revision that had the message brings it back to the app.
    const history = page.getByRole('table', { name: '发布历史' });
    await history.getByRole('button', { name: `回滚到此版本 ${published}` }).click();
    await confirmIn(page, '回滚首页内容', '回滚');
    await page.getByText(/已回滚（新版本 \d+）/).waitFor();
    await expect.poll(appHasMessage).toBe(true);
    await table.getByRole('row').filter({ hasText: title }).waitFor();

    // A banner with an uploaded image.
    await kindNav(page).getByRole('button', { name: '轮播图' }).click();
    await page.getByRole('button', { name: '新建轮播图' }).first().click();
    await page.getByLabel('标题', { exact: true }).fill('运营轮播图');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('上传图片：图片（必填）').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    // A banner field offers to crop to its shape; a 1-pixel image is used as it is.
    await page.getByRole('dialog', { name: '裁剪图片' }).getByRole('button', { name: '使用原图' }).click();
    await expect.poll(() => page.getByLabel('图片地址').inputValue()).not.toBe('');
    await page.getByRole('img', { name: /图片预览/ }).waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByRole('row').filter({ hasText: '运营轮播图' }).waitFor();
  });

  it('shows a readable diff between two revisions, where widgets are used, and the audit log', async () => {
    const { page } = desktop;
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.reload();
    await page.getByRole('heading', { name: '历史版本' }).waitFor();
    await page.getByRole('button', { name: '查看差异' }).click();
    // In the operator's words (section and field, old → new); the JSON diff only behind the developer's toggle.
    const changes = page.getByRole('list', { name: /第 \d+ 版与第 \d+ 版的差异/ });
    await changes.waitFor();
    const lines = await changes.getByRole('listitem').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/[{}"]/);
    await page.getByText('原始差异（开发者视图）').click();
    const diff = page.getByRole('figure', { name: /第 \d+ 版与第 \d+ 版的原始差异/ });
    await diff.waitFor();
    expect(await diff.locator('.ops-diff__line--add, .ops-diff__line--remove').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: '组件使用情况' }).click();
    const sectionRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^分区/ }) })
      .first();
    await sectionRow.getByText(/\d+ 处/).click();
    await sectionRow
      .getByRole('button', { name: /^打开频道 · / })
      .first()
      .waitFor();

    await page.getByRole('link', { name: '操作日志' }).click();
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    await page.getByRole('cell', { name: '回滚页面' }).first().waitFor();
  });
});
