import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './phone-browser';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { e2eServer } from './e2e-server';

// An operator edits a channel page's section with typed editors: adds an "open link" action, is told at
// the link field that it may not stay empty, types a link, binds the section's count to a field of the
// channel's data picked from a tree (with a sample from a live call), and sees a dead link and a text
// bound to a list refused at their fields. Nothing is saved: other test files see the layouts unchanged.

const baseUrl = e2eServer.baseUrl;

async function firstChannel(): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/course/api/channel?origin_type=0&pageSize=999`)).json()) as { data: { list: Array<{ id: number }> } };
  const channel = answer.data.list.find((entry) => entry.id !== 0);
  if (!channel) throw new Error('no seeded channel');
  return channel.id;
}

describe('typed value editors in the operator console', () => {
  let browser: Browser;
  let page: Page;
  let layoutId: string;

  beforeAll(async () => {
    layoutId = `channel-home.${await firstChannel()}`;
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    page = await context.newPage();
    await useConsoleSession(page.context(), baseUrl, E2E_OPERATORS.publisher.name);
    await page.goto('/ops');
    await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const field = (name: string): Locator => page.locator(`.ops-value[data-field="${name}"]`);
  const publish = () => page.getByRole('button', { name: '发布', exact: true });

  it('types a link, binds a field from the data tree, and refuses a dead link and a text bound to a list at the field', async () => {
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
    await page.getByText('校验通过').waitFor();
    await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();

    // A new "open link" action starts with an empty link: refused at the field, in Chinese.
    await page.getByLabel('动作类型').selectOption('open-link');
    await page.getByRole('button', { name: '添加动作' }).click();
    const url = field('url');
    // Beside the field, only what is wrong: the field itself says which node, event and argument it is.
    await url.getByText(/^必须是非空文字，或指向文字的引用，现在是 ""$/).waitFor();
    expect(await url.getByLabel('链接：跳转到').inputValue()).toBe('none');
    await page.getByText(/校验有 \d+ 个错误/).waitFor();
    expect(await publish().isDisabled()).toBe(true);

    // The operator picks the page by its Chinese name: the problem goes.
    await url.getByLabel('链接：跳转到').selectOption('page');
    await url.getByLabel('链接：页面').selectOption({ label: '直播' });
    await page.getByText('校验通过').waitFor();
    expect(await url.locator('.ops-field__error').count()).toBe(0);

    // Binds 内容总数 to the channel's 病例 count: only integer fields are offered, with a live sample.
    const count = field('count');
    await count.getByRole('button', { name: '绑定数据' }).click();
    await count.getByLabel('数据来源').selectOption({ label: '数据 频道页分区' });
    expect(await count.getByRole('button', { name: '选择字段：数据 频道页分区 › 病例 › 列表' }).count()).toBe(0);
    await count.getByRole('button', { name: '展开 数据 频道页分区 › 病例' }).click();
    await count
      .getByText(/^示例：\d+$/)
      .first()
      .waitFor();
    await count.getByRole('button', { name: '选择字段：数据 频道页分区 › 病例 › 数量' }).click();
    await count.getByText('已绑定：数据 频道页分区 › 病例 › 数量').waitFor();
    await page.getByText('校验通过').waitFor();
    // Labelled controls and roles in the typed editors and the binding tree.
    const axe = await new AxeBuilder({ page }).include('.ops-node-editor').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual(
      [],
    );

    // The developer view shows the raw node; a dead link typed there is refused at the link field.
    await page.getByRole('button', { name: '开发者视图' }).click();
    const raw = page.getByLabel('节点 JSON（开发者视图）');
    const edited = JSON.parse(await raw.inputValue()) as { bind?: Record<string, unknown>; on: Record<string, Array<Record<string, unknown>>> };
    expect(edited.bind).toMatchObject({ count: '$data.sections.case.count' });
    expect(edited.on.more.at(-1)).toEqual({ action: 'open-link', url: '/live-list' });
    edited.on.more[edited.on.more.length - 1].url = {};
    edited.bind = { ...edited.bind, title: '$data.home.banners' };
    await raw.fill(JSON.stringify(edited, null, 2));
    await url.getByText(/^必须是非空文字，或指向文字的引用，现在是 \{\}$/).waitFor();
    await field('title')
      .getByText(/^要求文字，但绑定的 \$data\.home\.banners 是列表$/)
      .waitFor();
    // The outline marks the node too, and publishing waits for the fix.
    await page.locator('li[data-node-id="section-case"] > .ops-outline__problems').waitFor();
    expect(await publish().isDisabled()).toBe(true);
  });
});
