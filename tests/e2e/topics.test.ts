import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutForEditing, publishLayoutAsOperator } from './ops-operators';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

type Topic = {
  id: number;
  title: string;
  desc: string;
  special_module_id: number | null;
  modules: { title: string; key: string }[];
  experts: { name: string; bio?: string }[];
};
type LayoutDoc = { id: string; body: { id: string; widget: string }[] };

async function closeAdvertIfShown(page: Page) {
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  if (await advert.isVisible().catch(() => false))
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
}

/** Where the topic home's blocks stand, top to bottom, by their widget class. */
async function blockOrder(page: Page): Promise<string[]> {
  return page
    .locator('.w-topic-header, .w-module-grid, .w-section, .w-expert-list, .w-partner-logos, .w-contact-block')
    .evaluateAll((nodes) => nodes.map((n) => n.className.split(' ')[0]));
}

async function openTopicHome(page: Page, topic: Topic) {
  await page.goto('/');
  await closeAdvertIfShown(page);
  await page.getByRole('navigation', { name: '快捷入口' }).getByText('专题', { exact: true }).click();
  await page.waitForURL(/\/topic-list$/);
  await page.getByRole('button', { name: topic.title }).click();
  await page.waitForURL(new RegExp(`/topic-detail/${topic.id}$`));
  await page.getByRole('heading', { name: topic.title, level: 1 }).waitFor();
}

