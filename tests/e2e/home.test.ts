import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutForEditing, publishLayoutAsOperator } from './ops-operators';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

type Home = {
  banners: { title?: string }[];
  position_type_1: { title: string }[];
  recommend: { module_name: string; layout: number }[];
  screen_advert: unknown;
};
type Channels = { list: { id: number; title: string }[] };

async function closeAdvertIfShown(page: Page) {
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  if (await advert.isVisible().catch(() => false))
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
}

async function sectionTitles(page: Page): Promise<string[]> {
  return page.locator('.w-section h2, .w-section h3').allInnerTexts();
}

describe('home screen in a phone browser', () => {
  let phone: PhoneSession;
  let home: Home;
  let channels: Channels;

  beforeAll(async () => {
    home = await api<Home>('/course/api/home');
    channels = await api<Channels>('/course/api/channel?origin_type=0&pageSize=999');
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('shows the full-screen advert once a day, then the seeded home', async () => {
    const { page } = phone;
    // From the first response on: the advert closes itself after a few seconds, which a slow page load could outlast.
    await page.goto('/', { waitUntil: 'commit' });
    expect(home.screen_advert).toBeTruthy();
    const advert = page.getByRole('dialog', { name: '开屏广告' });
    await advert.waitFor();
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
    await advert.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '推荐' }).waitFor();
    for (const channel of channels.list.slice(0, 3)) await page.getByRole('tab', { name: channel.title }).waitFor();
    const firstBanner = home.banners[0].title!;
    expect(await page.getByRole('img', { name: firstBanner }).count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: '快捷入口' }).getByText(home.position_type_1[0].title).waitFor();
    for (const module of home.recommend) await page.getByRole('heading', { name: module.module_name }).first().waitFor();
    await page.getByRole('heading', { name: '直播预告' }).waitFor();
    await page.getByRole('heading', { name: '内容精选' }).waitFor();
    expect(await page.title()).toBe('首页 - 博医荟');

    await page.reload();
    await page.getByRole('heading', { name: '内容精选' }).waitFor();
    expect(await advert.count()).toBe(0);
  });

  it('scrolls the 内容精选 feed to 已到底部', async () => {
    const { page } = phone;
    await page.goto('/');
    await closeAdvertIfShown(page);
    await page.getByRole('heading', { name: '内容精选' }).waitFor();
    const end = page.getByText('已到底部');
    for (let i = 0; i < 80 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await end.waitFor();
  });

  it('opens a course from its card', async () => {
    const { page } = phone;
    await page.goto('/');
    await closeAdvertIfShown(page);
    const courseModule = page.locator('.w-recommend-module').filter({
      has: page.getByRole('heading', { name: home.recommend.find((m) => m.module_name.includes('课'))?.module_name ?? home.recommend[0].module_name }),
    });
    await courseModule.getByRole('button').first().click();
    await page.waitForURL(/\/(course-detail|course-column|video-detail|video-column)\/\d+/);
  });

  it('switches to a channel and shows its sections, in the order its stored layout gives', async () => {
    const { page } = phone;
    const channel = channels.list[0];
    await page.goto('/');
    await closeAdvertIfShown(page);
    await page.getByRole('tab', { name: channel.title }).click();
    await page.waitForURL(new RegExp(`channel=${channel.id}`));
    await page.getByRole('heading', { name: /直播/ }).first().waitFor();
    // The sections arrive with the channel's data, which may land after the first heading is painted.
    await expect.poll(async () => (await sectionTitles(page)).length).toBeGreaterThan(1);
    const before = await sectionTitles(page);

    // An operator customises this channel (no rebuild, no redeploy): it has no layout of its own yet, so the
    // console starts from the route default; the sections are reversed and published as the channel's own.
    type Doc = { id: string; body: { widget: string }[] };
    const { document: doc, revision } = await layoutForEditing<Doc>(baseUrl, `channel-home.${channel.id}`);
    expect(revision).toBe(0);
    const head = doc.body.filter((node) => node.widget !== 'section');
    const sections = doc.body.filter((node) => node.widget === 'section').reverse();
    await publishLayoutAsOperator(baseUrl, { ...doc, body: [...head, ...sections] });

    await page.reload();
    await page.getByRole('heading', { name: /直播/ }).first().waitFor();
    await expect.poll(() => sectionTitles(page)).toEqual([...before].reverse());
  });

  it('still renders everything else when the layout names a widget this app does not know', async () => {
    const { page } = phone;
    await page.route('**/layout/api/layouts/home-new*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.body.splice(2, 0, { id: 'from-the-future', widget: 'hologram-banner', props: {} });
      await route.fulfill({ response, json: body });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await closeAdvertIfShown(page);
    await page.getByRole('heading', { name: '内容精选' }).waitFor();
    await page.getByRole('navigation', { name: '快捷入口' }).waitFor();
    expect(warnings.some((text) => text.includes('unknown-widget') && text.includes('from-the-future'))).toBe(true);
    await page.unroute('**/layout/api/layouts/home-new*');
  });
});
