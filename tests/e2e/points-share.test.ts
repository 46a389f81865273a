import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { latestCode, waitForSendSlot } from './sms-inbox';
import { e2eApi } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).envelope;
/** A seeded certified doctor of its own (the server allows one login code per number per 60 s). */
const MOBILE = '13800000028';

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: number };
}

/** A session through the real SMS-code login (dev inbox), after the number's 60 s code window. */
async function signIn(): Promise<Session> {
  await waitForSendSlot(MOBILE);
  const sent = await api(`/user/api/send-verify?mobile=${MOBILE}`);
  expect(sent.code).toBe(0);
  const login = await api<Session>('/user/api/check-verify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile: MOBILE, code: await latestCode(MOBILE) }),
  });
  expect(login.code).toBe(0);
  return login.data;
}

async function balance(token: string): Promise<number> {
  const body = await api<{ point: number }>('/user/api/points?type=income', { headers: { 'x-token': token } });
  expect(body.code).toBe(0);
  return body.data.point;
}

async function openArticleId(): Promise<number> {
  const list = await api<{ list: Array<{ id: number; origin_id?: number }> }>('/course/api/article/list?page=1&pageSize=10');
  for (const item of list.data.list.reverse()) {
    const id = item.origin_id ?? item.id;
    const detail = await api<{ need_password: number }>(`/course/api/article/detail/${id}`);
    if (detail.code === 0 && detail.data.need_password === 0) return id;
  }
  throw new Error('no open article in the seed');
}

describe('share posters and points in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('shares an article as a poster, the balance grows by the share rule, the rules are listed', { timeout: 150_000 }, async () => {
    const { page } = phone;
    const session = await signIn();
    const rules = (await api<Array<{ key: string; value: number }>>('/user/api/points/rule')).data;
    const shareValue = rules.find((r) => r.key === 'share')!.value;
    const articleId = await openArticleId();

    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('refresh_token', s.refresh_token);
      localStorage.setItem('user_id', String(s.user.id));
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    await page.goto(`/article-detail/${articleId}`);
    // Opening the article may itself earn the daily 'view' points; the share is measured from here on.
    const shareButton = page.getByRole('button', { name: '分享', exact: true });
    await shareButton.waitFor();
    const before = await balance(session.access_token);

    await shareButton.click();
    const dialog = page.getByRole('dialog', { name: '分享海报' });
    await dialog.waitFor();
    await page.getByText('长按图片保存，分享给好友').waitFor();
    const poster = dialog.getByRole('img', { name: '分享海报' });
    await poster.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.w-share-poster__image');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    // A real image, not blank: some pixels are far from white.
    const dark = await poster.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 100 && data[i + 1] < 100 && data[i + 2] < 100) n++;
      return n;
    });
    expect(dark).toBeGreaterThan(1000);
    await dialog.getByRole('button', { name: '关闭' }).click();

    // The share is recorded in the background; my-amount shows the new balance.
    await expect.poll(() => balance(session.access_token), { timeout: 10_000 }).toBe(before + shareValue);
    await page.goto('/my-amount');
    await page.getByLabel(`博贝余额 ${before + shareValue}`).waitFor();
    await page.getByRole('tabpanel', { name: '获得博贝' }).getByText('分享内容').first().waitFor();

    await page.getByRole('button', { name: '博贝规则' }).click();
    await page.waitForURL(/\/amount-rule$/);
    const names = page.locator('.w-point-rules__name');
    await names.first().waitFor();
    expect(await names.allTextContents()).toEqual(['注册认证', '观看学习', '发表评论', '分享内容']);
  });
});
