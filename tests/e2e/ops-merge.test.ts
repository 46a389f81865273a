import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './phone-browser';
import { E2E_OPERATORS, layoutForEditing, publishLayoutAsOperator } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';

// Two operators on one layout, each in a browser of their own: each sees that the other has it open; edits
// of different sections, and of different fields of one section, both survive the second save (the console
// merges field by field instead of overwriting); the same field edited by both asks which to keep, naming
// the field and showing both values.

const baseUrl = e2eServer.baseUrl;
/** A channel page no other browser test opens: a copy of the channel default, published first. */
const LAYOUT = 'channel-home.777';

interface Node {
  id: string;
  props?: { title?: string; moreText?: string };
  children?: Node[];
}
interface Doc {
  id: string;
  body: Node[];
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function openAs(name: (typeof E2E_OPERATORS)[keyof typeof E2E_OPERATORS]['name']): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
  contexts.push(context);
  const page = await context.newPage();
  await useConsoleSession(page.context(), baseUrl, name);
  await page.goto('/ops');
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  await page.goto(`/ops#/layouts/${LAYOUT}`);
  await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
  return page;
}

async function retitle(page: Page, nodeId: string, title: string): Promise<void> {
  await page.locator(`li[data-node-id="${nodeId}"] .ops-outline__select`).first().click();
  await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill(title);
  await expect.poll(() => page.locator('.ops-outline__label').allInnerTexts()).toContain(`${title}（分区）`);
}

/** The section's 右上角按钮文字 (its moreText prop), a field other than its title. */
async function setMoreText(page: Page, nodeId: string, text: string): Promise<void> {
  await page.locator(`li[data-node-id="${nodeId}"] .ops-outline__select`).first().click();
  const field = page.locator('.ops-node-editor').getByLabel('右上角按钮文字', { exact: true });
  await field.fill(text);
  await expect.poll(() => field.inputValue()).toBe(text);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存草稿' }).click();
}

const stored = async () => (await layoutForEditing<Doc>(baseUrl, LAYOUT)).document;
const titleOf = (doc: Doc, id: string) => doc.body.find((node) => node.id === id)?.props?.title;
const moreTextOf = (doc: Doc, id: string) => doc.body.find((node) => node.id === id)?.props?.moreText;
const order = (doc: Doc) => doc.body.map((node) => node.id);

