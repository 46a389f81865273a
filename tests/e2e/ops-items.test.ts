import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COOKIE, OPS_COOKIE_PATH } from '../../server/src/modules/ops-operators/ops-auth';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';
import { startEmptyProduction } from './empty-production';

// A publisher makes a medical column and an article in the console's 内容库 — the body pasted from a
// WeChat article, with a heading, bold text, a list and a table — publishes both, and a doctor's phone
// finds the article in the list, in search and on its detail screen; taken down, it is gone from all
// three and its page says so. Once on the worker's seeded server, and — with TEST_DATABASE_URL and
// TEST_REDIS_URL — as a new team would start: production mode, an empty PostgreSQL database (no demo
// content), Redis, and two API processes, the console on one and the phone on the other.

interface Servers {
  opsUrl: string;
  phoneUrl: string;
  /** The publisher's ops_session token. */
  token: string;
  stop(): Promise<void>;
}

async function sharedServer(): Promise<Servers> {
  return { opsUrl: e2eServer.baseUrl, phoneUrl: e2eServer.baseUrl, token: e2eServer.operatorTokens.publisher, stop: async () => undefined };
}

const variants: Array<{ name: string; start: () => Promise<Servers> }> = [{ name: 'the seeded server', start: sharedServer }];
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (pgUrl && redisUrl)
  variants.push({ name: 'production on an empty PostgreSQL with Redis, two processes', start: () => startEmptyProduction(pgUrl, redisUrl) });
// Digits only in names: other console tests of this worker read the console for English words.
const run = String(Date.now()).slice(-6);
const COLUMN = `围术期管理${run}`;
const TITLE = `围术期血糖管理要点${run}`;
const PASTED = [
  '<h2 style="font-size:18px">一、术前评估</h2>',
  '<p><span style="color:#333">糖化血红蛋白 &gt; 8.5% 时</span><strong>建议推迟择期手术</strong>。</p>',
  '<ul><li>术前三天停用二甲双胍</li><li>胰岛素改为基础剂量</li></ul>',
  '<table><tbody><tr><td>血糖目标</td><td>7.8–10.0 mmol/L</td></tr></tbody></table>',
  '<script>alert(1)</script>',
].join('');

async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.getByRole('textbox', { name: '正文' }).evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]+>/g, ''));
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

describe.each(variants)('content back office on $name: make, publish and take down an article', ({ start }) => {
  let servers: Servers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let phone: PhoneSession;

  beforeAll(async () => {
    servers = await start();
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: servers.opsUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    const domain = new URL(servers.opsUrl).hostname;
    await context.addCookies([{ name: OPS_COOKIE, value: servers.token, domain, path: OPS_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' }]);
    page = await context.newPage();
    phone = await openPhone(servers.phoneUrl);
  }, 180_000);
  afterAll(async () => {
    await phone?.close();
    await context?.close();
    await browser?.close();
    await servers?.stop();
  });

  it('a column and a pasted article go live for doctors, and leave everywhere when taken down', async () => {
    await page.goto('/ops#/items/medical-column');
    await page.getByRole('button', { name: '新建医学专栏' }).click();
    await page.getByRole('textbox', { name: /名称/ }).fill(COLUMN);
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByRole('status').filter({ hasText: '草稿已保存' }).waitFor();
    // 手机预览 is there for every kind with a screen: the draft column on its own page, in the phone frame.
    await page.getByRole('button', { name: '手机预览' }).click();
    await page.frameLocator('iframe[title="草稿在手机上的样子"]').getByText(COLUMN).first().waitFor();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '已发布，医生端已更新' }).waitFor();

    await page.goto('/ops#/items/article/new');
    await page.getByRole('textbox', { name: /标题/ }).fill(TITLE);
    await page.getByRole('textbox', { name: /作者/ }).fill('内分泌科');
    await page.getByRole('searchbox', { name: '搜索医学专栏' }).fill(run);
    await page.getByRole('combobox', { name: '医学专栏' }).selectOption({ label: COLUMN });
    await pasteHtml(page, PASTED);
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.locator('h2', { hasText: '一、术前评估' }).waitFor();
    await editor.locator('strong', { hasText: '建议推迟择期手术' }).waitFor();
    await editor.locator('td', { hasText: '7.8–10.0 mmol/L' }).waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByRole('status').filter({ hasText: '草稿已保存' }).waitFor();
    await page.waitForURL(/#\/items\/article\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);

    // A draft is not there for doctors, but 手机预览 shows it on its real screen, in the console's phone frame.
    expect((await phone.page.request.get(`/course/api/article/detail/${id}`)).status()).toBe(404);
    await page.getByRole('button', { name: '手机预览' }).click();
    const frame = page.frameLocator('iframe[title="草稿在手机上的样子"]');
    await frame.getByText(TITLE).first().waitFor();
    await frame.locator('strong', { hasText: '建议推迟择期手术' }).waitFor();
    // The draft shows although the frame runs in an opaque origin, where the console's session is out of reach.
    const framed = await (await page.locator('iframe[title="草稿在手机上的样子"]').elementHandle())!.contentFrame();
    expect(await framed!.evaluate(() => window.origin)).toBe('null');

    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '已发布，医生端已更新' }).waitFor();
    await page
      .getByRole('region', { name: '历史版本' })
      .getByText(/第 1 版 · 发布/)
      .waitFor();

    await phone.page.goto(`/article-detail/${id}`);
    await phone.page.getByText(TITLE).first().waitFor();
    await phone.page.locator('strong', { hasText: '建议推迟择期手术' }).waitFor();
    await phone.page.locator('td', { hasText: '7.8–10.0 mmol/L' }).waitFor();
    expect(await phone.page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);

    const search = async () => {
      const response = await phone.page.request.get(`/course/api/search/results?keyword=${encodeURIComponent('血糖')}&page_size=50`);
      return (((await response.json()) as { data: { list: Array<{ title: string }> } }).data.list ?? []).map((item) => item.title);
    };
    expect(await search()).toContain(TITLE);
    await phone.page.goto('/article-list');
    await phone.page.getByText(TITLE).first().waitFor();

    await page.getByRole('button', { name: '下线', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '下线' }).click();
    await page.getByRole('status').filter({ hasText: '已下线' }).waitFor();

    expect(await search()).not.toContain(TITLE);
    await phone.page.goto(`/article-detail/${id}`);
    await phone.page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await phone.page.goto('/article-list');
    await phone.page.getByRole('main').waitFor();
    await expect.poll(() => phone.page.getByText(TITLE).count()).toBe(0);
  });
});
