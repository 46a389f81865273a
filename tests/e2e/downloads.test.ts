import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromHome } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { forgetSession, signInOnPage } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

interface Row {
  id: number;
  type: number;
  title: string;
  filesize?: number;
  link?: string;
}

/** The size in bytes of the file a row links to, as the app serves it. */
async function servedBytes(link: string): Promise<number> {
  const response = await fetch(new URL(link, baseUrl), { method: 'HEAD' });
  expect(response.status, link).toBe(200);
  return Number(response.headers.get('content-length'));
}

/** A seeded certified doctor of this file's own (the server allows one login code per number per 60 s). */
const MOBILE = '13800000030';

describe('downloads (指南) in WeChat on a phone', () => {
  let phone: PhoneSession;
  let imageText: Row;
  let bigFile: Row;
  beforeAll(async () => {
    const body = await (await fetch(`${baseUrl}/course/api/download/list?category_id=4&pageSize=50`)).json();
    imageText = (body.data.list as Row[]).find((d) => d.type === 3)!;
    const files = await (await fetch(`${baseUrl}/course/api/download/list?category_id=1&pageSize=50`)).json();
    // Too big for the iPhone's direct download: the e-mail dialog opens instead.
    bigFile = (files.data.list as Row[]).find((d) => d.type === 1 && (d.filesize ?? 0) >= 20480)!;
    phone = await openPhone(baseUrl, { wechat: true });
  });
  afterAll(async () => phone?.close());

  it('every file row lists the size of the file it links to (KB, rounded up); one is over 20 MB', async () => {
    const body = await (await fetch(`${baseUrl}/course/api/download/list?pageSize=50`)).json();
    const files = (body.data.list as Row[]).filter((d) => d.type === 1);
    expect(files.length).toBeGreaterThan(10);
    const listed = files.map((file) => [file.link, file.filesize]);
    const served = await Promise.all(files.map(async (file) => [file.link, Math.ceil((await servedBytes(file.link!)) / 1024)]));
    expect(listed).toEqual(served);
    expect(await servedBytes(bigFile.link!)).toBeGreaterThan(20 * 1024 * 1024);
  });

  it('指南 → category tabs and search → an image-text item', async () => {
    const { page } = phone;
    await openFromHome(page, '指南');
    await page.waitForURL(/\/download-list$/);
    await page.getByRole('tab', { name: '全部' }).waitFor();
    const rows = page.locator('.w-download-rows__item');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    // Reads for image-text rows, download counts for files, and the favourite state.
    await rows.filter({ hasText: '阅读' }).first().waitFor();
    await rows.filter({ hasText: '次下载' }).first().waitFor();
    expect(await rows.first().innerText()).toMatch(/\d{4}-\d{2}-\d{2}[\s\S]*收藏/);

    await page.getByRole('tab', { name: '图解流程' }).click();
    await page.waitForURL(/category=4/);
    await expect.poll(() => rows.count()).toBe(6);
    await page.getByText('已到底部').waitFor();

    const keyword = imageText.title.slice(0, 6);
    const search = page.getByRole('search').locator('input');
    await search.fill(keyword);
    await search.press('Enter');
    // The bar searches with the search screen's endpoints, scoped to downloads.
    // …showing the 指南 tab (type 9).
    await page.waitForURL(/\/search-new\?/);
    const query = new URL(page.url()).searchParams;
    expect({ channel: query.get('channel'), type: query.get('type'), keyword: query.get('keyword') }).toEqual({ channel: 'download', type: '9', keyword });

    await page.getByRole('button', { name: imageText.title }).first().click();
    await page.waitForURL(new RegExp(`/download-detail/${imageText.id}$`));
    await page.getByText(imageText.title).first().waitFor();
    // The sanitised body: the seeded image-text bodies start with the title as a heading and paragraphs.
    await page.locator('p').first().waitFor();
  });

  it('a file row has no page of its own', async () => {
    const { page } = phone;
    await page.goto('/download-list?category=1');
    const file = page.locator('.w-download-rows__item').filter({ hasText: '次下载' }).first().getByRole('button').first(); // the row itself, not its 收藏
    await file.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/download-list');
  });

  it('a file over 20 MB opens the e-mail dialog for a certified doctor on an iPhone: cancel closes it, sending records the address and closes it', async () => {
    const { page } = phone;
    await page.goto('/download-list?category=1');
    await signInOnPage(page, MOBILE);
    try {
      await page.reload();
      const row = page.getByRole('button', { name: bigFile.title, exact: true }).first();
      const dialog = page.getByRole('dialog', { name: '发送到邮箱' });
      await row.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'detached' });

      await row.click();
      await dialog.getByRole('textbox', { name: '邮箱' }).fill('doctor@example.test');
      const sent = page.waitForRequest((request) => request.url().includes('/download/email') && request.method() === 'POST');
      await dialog.getByRole('button', { name: '发送' }).click();
      expect(decodeURIComponent((await sent).postData() ?? '')).toContain('doctor@example.test');
      await page.getByText('已经记录您的邮箱').waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await forgetSession(page);
    }
  });
});