beforeAll(async () => {
  const { document } = await layoutForEditing<Doc>(baseUrl, LAYOUT);
  await publishLayoutAsOperator(baseUrl, document);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('two operators on one layout', () => {
  let alice: Page;
  let bob: Page;

  it('each sees that the other has the layout open', async () => {
    alice = await openAs(E2E_OPERATORS.publisher.name);
    bob = await openAs(E2E_OPERATORS.editor.name);
    await bob.getByText(`${E2E_OPERATORS.publisher.name} 也在编辑此页面`).waitFor();
    // Alice learns of Bob at her next heartbeat.
    await alice.getByText(`${E2E_OPERATORS.editor.name} 也在编辑此页面`).waitFor({ timeout: 15_000 });
  });

  it('edits of different sections both survive: the second save merges instead of overwriting', async () => {
    await retitle(bob, 'section-live', '直播间');
    await save(bob);
    await bob.getByText(/草稿已保存/).waitFor();

    // Alice, still on the older revision, moves 病例 up and saves.
    await alice.getByRole('button', { name: '上移 病例（分区）' }).click();
    await save(alice);
    const notice = alice.getByRole('alert').filter({ hasText: '保存冲突' });
    await notice.waitFor();
    const combined = notice.getByRole('list', { name: '双方的修改已合并：' });
    await combined.waitFor();
    const lines = await combined.getByRole('listitem').allInnerTexts();
    expect(lines).toContain(`${E2E_OPERATORS.editor.name} 把 直播（分区）的「分区标题」改为「直播间」`);
    expect(lines).toContain('你 移动了 病例（分区）');
    expect(await notice.locator('fieldset').count()).toBe(0);

    await notice.getByRole('button', { name: '保存合并结果' }).click();
    await alice.getByText(/草稿已保存/).waitFor();
    await notice.waitFor({ state: 'detached' });
    const doc = await stored();
    expect(titleOf(doc, 'section-live')).toBe('直播间');
    expect(order(doc).indexOf('section-case')).toBeLessThan(order(doc).indexOf('section-download'));
    // The editor shows the combined draft, saved.
    expect(await alice.locator('.ops-outline__label').allInnerTexts()).toContain('直播间（分区）');
    await alice.getByText('有未保存的修改', { exact: true }).waitFor({ state: 'detached' });
  });

  it('different fields of one section changed by both are both kept', async () => {
    // Bob starts from the merged revision.
    await bob.reload();
    await bob.getByRole('heading', { name: /^编辑页面：/ }).waitFor();

    await retitle(alice, 'section-meeting-academic', '学术会议');
    await save(alice);
    await alice.getByText(/草稿已保存/).waitFor();

    await setMoreText(bob, 'section-meeting-academic', '全部会议');
    await save(bob);
    const notice = bob.getByRole('alert').filter({ hasText: '保存冲突' });
    const combined = notice.getByRole('list', { name: '双方的修改已合并：' });
    await combined.waitFor();
    const lines = await combined.getByRole('listitem').allInnerTexts();
    expect(lines).toContain(`${E2E_OPERATORS.publisher.name} 把 学术会（分区）的「分区标题」改为「学术会议」`);
    expect(lines).toContain('你 把 学术会（分区）的「右上角按钮文字」改为「全部会议」');
    expect(await notice.locator('fieldset').count()).toBe(0);

    await notice.getByRole('button', { name: '保存合并结果' }).click();
    await bob.getByText(/草稿已保存/).waitFor();
    const doc = await stored();
    expect(titleOf(doc, 'section-meeting-academic')).toBe('学术会议');
    expect(moreTextOf(doc, 'section-meeting-academic')).toBe('全部会议');
  });

  it('the same field of a section changed by both asks which to keep, with both values', async () => {
    // Alice starts from the revision Bob just merged.
    await alice.reload();
    await alice.getByRole('heading', { name: /^编辑页面：/ }).waitFor();

    await retitle(alice, 'section-course', '精品课');
    await save(alice);
    await alice.getByText(/草稿已保存/).waitFor();

    await retitle(bob, 'section-course', '好课推荐');
    await retitle(bob, 'section-medical-column', '专栏文章');
    await save(bob);
    const notice = bob.getByRole('alert').filter({ hasText: '保存冲突' });
    const clash = notice.getByRole('group', { name: `好课（分区）的「分区标题」：${E2E_OPERATORS.publisher.name} 改为「精品课」，你 改为「好课推荐」` });
    await clash.waitFor();
    const saveMerged = notice.getByRole('button', { name: '保存合并结果' });
    expect(await saveMerged.isDisabled()).toBe(true);
    expect(await notice.getByRole('listitem').allInnerTexts()).toContain('你 把 专栏（分区）的「分区标题」改为「专栏文章」');
    await clash.getByRole('radio', { name: `保留 ${E2E_OPERATORS.publisher.name} 的修改：「精品课」` }).waitFor();

    await clash.getByRole('radio', { name: '保留我的修改：「好课推荐」' }).check();
    await saveMerged.click();
    await bob.getByText(/草稿已保存/).waitFor();
    const doc = await stored();
    expect(titleOf(doc, 'section-course')).toBe('好课推荐');
    expect(titleOf(doc, 'section-medical-column')).toBe('专栏文章');
    expect(titleOf(doc, 'section-live')).toBe('直播间');
    expect(moreTextOf(doc, 'section-meeting-academic')).toBe('全部会议');
  });

  it('an operator who leaves the layout drops out of the other’s view', async () => {
    await alice.getByRole('button', { name: '返回布局列表' }).click();
    await bob.getByText(`${E2E_OPERATORS.publisher.name} 也在编辑此页面`).waitFor({ state: 'detached', timeout: 15_000 });
  });
});
