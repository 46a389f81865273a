import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takesSignUp } from '../../contract/meetings/meeting-sign-up';
import { openFromHome, scrollUntil } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

interface Meeting {
  id: number;
  title: string;
  uuid: string;
  link?: string;
  origin_type: number;
  academic_origin_type?: number;
  meeting_status: number;
  isApply: boolean;
}

async function allMeetings(): Promise<Meeting[]> {
  const body = await (await fetch(`${baseUrl}/meeting/api/academic?pageSize=100`)).json();
  return body.data.list;
}

describe('学术会 in a phone browser', () => {
  let phone: PhoneSession;
  let meetings: Meeting[];
  beforeAll(async () => {
    meetings = await allMeetings();
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('学术会 → badges, sign-up buttons per the rules, paging by scroll', async () => {
    const { page } = phone;
    await openFromHome(page, '学术会');
    await page.waitForURL(/\/meeting-list$/);
    await page.getByRole('heading', { name: '会议资讯' }).waitFor();
    await page.getByRole('heading', { name: '学术会议' }).waitFor();
    const cards = page.locator('.w-meeting-cards__card');
    await cards.first().waitFor();
    // Page 1 of 10; the rest come while scrolling.
    expect(await cards.count()).toBeLessThan(meetings.length);
    await cards.filter({ hasText: '进行中' }).first().waitFor();

    await scrollUntil(page, async () => (await cards.count()) >= meetings.length && (await page.getByText('已到底部').isVisible()));
    expect(await cards.count()).toBe(meetings.length);
    for (const badge of ['进行中', '已结束']) expect(await cards.filter({ hasText: badge }).count()).toBeGreaterThan(0);
    expect(await cards.filter({ hasText: /未开始|报名中/ }).count()).toBe(meetings.filter((m) => m.meeting_status === 0).length);
    // 报名参会 only for meetings with sign-up (origin_type 14, or a 学术会 entry 31 standing for one) that
    // have not ended; nobody is signed in, so no 已报名.
    const signUp = meetings.filter((m) => takesSignUp(m) && m.meeting_status !== 2);
    expect(signUp.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: '报名参会' }).count()).toBe(signUp.length);
    expect(await page.getByRole('button', { name: '已报名' }).count()).toBe(0);
    expect(await cards.filter({ hasText: '已结束' }).getByRole('button', { name: '报名参会' }).count()).toBe(0);

    // A visitor who taps 报名参会 goes to /login.
    await page.getByRole('button', { name: '报名参会' }).first().click();
    await page.waitForURL(/\/login$/);
  });

  it('a news item opens its page; 往届会议 opens the older list', async () => {
    const { page } = phone;
    await openFromHome(page, '学术会');
    const news = page.locator('.w-news-list').getByRole('button');
    await news.first().waitFor();
    expect(await news.count()).toBe(3);
    const title = (await news.first().getAttribute('aria-label'))!;
    await news.first().click();
    await page.waitForURL(/\/meeting-news-detail\/\d+$/);
    await page.getByText(title).first().waitFor();

    await page.goBack();
    await page.waitForURL(/\/meeting-list$/);
    await page.getByRole('button', { name: '往届会议' }).click();
    await page.waitForURL(/\/meeting-list-old$/);
    // meeting-list has cards too: wait for the older list's own page of ten, not the leaving page's.
    const cards = page.locator('.w-meeting-cards__card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
  });
});

describe('a meeting page in WeChat on a phone', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterAll(async () => phone?.close());

  it('学术会 → a meeting: where it takes place and who organises it', async () => {
    const { page } = phone;
    const meeting = (await allMeetings()).find((m) => m.origin_type === 14 && !m.link);
    if (!meeting) throw new Error('the seed has no meeting with a page of its own');
    await openFromHome(page, '学术会');
    await page.waitForURL(/\/meeting-list$/);
    const card = page.getByRole('button', { name: meeting.title, exact: true });
    await scrollUntil(page, () => card.isVisible());
    await card.click();
    await page.waitForURL(new RegExp(`/meeting/${meeting.uuid}$`));
    await page.getByRole('heading', { name: '会议简介' }).waitFor();
    // The seed names a city's conference centre and a medical society's branch for every meeting.
    await page.getByText(/^会议地点：\S+国际会议中心$/).waitFor();
    await page.getByText(/^主办单位：中华医学会\S+学分会$/).waitFor();
  });
});
