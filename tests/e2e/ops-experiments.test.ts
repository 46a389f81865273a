import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

// An operator starts an A/B test on the 病例 section of the channel page in the console, with opening a
// detail page as its goal; a doctor's phone opens the channel page (served arm A or B by its device cookie)
// and taps a case in the section; the console's outline and the test's arm show the click and the goal
// arriving, without a reload. The test is stopped
// with A at the end, so the page stays as other test files expect it.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
const LAYOUT = 'channel-home';
const SECTION = 'section-case';
/** The phone batches events for up to 5 s and the console reads every 3 s; the rest is slack for a slow machine. */
const ARRIVES_WITHIN_MS = 25_000;

/** A channel whose page shows 病例 (its section has something to tap). */
async function channelWithCases(): Promise<number> {
  const channels = await api<{ list: Array<{ id: number }> }>('/course/api/channel?origin_type=0&pageSize=999');
  for (const channel of channels.list) {
    const home = await api<Record<string, { count?: number } | undefined>>(`/course/api/channel/${channel.id}/home`);
    if ((home.case?.count ?? 0) > 0) return channel.id;
  }
  throw new Error('no seeded channel has cases');
}

const numberIn = async (page: Page, selector: string, attribute = 'data-clicks'): Promise<number> => {
  const cell = page.locator(selector).first();
  if ((await cell.count()) === 0) return 0;
  return Number((await cell.getAttribute(attribute)) ?? '0');
};

let browser: Browser;
let console_: Page;
let phone: PhoneSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
  await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
  console_ = await context.newPage();
});

afterAll(async () => {
  await phone?.close();
  await browser?.close();
});

describe('A/B tests and section numbers in the console', () => {
  it('an operator starts a test on a section, a phone taps it, and the console shows the click and the goal arriving', async () => {
    const channelId = await channelWithCases();
    await console_.goto(`/ops#/layouts/${LAYOUT}`);
    await console_.getByRole('heading', { name: /^编辑页面：/ }).waitFor();
    const panel = console_.locator('.ops-experiments');
    await panel.getByRole('heading', { name: '区块数据与实验' }).waitFor();

    // Select the 病例 section; its B version gets another title in the page's own node form.
    await console_.locator(`li[data-node-id="${SECTION}"] .ops-outline__select`).first().click();
    await panel.getByRole('button', { name: '编辑 B 版本' }).click();
    const variant = panel.getByRole('region', { name: /的 B 版本$/ });
    await variant.getByLabel('分区标题（必填）').fill('精选病例');
    await panel.getByLabel('B 的流量比例（%）').fill('50');
    await panel.getByLabel('实验目标').selectOption({ label: '点击后打开详情页' });
    await panel.getByRole('button', { name: '以所选区块开始实验' }).click();
    const started = await panel.getByText(/^实验 #\d+ 已开始$/).textContent();
    const experimentId = Number(/#(\d+)/.exec(started ?? '')?.[1]);
    const card = panel.locator(`[data-experiment="${experimentId}"]`);
    await card.getByText('分流：A 50% / B 50%（实验进行中，分流比例已锁定） · 目标：点击后打开详情页', { exact: false }).waitFor();

    // The phone: its arm decides the section's title; it taps 查看更多 in that section.
    phone = await openPhone(baseUrl);
    const layoutAnswer = phone.page.waitForResponse((response) => response.url().includes(`/layout/api/layouts/`) && response.status() === 200);
    await phone.page.goto(`/?channel=${channelId}`);
    const arm = ((await (await layoutAnswer).headerValue('x-layout-arm')) ?? '').split(':')[1];
    expect(['A', 'B']).toContain(arm);
    const title = arm === 'B' ? '精选病例' : '病例';
    const heading = phone.page.getByRole('heading', { name: title, exact: true });
    await heading.waitFor();
    await heading.scrollIntoViewIfNeeded();
    const section = phone.page.locator('.w-section', { has: heading });
    const clicksBefore = await numberIn(console_, `[data-section-stats="${SECTION}"] [data-clicks]`);
    const armBefore = await numberIn(console_, `[data-experiment="${experimentId}"] tr[data-arm="${arm}"] td[data-clicks]`);
    const conversionsBefore = await numberIn(console_, `[data-experiment="${experimentId}"] tr[data-arm="${arm}"] td[data-conversions]`, 'data-conversions');
    await section.locator('.w-content-list__item').first().click();
    await phone.page.waitForURL((url) => /detail/.test(url.pathname));

    // The console reads the numbers again by itself: the click shows on the outline and on the arm.
    await expect
      .poll(() => numberIn(console_, `[data-section-stats="${SECTION}"] [data-clicks]`), { timeout: ARRIVES_WITHIN_MS, interval: 250 })
      .toBeGreaterThan(clicksBefore);
    await expect
      .poll(() => numberIn(console_, `[data-experiment="${experimentId}"] tr[data-arm="${arm}"] td[data-clicks]`), {
        timeout: ARRIVES_WITHIN_MS,
        interval: 250,
      })
      .toBeGreaterThan(armBefore);
    // The detail page the tap opened is the test's goal, counted for the same arm.
    await expect
      .poll(() => numberIn(console_, `[data-experiment="${experimentId}"] tr[data-arm="${arm}"] td[data-conversions]`, 'data-conversions'), {
        timeout: ARRIVES_WITHIN_MS,
        interval: 250,
      })
      .toBeGreaterThan(conversionsBefore);
    await card
      .locator(`tr[data-arm="${arm}"]`)
      .getByText(/95% 置信区间|暂无数据/)
      .waitFor();

    // Stopping with A (after the confirmation) leaves the published page as it was.
    await card.getByRole('button', { name: '结束实验并采用 A' }).click();
    await console_.getByRole('alertdialog', { name: '结束实验' }).getByRole('button', { name: '确定' }).click();
    await card.getByText('已结束，采用 A').first().waitFor();
    const served = await api<{ body: Array<{ id: string; props?: { title?: string } }> }>(`/layout/api/layouts/${LAYOUT}`);
    expect(served.body.find((entry) => entry.id === SECTION)?.props?.title).toBe('病例');
  });
});
