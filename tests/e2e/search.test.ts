import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
/** This file's certified doctor (contract: search → 13800000018–19). */
const DOCTOR = '13800000018';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const historyTags = (page: Page) =>
  page
    .getByRole('region', { name: '搜索历史' })
    .getByRole('listitem')
    .getByRole('button')
    .filter({ hasNotText: /^(展开|收起)$/ });

async function record(session: E2eSession, keyword: string): Promise<void> {
  const response = await fetch(`${baseUrl}/course/api/search/record?keyword=${encodeURIComponent(keyword)}`, {
    headers: { 'x-token': session.access_token },
  });
  expect(((await response.json()) as { data: { recorded: boolean } }).data.recorded).toBe(true);
}

describe('search in a phone browser', () => {
  let phone: PhoneSession;
  let session: E2eSession;

  beforeAll(async () => {
    session = await signInThroughApi(DOCTOR);
    // Eleven searches with long keywords: more than two lines of tags, and one more than the 10 kept.
    for (let i = 1; i <= 11; i++) await record(session, `第${i}次搜索的较长关键词`);
    phone = await openPhone(baseUrl);
    await phone.page.goto('/ys');
    await applySession(phone.page, session);
  });
  afterAll(async () => phone?.close());

  it('shows history collapsed to two lines, expands and collapses it, and numbers 6 hot words', async () => {
    const { page } = phone;
    await page.goto('/search-new');
    const expand = page.getByRole('button', { name: '展开' });
    await expand.waitFor();
    const collapsed = await historyTags(page).count();
    expect(collapsed).toBeLessThan(10);
    await expand.click();
    await page.getByRole('button', { name: '收起' }).waitFor();
    expect(await historyTags(page).count()).toBe(10);
    await expect(historyTags(page).first().textContent()).resolves.toBe('第11次搜索的较长关键词');
    await page.getByRole('button', { name: '收起' }).click();
    await expand.waitFor();
    expect(await historyTags(page).count()).toBe(collapsed);

    const hot = page.getByRole('region', { name: '热门搜索' }).getByRole('button');
    expect(await hot.count()).toBe(6);
    expect(await hot.evaluateAll((items) => items.map((b) => b.getAttribute('data-top') === 'true'))).toEqual([true, true, true, false, false, false]);
    await page.getByText('内容精选').first().waitFor();
  });

  it('an empty submit asks for a keyword', async () => {
    const { page } = phone;
    await page.goto('/search-new');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await toast(page, '请输入搜索词');
    expect(new URL(page.url()).search).toBe('');
  });

  it('a hot word searches; classify and sort tabs switch the results', async () => {
    const { page } = phone;
    await page.goto('/search-new');
    const first = page.getByRole('region', { name: '热门搜索' }).getByRole('button').first();
    const word = ((await first.textContent()) ?? '').replace(/^1/, '');
    await first.click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === word);
    const classify = page.getByRole('tablist', { name: '分类' });
    await classify.getByRole('tab', { name: '全部', selected: true }).waitFor();
    // The searched keyword is now the newest history entry (shown again once the box is cleared).
    const tabs = classify.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await page.waitForURL((url) => (url.searchParams.get('type') ?? '0') !== '0');
    await classify.getByRole('tab', { name, selected: true }).waitFor();
    await page.locator('.w-content-list').first().waitFor();

    const sort = page.getByRole('tablist', { name: '排序' });
    await sort.getByRole('tab', { name: '综合', selected: true }).waitFor();
    await sort.getByRole('tab', { name: '最新' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === '2');
    await sort.getByRole('tab', { name: '最新', selected: true }).waitFor();
    await sort.getByRole('tab', { name: '最热' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === '3');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(word);

    await page.goto('/search-new');
    await expect(historyTags(page).first().textContent()).resolves.toBe(word);
  });

  it('refines a search from the results page five times in a row, clearing the box either way', async () => {
    const { page } = phone;
    await page.goto(`/search-new?keyword=${encodeURIComponent('肺癌')}`);
    await page.getByRole('tablist', { name: '分类' }).getByRole('tab', { name: '全部', selected: true }).waitFor();
    const box = page.getByRole('searchbox', { name: '搜索' });
    for (const [round, word] of ['房颤', '糖尿病', '高血压', '肺癌', '卒中'].entries()) {
      // A doctor clears the box by selecting and deleting, or with ×.
      if (round % 2 === 0) {
        await box.click();
        await box.press('ControlOrMeta+a');
        await box.press('Delete');
      } else {
        await page.getByRole('button', { name: '清除' }).click();
      }
      await box.pressSequentially(word, { delay: 40 });
      // The doctor reads the suggestions for what they typed before pressing Enter.
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === word);
      await page.getByRole('tablist', { name: '分类' }).getByRole('tab', { name: '全部', selected: true }).waitFor();
      expect(await box.inputValue()).toBe(word);
    }
  });

  it('全部 shows a section for every kind with hits: a guideline and a topic too', async () => {
    const { page } = phone;
    const api = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data;
    for (const [word, section] of [
      ['指南', '指南'],
      ['专题', '专题'],
    ] as const) {
      const tabs = await api<{ list: Array<{ name: string; type: number; count: number }> }>(`/course/api/search/classify?keyword=${encodeURIComponent(word)}`);
      const tab = tabs.list.find((t) => t.name === section);
      if (!tab || tab.count === 0) throw new Error(`the seed has no ${section} matching ${word}`);
      const { list } = await api<{ list: Array<{ title: string }> }>(`/course/api/search/results?keyword=${encodeURIComponent(word)}&type=${tab.type}`);
      await page.goto(`/search-new?keyword=${encodeURIComponent(word)}`);
      await page.getByRole('tablist', { name: '分类' }).getByRole('tab', { name: '全部', selected: true }).waitFor();
      const region = page.locator('.w-content-list').filter({ has: page.getByRole('heading', { name: section, exact: true }) });
      await region.getByText(list[0].title, { exact: true }).first().waitFor();
    }
  });

  it('shows 换个词，搜搜看 with back-home and hot words when nothing matches', async () => {
    const { page } = phone;
    await page.goto('/search-new');
    await page.getByRole('searchbox', { name: '搜索' }).fill('qzxwvkj');
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
    await page.getByText('换个词，搜搜看').waitFor();
    expect(await page.getByRole('region', { name: '热门搜索' }).getByRole('button').count()).toBe(6);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('clears the history after the 提醒 confirm', async () => {
    const { page } = phone;
    await page.goto('/search-new');
    await page.getByRole('button', { name: '清空搜索历史' }).click();
    const dialog = page.getByRole('dialog', { name: '提醒' });
    await dialog.getByText('确定删除全部历史记录吗？').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功');
    await page.getByRole('region', { name: '搜索历史' }).waitFor({ state: 'detached' });
    const list = await fetch(`${baseUrl}/course/api/search/list?type=1`, { headers: { 'x-token': session.access_token } });
    expect(((await list.json()) as { data: { histories: unknown[] } }).data.histories).toEqual([]);
  });
});
