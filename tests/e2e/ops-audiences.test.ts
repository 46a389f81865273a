import { type Browser, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser } from './phone-browser';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

// An operator defines the audience 医学生, limits a channel page's 病例 section to it, publishes, and looks
// at the page as a student (the section is there) and as a doctor (it is not), in the console's preview.
// The app's own layout answer for a visitor without a session leaves the section out too.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
// Digits only: the audiences' names show in the console, which must show no English word (ops-all-chinese).
const run = String(Date.now()).slice(-6);
const STUDENTS = { key: `e2e-students-${run}`, name: `医学生${run}` };
const DOCTORS = { key: `e2e-doctors-${run}`, name: `医务工作者${run}` };

/**
 * A channel whose page shows 病例, other than those the console and canvas tests edit (the first channel
 * after the head with lives and cases, and the last one).
 */
async function channelWithCases(): Promise<number> {
  const channels = (await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999')).list;
  const withBoth: number[] = [];
  const withCases: number[] = [];
  for (const channel of [...channels.slice(1), ...channels.slice(0, 1)]) {
    const home = await api<Record<string, { count?: number } | undefined>>(`/course/api/channel/${channel.id}/home`);
    if ((home.case?.count ?? 0) > 0) withCases.push(channel.id);
    if ((home.case?.count ?? 0) > 0 && (home.live?.count ?? 0) > 0) withBoth.push(channel.id);
  }
  const taken = new Set([withBoth[0], withBoth[withBoth.length - 1]]);
  const free = withCases.find((id) => !taken.has(id));
  if (free === undefined) throw new Error('no seeded channel with cases is free for this test');
  return free;
}

const caseHeading = (frame: FrameLocator) => frame.locator('.w-section h2', { hasText: '病例' });

async function createAudience(page: Page, audience: { key: string; name: string }, identity: string): Promise<void> {
  await page.getByRole('button', { name: '新建人群' }).click();
  const form = page.locator('form.ops-audience-form');
  await form.getByLabel('标识').fill(audience.key);
  await form.getByLabel('名称').fill(audience.name);
  await form.getByRole('checkbox', { name: identity, exact: true }).check();
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(audience.name) }).waitFor();
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('audiences in the console', () => {
  it('creates 医学生, limits a section to it, publishes, and previews it as 医学生 (shown) and 医务工作者 (absent)', async () => {
    const channelId = await channelWithCases();
    const layoutId = `channel-home.${channelId}`;
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    const page = await context.newPage();
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);

    await page.goto('/ops#/audiences');
    await page.getByRole('heading', { name: '人群', exact: true }).waitFor();
    // A rule without a value is refused in words.
    await page.getByRole('button', { name: '新建人群' }).click();
    const form = page.locator('form.ops-audience-form');
    await form.getByLabel('标识').fill(STUDENTS.key);
    await form.getByLabel('名称').fill(STUDENTS.name);
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await form.getByRole('alert').filter({ hasText: '条件「身份」需要填写至少一个取值' }).waitFor();
    await form.getByRole('button', { name: '取消' }).click();
    await createAudience(page, STUDENTS, '医学生');
    await createAudience(page, DOCTORS, '医务工作者');
    expect(await page.getByRole('row', { name: new RegExp(STUDENTS.name) }).innerText()).toContain('同时满足：身份：医学生');

    // Target the 病例 section of the channel page to 医学生 and publish.
    await page.goto(`/ops#/layouts/${layoutId}`);
    await page.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();
    const picker = page.locator('.ops-node-editor fieldset.ops-audience-picker');
    await picker.getByRole('checkbox', { name: STUDENTS.name }).check();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText(/草稿已保存（第 \d+ 版）/).waitFor();
    const publish = page.getByRole('button', { name: '发布', exact: true });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await page.getByText(/已发布第 \d+ 版/).waitFor();

    // 按人群预览.
    const frame = page.frameLocator('iframe[title^="草稿预览"]');
    const previewAs = page.getByLabel('按人群预览');
    await previewAs.selectOption({ label: `「${STUDENTS.name}」的成员` });
    await caseHeading(frame).first().waitFor();
    await previewAs.selectOption({ label: `「${DOCTORS.name}」的成员` });
    await expect.poll(() => caseHeading(frame).count()).toBe(0);
    await frame.locator('.w-section h2').first().waitFor();
    await previewAs.selectOption({ label: `「${STUDENTS.name}」的成员` });
    await caseHeading(frame).first().waitFor();
    // Outside the audience: the section is not there.
    await previewAs.selectOption({ label: `不属于「${STUDENTS.name}」的用户` });
    await expect.poll(() => caseHeading(frame).count()).toBe(0);
    await previewAs.selectOption({ label: `「${STUDENTS.name}」的成员` });
    await caseHeading(frame).first().waitFor();

    // The live answer for a visitor without a session does not contain the section at all.
    const live = await api<{ body: Array<{ id: string; audiences?: string[] }> }>(`/layout/api/layouts/${layoutId}?fallback=channel-home`);
    expect(JSON.stringify(live)).not.toContain('section-case');
    await context.close();
  });
});

describe('audiences on home content in the console', () => {
  it('limits a home message to 微信用户 in the home-content editor: WeChat visitors receive it, others do not', async () => {
    const wechat = { key: `e2e-wechat-${run}`, name: `微信用户${run}` };
    const title = `微信专属消息${run}`;
    const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
    const homeMessages = async (userAgent?: string) =>
      (await api<{ messages: Array<{ title: string }> }>('/course/api/home', userAgent ? { headers: { 'user-agent': userAgent } } : {})).messages.map(
        (m) => m.title,
      );
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    const page = await context.newPage();
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
    const kindNav = page.getByRole('navigation', { name: '内容类型' });
    const publish = async () => {
      await page.getByRole('button', { name: '发布', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: '发布首页内容' });
      await dialog.getByRole('button', { name: '发布', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    // An audience from the viewer's channel: opened in WeChat.
    await page.goto('/ops#/audiences');
    await page.getByRole('button', { name: '新建人群' }).click();
    const form = page.locator('form.ops-audience-form');
    await form.getByLabel('标识').fill(wechat.key);
    await form.getByLabel('名称').fill(wechat.name);
    await form.getByRole('group', { name: '规则 1' }).getByLabel('依据').selectOption({ label: '在微信中打开' });
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByRole('row', { name: new RegExp(wechat.name) }).waitFor();

    // A new message, limited to it with the same 目标人群 picker banners and entrances have.
    await page.goto('/ops#/content');
    await page.getByRole('heading', { name: '首页内容' }).waitFor();
    await kindNav.getByRole('button', { name: '消息' }).click();
    await page.getByRole('button', { name: '新建消息' }).first().click();
    await page.getByLabel('标题（必填）').fill(title);
    const picker = page.locator('form.ops-content-form fieldset.ops-audience-picker', { hasText: '目标人群' });
    await picker.getByRole('checkbox', { name: wechat.name }).check();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const row = page.getByRole('table', { name: '消息列表' }).getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await publish();
    await expect.poll(() => homeMessages(WECHAT_UA)).toContain(title);
    expect(await homeMessages()).not.toContain(title);

    // Reopened, the form shows the audience chosen.
    await row.getByRole('button', { name: /^编辑/ }).click();
    expect(await picker.getByRole('checkbox', { name: wechat.name }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '取消' }).click();

    // Leave the shared server's home as it was.
    await row.getByRole('button', { name: `删除 ${title}` }).click();
    await publish();
    await expect.poll(() => homeMessages(WECHAT_UA)).not.toContain(title);
    await context.close();
  });
});
