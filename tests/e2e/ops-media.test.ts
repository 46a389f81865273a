import sharp from 'sharp';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser, openPhone } from './phone-browser';
import { e2eServer } from './e2e-server';

// An editor adds two files to the media library at once: a ward-round photo, which arrives with its sizes,
// and a "screenshot" that is really text, which is refused with the reason; then finds the photo, reads its
// details and deletes it. A publisher picks a library photo for the home carousel, crops it to the banner's
// shape, publishes, and a phone shows the cropped banner from the sizes the library made.

const baseUrl = e2eServer.baseUrl;
// Digits only in names: other console tests of this worker read the console for English words.
const run = String(Date.now()).slice(-6);
const PHOTO = `心内科查房${run}.jpg`;
const FAKE = `病例截图${run}.png`;

/** A 1600 × 1200 photo-like JPEG (gradients), made here rather than kept as a binary fixture. */
async function wardPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = 120 + ((x >> 4) % 80);
      pixels[at + 1] = 140 + ((y >> 4) % 60);
      pixels[at + 2] = 170;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('media library in the operator console', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.editor.name);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('uploads several files with a progress bar each, refuses the one that is not an image, finds, shows and deletes the photo', async () => {
    await page.goto('/ops#/media');
    await page.getByRole('heading', { name: '媒体库', level: 2 }).waitFor();
    await page.getByText(/单个最大 20MB/).waitFor();

    await page.getByLabel('上传文件').setInputFiles([
      { name: PHOTO, mimeType: 'image/jpeg', buffer: await wardPhoto() },
      { name: FAKE, mimeType: 'image/png', buffer: Buffer.from('这不是图片，是一段文字') },
    ]);
    const queue = page.getByRole('region', { name: '上传队列' });
    await queue.getByRole('progressbar', { name: `${PHOTO} 上传进度` }).waitFor();
    await queue.locator('li', { hasText: PHOTO }).getByText('已完成').waitFor();
    await queue.locator('li', { hasText: FAKE }).getByRole('alert').filter({ hasText: '失败：文件内容不是图片：仅支持 JPEG、PNG、WebP、GIF' }).waitFor();

    await page.getByLabel('搜索文件名').fill(run);
    await page.getByText('共 1 个文件').waitFor();
    const thumbnail = page.getByRole('img', { name: PHOTO });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/uploads\/img-[0-9a-f]{32}-320\.webp$/);

    await page.getByRole('button', { name: new RegExp(PHOTO) }).click();
    const details = page.getByRole('complementary', { name: '文件详情' });
    await details.getByText('1600 × 1200', { exact: true }).waitFor();
    await details.getByText('未被已发布的内容使用').waitFor();
    expect(await details.getByText('320 × 240、640 × 480、960 × 720、1280 × 960、1600 × 1200').count()).toBe(1);

    await details.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除媒体文件' }).getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `已删除「${PHOTO}」` })
      .waitFor();
    await page.getByText('没有符合条件的文件').waitFor();
  });

  it('crops a library photo to the banner shape for the home carousel; a phone downloads the WebP size its screen needs', async () => {
    const publisherContext = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    await useConsoleSession(publisherContext, baseUrl, E2E_OPERATORS.publisher.name);
    const desk = await publisherContext.newPage();
    const title = `冬季义诊${run}`;
    const photoName = `义诊现场${run}.jpg`;
    const confirmIn = async (dialogTitle: string, button: string) => {
      const dialog = desk.getByRole('alertdialog', { name: dialogTitle });
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    const publishBanners = async () => {
      await desk.getByRole('button', { name: '发布', exact: true }).click();
      await confirmIn('发布首页内容', '发布');
      await desk.getByText(/已发布（版本 \d+）/).waitFor();
    };
    try {
      await desk.goto('/ops#/media');
      await desk.getByLabel('上传文件').setInputFiles({ name: photoName, mimeType: 'image/jpeg', buffer: await wardPhoto() });
      await desk.getByRole('region', { name: '上传队列' }).getByText('已完成').waitFor();

      await desk.getByRole('link', { name: '首页内容' }).click();
      await desk.getByRole('navigation', { name: '内容类型' }).getByRole('button', { name: '轮播图' }).click();
      await desk.getByRole('button', { name: '新建轮播图' }).first().click();
      await desk.getByLabel('标题', { exact: true }).fill(title);
      await desk.getByLabel('位置').selectOption('1');
      await desk.getByRole('button', { name: '从媒体库选择：图片（必填）' }).click();
      const picker = desk.getByRole('dialog', { name: '从媒体库选择图片' });
      await picker.getByLabel('搜索文件名').fill(run);
      await picker.getByRole('button', { name: `选择 ${photoName}` }).click();
      // A banner is 690:280: the operator crops the 4:3 photo to it (the frame opens centred) and keeps the rest.
      const crop = desk.getByRole('dialog', { name: '裁剪图片' });
      await crop.getByRole('button', { name: '确定', exact: true }).click();
      await crop.waitFor({ state: 'detached' });
      const address = await desk.getByLabel('图片地址').inputValue();
      expect(address).toMatch(/^\/media\/uploads\/img-[0-9a-f]{32}-1600\.jpg$/);
      await desk.getByRole('button', { name: '保存', exact: true }).click();
      const moveUp = desk.getByRole('button', { name: `上移 ${title}` });
      // First in the carousel, so the phone loads it at once (the others load as they slide in).
      while (await moveUp.isEnabled()) {
        const before = await desk
          .locator('tbody tr')
          .filter({ hasText: title })
          .evaluate((row) => (row as HTMLTableRowElement).rowIndex);
        await moveUp.click();
        await expect
          .poll(() =>
            desk
              .locator('tbody tr')
              .filter({ hasText: title })
              .evaluate((row) => (row as HTMLTableRowElement).rowIndex),
          )
          .toBe(before - 1);
      }
      await publishBanners();

      const phone = await openPhone(baseUrl);
      try {
        await phone.page.goto('/');
        const banner = phone.page.getByRole('img', { name: title }).first();
        // An iPhone 13 is 390 points wide at 3 pixels a point: 1170 pixels, so the 1280-wide WebP.
        await expect
          .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 15_000 })
          .toMatch(/\/media\/uploads\/img-[0-9a-f]{32}-1280\.webp$/);
        const chosen = await fetch(await banner.evaluate((img: HTMLImageElement) => img.currentSrc));
        expect(chosen.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const served = await sharp(Buffer.from(await chosen.arrayBuffer())).metadata();
        expect(served).toMatchObject({ format: 'webp', width: 1280 });
        // The cropped banner's shape, not the photo's 4:3.
        expect(Math.abs(served.height! / served.width! - 280 / 690)).toBeLessThan(0.01);
        expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(address.slice(0, address.lastIndexOf('-')));
      } finally {
        await phone.close();
      }
    } finally {
      // Leave the home carousel as it was for the other files of this worker.
      await desk.goto('/ops#/content');
      await desk.getByRole('navigation', { name: '内容类型' }).getByRole('button', { name: '轮播图' }).click();
      const remove = desk.getByRole('button', { name: `删除 ${title}` });
      if ((await remove.count()) > 0) {
        await remove.click();
        await publishBanners();
      }
      await publisherContext.close();
    }
  });
});
