import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { openPhone, type PhoneSession } from './phone-browser';
import { applySession, signInThroughApi } from './sign-in';
import { e2eServer } from './e2e-server';

// A visitor (never signed in) is asked to sign in with the login-needed dialog; only a session that ran
// out is told 登录超时，请重新登录！ — and logging out is neither.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);
const EXPIRED = '登录超时，请重新登录！';
const LOGOUT_USER = '13911180001';

/** Every toast the page shows, as it shows them (a short-lived toast could be missed by a later look). */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__toastSeen', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __toastSeen: (text: string) => void }).__toastSeen;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement && node.textContent) report(node.textContent);
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: false });
  });
  return seen;
}

async function loginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: '需要登录' });
  await dialog.waitFor();
  await dialog.getByText('为了方便学习课程,需要您登录认证').waitFor();
  return dialog;
}

describe('a visitor is asked to sign in, never told the session ran out', () => {
  let phone: PhoneSession;
  let seen: string[];
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
    seen = await recordToasts(phone.page);
  });
  afterEach(async () => phone?.close());

  it('点赞 on an article: the login-needed dialog; 去认证 goes to /login and comes back afterwards', async () => {
    const { page } = phone;
    const { list } = await api.data<{ list: Array<{ id: number }> }>('/course/api/article/list?page=1&pageSize=1');
    await page.goto(`/article-detail/${list[0].id}`);
    const like = page.locator('.w-comment-thread__footer').getByRole('button', { name: /^(点赞|已点赞) \d+$/ });
    await like.click();
    const dialog = await loginDialog(page);
    await dialog.getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('back-url') ?? localStorage.getItem('back-url'))).toContain(`/article-detail/${list[0].id}`);
    expect(seen.filter((text) => text.includes(EXPIRED))).toEqual([]);
  });

  it('+关注 on a medical column: the same dialog, and 取消 stays on the page', async () => {
    const { page } = phone;
    await page.goto('/medical-column');
    await page
      .getByRole('button', { name: /^关注 / })
      .first()
      .click();
    const dialog = await loginDialog(page);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/medical-column');
  });

  it('/my-amount: the login-needed dialog, not 登录超时', async () => {
    const { page } = phone;
    await page.goto('/my-amount');
    await loginDialog(page);
    expect(seen.filter((text) => text.includes(EXPIRED))).toEqual([]);
  });

  it('logging out ends on home with no 登录超时 and no dialog', async () => {
    const { page } = phone;
    await page.goto('/ys');
    await applySession(page, await signInThroughApi(LOGOUT_USER));
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.goto('/my-setting');
    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog', { name: '提醒' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // Home's own content is there, so its requests (and any refusal) are done.
    await page.getByRole('navigation', { name: '快捷入口' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(seen.filter((text) => text.includes(EXPIRED))).toEqual([]);
    expect(await page.getByRole('dialog', { name: '需要登录' }).count()).toBe(0);
  });
});
