import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { closeAdvertIfShown } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

type Card = { id: number; title: string; type?: number; origin_type: number; duration_format?: string; need_auth?: number; need_password?: number };
type Section = { count: number; list: Card[] };
type Channels = { list: { id: number; title: string }[] };

/** "47:03" or "1:02:03" → seconds. */
const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('content that looks real, in a phone browser', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('查看更多 of a channel section is titled by the section and the channel and lists more than the preview', async () => {
    const { page } = phone;
    const channel = (await api<Channels>('/course/api/channel?origin_type=0')).list[0];
    await page.goto(`/?channel=${channel.id}`);
    const section = page.locator('section.w-section', { has: page.getByRole('heading', { name: '直播', exact: true }) });
    await section.waitFor();
    await closeAdvertIfShown(page);
    const preview = await section.locator('li.w-content-list__item').count();
    expect(preview).toBeGreaterThan(0);

    await section.getByRole('button', { name: '查看更多' }).click();
    await page.waitForURL(new RegExp(`/channel-more/${channel.id}/4`));
    await expect.poll(() => page.title()).toBe(`直播 · ${channel.title} - 博医荟`);
    await expect.poll(() => page.locator('li.w-content-list__item').count()).toBeGreaterThan(preview);
  });

  it('a course plays a video whose running time is the one its card shows', async () => {
    const { page } = phone;
    const channel = (await api<Channels>('/course/api/channel?origin_type=0')).list[0];
    const courses = (await api<{ course: Section }>(`/course/api/channel/${channel.id}/home`)).course;
    const card = (await api<{ list: Card[] }>(`/course/api/channel/${channel.id}?origin_type=1&page=1&pageSize=20`)).list.find(
      (c) => c.type === 1 && c.origin_type === 1 && c.duration_format && !c.need_auth && !c.need_password,
    );
    expect(courses.count).toBeGreaterThan(0);
    expect(card, 'a single course without gates').toBeDefined();
    // Lectures run 9:36 to 47:03, not the 6-second sample.
    expect(seconds(card!.duration_format!)).toBeGreaterThan(9 * 60);

    await page.goto(`/course-detail/${card!.id}`);
    await closeAdvertIfShown(page);
    const video = page.locator('.w-player video');
    await video.waitFor({ state: 'attached' });
    // The metadata is enough: what the player knows as the video's duration.
    await video.evaluate((v: HTMLVideoElement) => {
      v.preload = 'metadata';
      if (Number.isNaN(v.duration)) v.load();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration)), { timeout: 15_000 }).toBe(seconds(card!.duration_format!));
  });
});
