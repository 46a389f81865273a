import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { launchBrowser, newPhoneContext } from './phone-browser';
import { applySession, signInThroughApi, type E2eSession } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

// This file's number: a doctor who studies on a phone and again on a second device.
const DOCTOR = '13912360036';

type Card = { id: number; title: string; type?: number };

/** Where playback stands in the page's player. */
const currentTime = (page: Page) => page.locator('.w-player video').evaluate((video: HTMLVideoElement) => video.currentTime);

describe('learning continues where it stopped, on another device too', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let session: E2eSession;
  let lesson: Card;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signInThroughApi(DOCTOR);
    const series = (await api<{ list: Card[] }>('/course/api/course/list?page=1&pageSize=10')).list.find((c) => c.type === 2)!;
    lesson = (await api<{ items: Card[] }>(`/course/api/course/column/${series.id}`)).items[0]!;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function device(): Promise<Page> {
    const { context, page } = await newPhoneContext(browser, baseUrl, { wechat: true });
    contexts.push(context);
    await page.goto('/ys');
    await applySession(page, session);
    return page;
  }

  it('a lesson played to a position resumes there in a second browser; 继续学习 lists it on home and in 我的', async () => {
    const phone = await device();
    await phone.goto(`/course-detail/${lesson.id}`);
    const video = phone.locator('.w-player video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0), { timeout: 20_000 }).toBeGreaterThan(60);
    // The doctor skips ahead, then watches: the player reports after about 10 s of playback.
    const reported = phone.waitForRequest((r) => r.url().includes('/course/api/progress?') && r.url().includes(`content_id=${lesson.id}`), { timeout: 40_000 });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 30;
      return v.play();
    });
    const position = Number(new URL((await reported).url()).searchParams.get('position'));
    expect(position).toBeGreaterThanOrEqual(38);
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    const laptop = await device();
    await laptop.goto(`/course-detail/${lesson.id}`);
    const clock = `${String(Math.floor(position / 60)).padStart(2, '0')}:${String(position % 60).padStart(2, '0')}`;
    await laptop
      .getByRole('status')
      .filter({ hasText: `从 ${clock} 继续播放` })
      .waitFor();
    await expect.poll(() => currentTime(laptop), { timeout: 10_000 }).toBeGreaterThanOrEqual(position - 1);
    expect(await currentTime(laptop)).toBeLessThan(position + 2);

    // 从头播放 starts over.
    await laptop.getByRole('button', { name: '从头播放' }).click();
    await expect.poll(() => currentTime(laptop)).toBeLessThan(1);

    const shelfOn = async (page: Page, path: string) => {
      await page.goto(path);
      const shelf = page.getByRole('region', { name: '继续学习' });
      await shelf.getByRole('button', { name: new RegExp(lesson.title.slice(0, 6)) }).waitFor();
      return shelf;
    };
    await shelfOn(laptop, '/');
    const mine = await shelfOn(laptop, '/my');
    await mine.getByRole('button', { name: new RegExp(lesson.title.slice(0, 6)) }).click();
    await laptop.waitForURL(new RegExp(`/course-detail/${lesson.id}$`));

    // 学习记录 in 我的 shows the time studied.
    await laptop.goto('/my');
    await laptop.getByRole('button', { name: /学习记录/ }).click();
    await laptop.waitForURL(/\/my-learning$/);
    const record = laptop.getByRole('region', { name: '学习记录' });
    await record.getByText('本周').waitFor();
    await record.getByRole('button', { name: new RegExp(lesson.title.slice(0, 6)) }).waitFor();
  });
});
