import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromHome, scrollUntil } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { forgetSession, signInOnPage } from './sign-in';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

type Card = { id: number; title: string; type?: number; source_type?: number; origin_type: number };
type Paged = { list: Card[]; total: number };

/** Cards show titles cut to their list's length; a prefix finds them either way. */
const startsWith = (title: string, n = 8) => new RegExp(`^${title.slice(0, n).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const tapShortcut = (page: Page, title: string) => openFromHome(page, title);

describe('courses, videos and clinic courses in a phone browser', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('课程 → course list → a course column → its catalogue → a course detail with 简介/评论/相关', async () => {
    const { page } = phone;
    const first = (await api<Paged>('/course/api/course/list?page=1&pageSize=10')).list[0];
    expect(first.type).toBe(2);
    const column = await api<{ title: string; items: Card[] }>(`/course/api/course/column/${first.id}`);
    const lesson = column.items[0];

    await tapShortcut(page, '课程');
    await page.waitForURL(/\/course-list$/);
    await page.getByRole('tab', { name: '推荐' }).waitFor();
    await page
      .getByRole('button', { name: startsWith(first.title) })
      .first()
      .click();

    await page.waitForURL(new RegExp(`/course-column/${first.id}$`));
    await page.getByRole('heading', { name: column.title }).waitFor();
    expect(await page.getByRole('tab', { name: '目录' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: startsWith(lesson.title) }).click();

    await page.waitForURL(new RegExp(`/course-detail/${lesson.id}$`));
    await page.getByRole('heading', { name: lesson.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: /所属系列/ }).waitFor();
    expect(await page.getByRole('tab', { name: '简介' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: '评论' }).click();
    await page.getByRole('heading', { name: /^评论/ }).waitFor();
    await page.getByRole('tab', { name: '相关' }).click();
    const related = (await api<Paged>(`/course/api/course/recommend?course_id=${lesson.id}&page=1&pageSize=5`)).list;
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: startsWith(related[0].title) })
      .first()
      .waitFor();
    await page.getByRole('tab', { name: '简介' }).click();
    await page.getByRole('heading', { name: '简介' }).waitFor();

    // The parent block leads back to the series.
    await page.getByRole('button', { name: /所属系列/ }).click();
    await page.waitForURL(new RegExp(`/course-column/${first.id}$`));
  });

  it('plays the sample video on a course detail reached by taps (its time advances)', async () => {
    const { page } = phone;
    const first = (await api<Paged>('/course/api/course/list?page=1&pageSize=10')).list[0];
    const lesson = (await api<{ items: Card[] }>(`/course/api/course/column/${first.id}`)).items[0];
    await tapShortcut(page, '课程');
    // Home lists this course too: its card is tapped on the course list, once that is open.
    await page.waitForURL(/\/course-list$/);
    await page
      .getByRole('button', { name: startsWith(first.title) })
      .first()
      .click();
    await page.getByRole('button', { name: startsWith(lesson.title) }).click();
    await page.waitForURL(new RegExp(`/course-detail/${lesson.id}$`));

    const player = page.getByRole('region', { name: lesson.title });
    await player.locator('video').waitFor({ state: 'attached' });
    await player.getByRole('button', { name: '播放' }).first().click();
    await expect.poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
  });

  it('a password course: wrong code → 密码错误请重试, right code → the video and intro', async () => {
    const { page } = phone;
    const locked = await api<{ title: string; need_password: number; isPasswordAuth: boolean }>('/course/api/course/detail/39');
    expect(locked).toMatchObject({ need_password: 1, isPasswordAuth: false });
    await page.goto('/ys');
    await signInOnPage(page, '13800000041');
    await tapShortcut(page, '课程');
    await page.waitForURL(/\/course-list$/);
    const card = page.getByRole('button', { name: startsWith(locked.title) }).first();
    await scrollUntil(page, () => card.isVisible());
    await card.click();
    await page.waitForURL(/\/course-detail\/39$/);

    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.waitFor();
    expect(await page.getByRole('region', { name: locked.title }).locator('video').count()).toBe(0);
    await dialog.getByRole('textbox').fill('0000');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('密码错误请重试').waitFor();
    expect(await dialog.getByRole('textbox').inputValue()).toBe('');
    await dialog.getByRole('textbox').fill('1234');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('验证成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: locked.title }).locator('video').waitFor({ state: 'attached' });
    await forgetSession(page);
  });

  it('a course with files lists its 课程资料 and the learners who studied it', async () => {
    const { page } = phone;
    const detail = await api<{ title: string; downloads: { name: string }[] }>('/course/api/course/detail/4');
    await page.goto('/course-detail/4');
    await page.getByRole('heading', { name: detail.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: '课程资料' }).waitFor();
    await page
      .getByRole('region', { name: '课程资料' })
      .getByRole('button', { name: new RegExp(detail.downloads[0].name.slice(0, 6)) })
      .waitFor();
    await page.goto('/course-detail/37');
    await page.getByRole('group', { name: '最近在学' }).waitFor();
  });

  it('course list → a video column → a video detail, by taps', async () => {
    const { page } = phone;
    const all = (await api<Paged>('/course/api/course/list?page=1&pageSize=100')).list;
    const videoColumn = all.find((c) => c.type === 2 && c.source_type === 4)!;
    const column = await api<{ title: string; items: Card[] }>(`/course/api/course/column/${videoColumn.id}`);

    await tapShortcut(page, '课程');
    await page.waitForURL(/\/course-list$/);
    const card = page.getByRole('button', { name: startsWith(videoColumn.title) }).first();
    await scrollUntil(page, () => card.isVisible());
    await card.click();

    await page.waitForURL(new RegExp(`/video-column/${videoColumn.id}$`));
    await page.getByRole('heading', { name: column.title }).waitFor();
    await page.getByRole('tab', { name: '简介' }).click();
    await page.getByRole('tab', { name: '目录' }).click();
    await page.getByRole('button', { name: startsWith(column.items[1].title) }).click();

    await page.waitForURL(new RegExp(`/video-detail/${column.items[1].id}$`));
    await page.getByRole('heading', { name: column.items[1].title, level: 1 }).waitFor();
    await page.getByRole('tab', { name: '相关' }).click();
    expect(await page.getByRole('tab', { name: '相关' }).getAttribute('aria-selected')).toBe('true');
  });

  it('临床好课 → clinic course: channel tabs, banners, 课程上新 → 查看更多, 推荐课程 scrolling, a channel list', async () => {
    const { page } = phone;
    const channels = (await api<{ list: { id: number; title: string }[] }>('/course/api/channel?origin_type=1&pageSize=999')).list;
    const banners = (await api<{ list: { title: string }[] }>('/course/api/clinic/banner')).list;
    const news = await api<{ list: Card[]; total: number }>('/course/api/course/new?pageSize=999');
    expect(news.total).toBeGreaterThan(1);

    await tapShortcut(page, '临床好课');
    await page.waitForURL(/\/clinic-course$/);
    await page.getByRole('tab', { name: '推荐' }).waitFor();
    for (const channel of channels.slice(0, 3)) await page.getByRole('tab', { name: channel.title }).waitFor();
    expect(await page.getByRole('img', { name: banners[0].title }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '联系客服' }).waitFor();
    await page.getByRole('heading', { name: '课程上新' }).waitFor();
    await page
      .getByRole('button', { name: startsWith(news.list[0].title) })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: '推荐课程' }).waitFor();

    // 推荐课程 is infinite: scrolling loads the second page.
    const recommend = page.locator('.w-content-list').filter({ has: page.getByRole('heading', { name: '推荐课程' }) });
    await scrollUntil(page, async () => (await recommend.locator('li').count()) > 10);
    expect(await recommend.locator('li').count()).toBeGreaterThan(10);

    await page.getByRole('button', { name: '查看更多' }).click();
    await page.waitForURL(/\/clinic-list-new$/);
    for (const group of news.list.slice(0, 2))
      await page
        .getByRole('button', { name: startsWith(group.title) })
        .first()
        .waitFor();
    await page.goBack();
    await page.waitForURL(/\/clinic-course$/);

    await page.getByRole('tab', { name: channels[0].title }).click();
    await page.waitForURL(new RegExp(`clinic_course_channel=${channels[0].id}`));
    const channelFirst = (await api<Paged>(`/course/api/channel/${channels[0].id}?origin_type=1&page=1&pageSize=10`)).list[0];
    await page
      .getByRole('button', { name: startsWith(channelFirst.title) })
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: '课程上新' }).count()).toBe(0);
  });

  it('the 临床好课 tab of the bottom bar opens the clinic list with clinic and scientific courses', async () => {
    const { page } = phone;
    const clinic = await api<Paged>('/course/api/clinic/list?content_type=7&page=1&pageSize=999');
    const scientific = await api<Paged>('/course/api/clinic/list?content_type=8&page=1&pageSize=999');
    const categories = (await api<{ list: { id: number; title: string }[] }>('/course/api/clinic/category?content_type=7')).list;

    await page.goto('/');
    await page.getByRole('navigation', { name: '快捷入口' }).waitFor();
    const advert = page.getByRole('dialog', { name: '开屏广告' });
    if (await advert.isVisible())
      await advert
        .getByRole('button', { name: /关闭|跳过/ })
        .first()
        .click();
    await page
      .getByRole('navigation', { name: '底部导航' })
      .getByRole('link', { name: /临床好课/ })
      .click();
    await page.waitForURL(/\/clinic-list$/);
    expect(await page.getByRole('tab', { name: '临床好课' }).getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('button', { name: startsWith(clinic.list[0].title) })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: categories[0].title }).click();
    await page.waitForURL(new RegExp(`category=${categories[0].id}`));
    const inCategory = await api<Paged>(`/course/api/clinic/list?content_type=7&category_id=${categories[0].id}&pageSize=999`);
    await page
      .getByRole('button', { name: startsWith(inCategory.list[0].title) })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: '科研好课' }).click();
    await page.waitForURL(/tab=1/);
    await page
      .getByRole('button', { name: startsWith(scientific.list[0].title) })
      .first()
      .waitFor();
    await page.getByText('已到底部').waitFor();
  });
});
