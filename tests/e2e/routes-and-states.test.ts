import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// Routes of the app that used to be dead ends, meeting cards that open the meeting, and detail pages
// that say so when their content is missing or could not be loaded instead of staying blank.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);

interface Envelope {
  code: number;
  message: string;
  data: { list: Array<Record<string, unknown>> };
}

async function firstArticle(): Promise<{ id: number; title: string }> {
  const { list } = await api.data<{ list: Array<{ id: number; title: string }> }>('/course/api/article/list?page=1&pageSize=1');
  return list[0];
}

describe('routes and page states', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it.each(['/old-home', '/home-new'])('%s is a home feed with its own layout', async (path) => {
    const { page } = phone;
    const layoutAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/layout/api/layouts/')) layoutAnswers.push(response.status());
    });
    await page.goto(path);
    await page.getByRole('heading', { name: '内容精选' }).first().waitFor();
    await page.getByRole('navigation', { name: '快捷入口' }).waitFor();
    expect(await page.getByRole('heading', { name: /页面即将上线|页面不存在/ }).count()).toBe(0);
    expect(layoutAnswers.length).toBeGreaterThan(0);
    expect(layoutAnswers.filter((status) => status >= 400)).toEqual([]);
  });

  it('a meeting card opens the page configured on the meeting, not the list it is on', async () => {
    const { page } = phone;
    // The seed's meetings have no page of their own: give the first card one, as an operator would.
    await page.route('**/meeting/api/academic?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Envelope;
      body.data.list = body.data.list.map((item, i) => (i === 0 ? { ...item, link: '/meeting-news-detail/1' } : item));
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto('/meeting-list');
    await page.locator('.w-meeting-cards__open').first().click();
    await page.waitForURL(/\/meeting-news-detail\/1$/);
  });

  it('a meeting card without a page configured opens the meeting page: its title, cover and 报名参会', async () => {
    const { page } = phone;
    const { list } = await api.data<{ list: Array<{ title: string; uuid: string; origin_type: number; meeting_status: number; link?: string }> }>(
      '/meeting/api/academic?page=1&pageSize=10',
    );
    const meeting = list.find((item) => item.origin_type === 14 && item.meeting_status !== 2 && !item.link);
    if (!meeting) throw new Error('the seed has no open meeting with sign-up on the first page');
    await page.goto('/meeting-list');
    await page.getByRole('button', { name: meeting.title }).click();
    await page.waitForURL(new RegExp(`/meeting/${meeting.uuid}$`));
    await page.getByText(meeting.title, { exact: true }).waitFor();
    await page.getByRole('img', { name: `${meeting.title}的封面` }).waitFor();
    await page.getByRole('button', { name: '报名参会' }).waitFor();
    await page.getByRole('heading', { name: '会议简介' }).waitFor();
    expect(await page.getByRole('heading', { name: '页面不存在' }).count()).toBe(0);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('a meeting page for an unknown uuid (%s): 页面不存在 with 返回首页', async (uuid) => {
    const { page } = phone;
    await page.goto(`/meeting/${uuid}`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).waitFor();
  });

  it('a detail that does not exist: 页面不存在 with 返回首页, not a blank page', async () => {
    const { page } = phone;
    await page.goto('/article-detail/99999');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('a detail whose request fails: 重试 loads it again; 返回首页 is offered too', async () => {
    const { page } = phone;
    const article = await firstArticle();
    let failing = true;
    await page.route(`**/course/api/article/detail/${article.id}*`, (route) =>
      failing ? route.fulfill({ status: 500, json: { code: 500, message: 'x' } }) : route.fallback(),
    );
    await page.goto(`/article-detail/${article.id}`);
    await page.getByRole('heading', { name: '页面暂时无法显示' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    failing = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText(article.title).first().waitFor();
    expect(await page.getByRole('heading', { name: '页面暂时无法显示' }).count()).toBe(0);
  });
});