describe('topics in a phone browser', () => {
  let phone: PhoneSession;
  let topic1: Topic;
  let special: Topic;

  beforeAll(async () => {
    topic1 = await api<Topic>('/meeting/api/topic/detail/1');
    special = await api<Topic>('/meeting/api/topic/detail/5');
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('reaches a topic home from the 专题 shortcut: banners, cut description, ≤3 news, modules, partners, contact', async () => {
    const { page } = phone;
    await openTopicHome(page, topic1);
    expect(await page.title()).toBe('专题 - 博医荟');
    expect(await page.locator('.w-banner-carousel img').count()).toBeGreaterThan(0);
    const shown = await page.locator('.w-topic-header__desc-text').innerText();
    expect(Array.from(shown)).toHaveLength(67);
    expect(shown.endsWith('…')).toBe(true);
    const news = page.locator('.w-section').filter({ has: page.getByRole('heading', { name: '专题资讯' }) });
    await expect.poll(() => news.locator('.ui-content-card').count()).toBe(3);
    for (const module of topic1.modules) await page.getByRole('navigation', { name: '专题模块' }).getByRole('button', { name: module.title }).waitFor();
    await page.getByRole('heading', { name: '合作伙伴' }).waitFor();
    await page.getByRole('link', { name: '010-6588 3101' }).waitFor();
    await page.getByRole('img', { name: '专题小助手二维码' }).waitFor();

    await page.getByRole('button', { name: '查看全部' }).click();
    await page.waitForURL(/\/topic-desc\/1$/);
    await page.getByText(topic1.desc).waitFor();
    await page.goBack();

    await news.getByRole('button', { name: '查看更多' }).click();
    await page.waitForURL(/\/topic-news-list\/1$/);
    await expect.poll(() => page.locator('.ui-content-card').count()).toBe(5);
    await page.getByText('已到底部').waitFor();
  });

  it('opens an expert’s bio in a pop-up and closes it', async () => {
    const { page } = phone;
    await openTopicHome(page, topic1);
    const expert = topic1.experts[0];
    await page.getByRole('button', { name: expert.name }).click();
    const dialog = page.getByRole('dialog', { name: expert.name });
    await dialog.getByText(expert.bio!).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the modules: topic column with category tabs, study group, honours (detail page and image set)', async () => {
    const { page } = phone;
    await openTopicHome(page, topic1);
    const modules = page.getByRole('navigation', { name: '专题模块' });

    await modules.getByRole('button', { name: '专题课程' }).click();
    await page.waitForURL(/\/topic-column\/1\/\d+$/);
    await page.getByRole('tab', { name: '全部' }).waitFor();
    await expect.poll(() => page.locator('.ui-content-card').count()).toBe(9);
    await page.getByRole('tab', { name: '病例分享' }).click();
    await page.waitForURL(/category_id=\d+/);
    await expect.poll(() => page.locator('.ui-content-card').count()).toBe(3);
    // Switching tabs replaces the history entry, so one step back is the topic home.
    await page.goBack();
    await page.waitForURL(/\/topic-detail\/1$/);

    await modules.getByRole('button', { name: '学组招募' }).click();
    await page.waitForURL(/\/study-group-recruitment\/1\/\d+$/);
    await page.getByRole('heading', { name: /青年学组招募/ }).waitFor();
    await page.getByRole('region', { name: '组长', exact: true }).waitFor();
    await page.goBack();

    await modules.getByRole('button', { name: '荣誉墙' }).click();
    await page.waitForURL(/\/topic-honor\/1$/);
    await page.getByRole('button', { name: '示范单位' }).click();
    await page.waitForURL(/\/topic-honor-detail\/1\/\d+$/);
    await page.getByRole('heading', { name: '示范单位', level: 1 }).waitFor();
    await page.locator('.w-honour-detail__body h3').first().waitFor();
    await page.goBack();
    await page.getByRole('button', { name: '优秀项目团队' }).click();
    await page.getByRole('list', { name: '优秀项目团队图集' }).waitFor();
    expect(await page.getByRole('list', { name: '优秀项目团队图集' }).getByRole('img').count()).toBe(2);
  });

  it('reaches the academic association from its topic module', async () => {
    const { page } = phone;
    await openTopicHome(page, topic1);
    await page.getByRole('navigation', { name: '专题模块' }).getByRole('button', { name: '学术协会' }).click();
    await page.waitForURL(/\/academic-association$/);
    await page.getByRole('heading', { name: '医学学术协会' }).waitFor();
    await page.getByText('致力于推动临床诊疗规范化').waitFor();
    await page.getByRole('heading', { name: '相关会议' }).waitFor();
    await page.getByRole('heading', { name: '相关专题' }).waitFor();
  });

  it('shows a special topic’s fixed module page', async () => {
    const { page } = phone;
    await openTopicHome(page, special);
    await page.getByRole('heading', { name: '专题课程' }).waitFor();
    await page.getByRole('tab', { name: '全部' }).waitFor();
    await expect.poll(() => page.locator('.ui-content-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: '专题模块' }).count()).toBe(0);
  });

  it('lets an operator rearrange one topic’s home while the others keep the default', async () => {
    const { page } = phone;
    const topic2 = await api<Topic>('/meeting/api/topic/detail/2');
    const topic3 = await api<Topic>('/meeting/api/topic/detail/3');
    await openTopicHome(page, topic3);
    await expect.poll(() => blockOrder(page)).toContain('w-contact-block');
    const defaultOrder = await blockOrder(page);

    // Contact block and experts first, as topic 2's own layout (no rebuild, no redeploy): the topic has none
    // yet, so the operator starts from the route default and publishes it under the topic's id.
    const { document: stored, revision } = await layoutForEditing<LayoutDoc>(baseUrl, 'topic-detail.2');
    expect(revision).toBe(0);
    expect(stored.id).toBe('topic-detail.2');
    const first = stored.body.filter((n) => n.widget === 'contact-block' || n.widget === 'expert-list');
    const rest = stored.body.filter((n) => !first.includes(n));
    await publishLayoutAsOperator(baseUrl, { ...stored, body: [...first.reverse(), ...rest] });

    await openTopicHome(page, topic2);
    await page.reload();
    await page.getByRole('heading', { name: topic2.title, level: 1 }).waitFor();
    await expect
      .poll(() => blockOrder(page))
      .toEqual(['w-contact-block', 'w-expert-list', ...defaultOrder.filter((c) => c !== 'w-contact-block' && c !== 'w-expert-list')]);

    await page.goto('/topic-detail/3');
    await page.getByRole('heading', { name: topic3.title, level: 1 }).waitFor();
    await expect.poll(() => blockOrder(page)).toEqual(defaultOrder);
  });
});
