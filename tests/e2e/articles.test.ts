import type { Page } from 'playwright-core';
import { openFromHome } from './from-home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { forgetSession, signInOnPage } from './sign-in';
import { e2eApi, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

interface Card {
  id: number;
  title: string;
  type: number;
  origin_type: number;
}
/** Opens `/` past the once-a-day screen advert and taps a home shortcut. */
const tapShortcut = openFromHome;

/** Scrolls until the locator's element exists (infinite lists load page after page). */
async function scrollTo(page: Page, find: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 60 && !(await find()); i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(150);
  }
}

const EXTERNAL_TITLE = '胸部CT影像图解：肺结节的随访与处理';
const PROXY_PREFIX = `/course/api/image-proxy?url=${encodeURIComponent('https://img.example-cdn.test/')}`;

describe('articles, cases and medical columns in a phone browser', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('资讯 → article list → the external-image article: header, views, parent, body through the proxy, back', async () => {
    const { page } = phone;
    await tapShortcut(page, '资讯');
    await page.waitForURL(/\/article-list$/);
    await page.getByRole('tab', { name: '推荐' }).waitFor();
    await page.getByRole('tab', { name: '指南解读' }).click();
    await page.waitForURL(/\/article-list\?category_id=\d+$/);
    await page.getByRole('tab', { name: '推荐' }).click();
    await page.waitForURL((url) => url.pathname === '/article-list' && !url.search.includes('category_id=1'));
    await page.getByRole('button', { name: EXTERNAL_TITLE }).click();
    await page.waitForURL(/\/article-detail\/\d+$/);

    await page.getByRole('heading', { level: 1, name: EXTERNAL_TITLE }).waitFor();
    await page
      .getByText(/\d+阅读/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: '所属专栏：影像诊断' }).waitFor();
    const body = page.getByRole('article', { name: '正文' });
    await body.getByRole('listitem').first().waitFor();
    const image = body.getByRole('img', { name: '肺结节胸部CT影像' });
    // The address the server gave (the image shows a placeholder once the proxy's fetch fails: no internet here).
    // Read in one go: between two separate reads the image can fail and swap its src for the placeholder.
    expect(await image.evaluate((img) => img.getAttribute('data-failed-src') ?? img.getAttribute('src'))).toMatch(
      new RegExp(`^${PROXY_PREFIX.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}`),
    );
    // What the sanitiser removed never reaches the page.
    expect(await body.locator('script, style, iframe, [onerror]').count()).toBe(0);
    expect(await body.getByRole('link', { name: '点击查看' }).count()).toBe(0);
    await page.getByRole('heading', { name: '相关推荐' }).waitFor();
    expect(await page.title()).toBe('资讯详情 - 博医荟');

    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.pathname === '/article-list');
    await page.getByRole('button', { name: EXTERNAL_TITLE }).waitFor();
  });

  it('the product banner opens its link: the image-text page takes its title from the content', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: EXTERNAL_TITLE }).click();
    await page.waitForURL(/\/article-detail\/\d+$/);
    await page.getByRole('img', { name: '产品推荐' }).first().click();
    await page.waitForURL(/\/image-text\/33$/);
    await page.getByRole('heading', { level: 1, name: '医学工具箱' }).waitFor();
    await page
      .getByRole('article', { name: '正文' })
      .getByText(/更快更准确的找到你需要的那一篇/)
      .waitFor();
    await expect.poll(() => page.title()).toBe('医学工具箱 - 博医荟');
  });

  it('a password article: no body until the right code, then the body', async () => {
    const { page } = phone;
    const all = await api<{ list: Card[] }>('/course/api/article/list?pageSize=100');
    // The seed's first protected article (watch password 1234); the list itself does not say which.
    const locked = all.list.find((a) => a.id === 3)!;
    expect((await api<{ need_password: number; content?: string }>(`/course/api/article/detail/${locked.id}`)).content).toBeUndefined();
    await page.goto('/ys');
    await signInOnPage(page, '13800000042');
    await page.goto('/article-list');
    const card = page.getByRole('button', { name: locked.title, exact: true });
    await scrollTo(page, async () => (await card.count()) > 0);
    // The article's comments are behind the same password: refused quietly (no error toast) until the pass goes along.
    const commentsAnswer = () => page.waitForResponse((r) => r.url().includes(`/course/api/comments?`) && r.url().includes(`content_id=${locked.id}`));
    const refusedComments = commentsAnswer();
    await card.click();
    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.waitFor();
    await page.getByRole('heading', { level: 1, name: locked.title }).waitFor();
    expect(((await (await refusedComments).json()) as { code: number }).code).toBe(4002);
    expect(await page.getByText('未知错误').count()).toBe(0);
    expect(await page.getByRole('article', { name: '正文' }).count()).toBe(0);
    // Not read yet: it is not in 浏览历史 (资讯) while locked.
    await page.goto('/my-history?tab=2');
    const history = page.getByRole('tabpanel');
    await history.getByText('没有更多了').waitFor();
    expect(await history.getByRole('button', { name: locked.title, exact: true }).count()).toBe(0);
    await page.goBack();
    await dialog.waitFor();
    const input = dialog.getByLabel('观看密码');
    await input.fill('0000');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('密码错误请重试').waitFor();
    await input.fill('1234');
    const allowedComments = commentsAnswer();
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('验证成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: '正文' }).locator('p').first().waitFor();
    expect(((await (await allowedComments).json()) as { code: number }).code).toBe(0);
    // Read now: 浏览历史 lists it.
    await page.goto('/my-history?tab=2');
    await page.getByRole('tabpanel').getByRole('button', { name: locked.title, exact: true }).waitFor();
    await forgetSession(page);
  });

  it('病例 → case list → a case column (已更新N篇 | 共N篇) → a case', async () => {
    const { page } = phone;
    const cases = await api<{ list: Card[]; total: number }>('/course/api/article/list?content_type=6&pageSize=100');
    const column = cases.list.find((c) => c.type === 2)!;
    const items = await api<{ list: Card[]; total: number }>(`/course/api/article/itemList/${column.id}?content_type=6&pageSize=10`);

    await tapShortcut(page, '病例');
    await page.waitForURL(/\/case-list$/);
    const card = page.getByRole('button', { name: column.title, exact: true });
    await scrollTo(page, async () => (await card.count()) > 0);
    await card.click();
    await page.waitForURL(new RegExp(`/case-column/${column.id}$`));
    await page.getByRole('heading', { level: 1, name: column.title }).waitFor();
    await page.getByText(`已更新${items.total}篇 | 共${items.total}篇`).waitFor();
    await page.getByText('已到底部').waitFor();

    await page.getByRole('button', { name: items.list[0].title, exact: true }).click();
    await page.waitForURL(new RegExp(`/article-detail/${items.list[0].id}$`));
    await page.getByRole('heading', { level: 1, name: items.list[0].title }).waitFor();
    await page.getByRole('button', { name: `所属专栏：${column.title}` }).waitFor();
  });

  it('医学专栏 → tap a letter, the list jumps → a column list page → its detail', async () => {
    const { page } = phone;
    await tapShortcut(page, '医学专栏');
    await page.waitForURL(/\/medical-column$/);
    const bar = page.getByRole('navigation', { name: '字母索引' });
    await bar.waitFor();
    await page.getByRole('heading', { name: 'A', exact: true }).waitFor();
    const headerP = page.getByRole('heading', { name: 'P', exact: true });
    const before = await page.evaluate(() => window.scrollY);
    expect((await headerP.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height);

    await bar.getByRole('button', { name: '跳到 P' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    // P's group header now sits at the top of the screen.
    await expect.poll(async () => (await headerP.boundingBox())!.y).toBeLessThan(40);
    expect((await headerP.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
    expect(await bar.getByRole('button', { name: '跳到 P' }).getAttribute('aria-current')).toBe('true');
    expect(await bar.getByRole('button', { name: '跳到 I' }).isDisabled()).toBe(true);

    const group = page.getByRole('region', { name: 'P' });
    await group.getByRole('button', { name: '皮肤科频道', exact: true }).click();
    await page.waitForURL(/\/medical-column-list\/\d+$/);
    const id = page.url().split('/').pop();
    const column = await api<{ title: string; current_count: number; desc: string }>(`/course/api/medicalColumn/${id}`);
    await page.getByRole('heading', { level: 1, name: '皮肤科频道' }).waitFor();
    await page.getByText(`${column.current_count} 内容`).waitFor();
    await page.getByText(/关注$/).first().waitFor();
    await page.getByText(/阅读$/).first().waitFor();
    await page.getByText('已到底部').waitFor();

    await page.getByRole('button', { name: '专栏简介' }).click();
    await page.waitForURL(new RegExp(`/medical-column-detail/${id}$`));
    await page.getByRole('heading', { level: 1, name: '皮肤科频道' }).waitFor();
    await page.getByText(column.desc, { exact: true }).waitFor();
    await page.getByRole('heading', { name: '专栏文章' }).waitFor();
  });
});

describe('the image proxy refuses what it must never fetch', () => {
  const proxy = async (url: string) => {
    const response = await fetch(`${baseUrl}/course/api/image-proxy?url=${encodeURIComponent(url)}`);
    return { status: response.status, body: (await response.json()) as Envelope<unknown> };
  };

  it.each([
    [`${baseUrl.replace('localhost', '127.0.0.1')}/media/x.png`, 'loopback (this very server)'],
    ['http://10.0.0.1/x.png', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://[::ffff:127.0.0.1]/x.png', 'IPv4-mapped loopback'],
  ])('%s (%s) with 403 and a message', async (url) => {
    const { status, body } = await proxy(url);
    expect(status).toBe(403);
    expect(body.code).not.toBe(0);
    expect(body.message).toBe('不允许访问内网、本机或保留地址的图片');
  });

  it('a host that is not on the allow-list', async () => {
    const { status, body } = await proxy('https://evil.example/x.png');
    expect(status).toBe(403);
    expect(body.message).toBe('图片域名不在允许列表中');
  });
});
