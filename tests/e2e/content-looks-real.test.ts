// Seeded content as a doctor meets it in WeChat on a phone (390×844): guideline PDFs with their own title
// and pages, short videos that play their own portrait clip, lists that hang together, topic QR codes that
// scan to the topic, posters whose cover text is drawn in Chinese glyphs.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { pinyin } from 'pinyin-pro';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POSTER } from '../../server/src/modules/share/poster';
import { openFromHome, openPastAdvert, scrollUntil } from './from-home';
import { e2eApi } from './api-client';
import { newPhoneContext, openPhone, type PhoneSession } from './phone-browser';
import { readQrText } from './qr-read';
import { signInOnPage } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
/** A certified seeded doctor of this file's own (guideline files are for certified doctors). */
const MOBILE = '13800000013';

/** "02:51" or "1:02:03" → seconds. */
const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The Info dictionary's /Title of a PDF: a UTF-16BE hex string (<FEFF…>) or a literal one. */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text)?.[1];
  if (hex !== undefined) return Buffer.from(hex, 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? '';
}

/** Pages of a PDF: the largest /Count of its page tree nodes (the root's). */
function pdfPageCount(pdf: Buffer): number {
  const counts = Array.from(pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g), (m) =>
    Number(m[1] ?? m[2]),
  );
  return Math.max(0, ...counts);
}

/** The duration an HTMLVideoElement learns from the file's metadata, with its frame size. */
async function clipOf(video: Locator): Promise<{ src: string; width: number; height: number; seconds: number }> {
  await video.waitFor({ state: 'attached' });
  await video.evaluate((v: HTMLVideoElement) => {
    v.preload = 'metadata';
    if (Number.isNaN(v.duration)) v.load();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  return video.evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, width: v.videoWidth, height: v.videoHeight, seconds: Math.round(v.duration) }));
}

/** Card titles of a list, in full (the card's accessible name; the visible title may be cut with …). */
const cardTitles = (page: Page) =>
  page.locator('.w-content-list__item .ui-content-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));

describe('content that looks real, as a doctor sees it in WeChat', () => {
  let phone: PhoneSession;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { wechat: true });
  }, 60_000);
  afterAll(async () => phone?.close());
  // Each test on a phone of its own: a navigation a test started (a PDF opening, say) cannot spill into the
  // next, and a sign-in ends with its test.
  beforeEach(async () => {
    ({ context, page } = await newPhoneContext(phone.browser, baseUrl, { wechat: true }));
  });
  afterEach(async () => context?.close());

  it('a guideline opened from 指南 is a PDF with its own Chinese title and several pages', async () => {
    await openFromHome(page, '指南');
    await page.waitForURL(/\/download-list$/);
    await signInOnPage(page, MOBILE);
    const opened: Array<{ title: string; pdf: Buffer }> = [];
    for (const tab of ['临床指南', '专家共识']) {
      await page.goto('/download-list');
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(/category=\d+/);
      const category = new URL(page.url()).searchParams.get('category');
      // A PDF small enough to open on the phone (a bigger one goes by e-mail).
      const files = await api<{ list: Array<{ title: string; type: number; filesize: number; type_text: string }> }>(
        `/course/api/download/list?category_id=${category}&pageSize=50`,
      );
      const file = files.list.find((f) => f.type === 1 && f.type_text === 'PDF' && f.filesize < 20480);
      expect(file, tab).toBeDefined();
      // The phone opens the file by navigating to it; a 204 keeps the page where it is, so the next tab's
      // navigation is not raced by the PDF's, and the file itself is fetched here to be read.
      const url = await new Promise<string>((resolve) => {
        void page.route(/\.pdf(?:$|\?)/, async (route) => {
          resolve(route.request().url());
          await route.fulfill({ status: 204 });
        });
        void page.getByRole('button', { name: file!.title, exact: true }).first().click();
      });
      await page.unroute(/\.pdf(?:$|\?)/);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      opened.push({ title: file!.title, pdf: Buffer.from(await response.arrayBuffer()) });
    }
    for (const { title, pdf } of opened) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Its own title, in Chinese: the one the row shows.
      expect(pdfTitle(pdf)).toBe(title);
      expect(pdfTitle(pdf)).toMatch(/[\u4e00-\u9fff]{4}/);
      expect(pdfPageCount(pdf), title).toBeGreaterThanOrEqual(2);
      expect(pdfPageCount(pdf), title).toBeLessThanOrEqual(20);
    }
    expect(opened[0].pdf.equals(opened[1].pdf)).toBe(false);
  });

  it('a short video plays its own portrait clip, as long as its card says', async () => {
    await openFromHome(page, '短视频');
    await page.waitForURL(/\/short-video-list$/);
    const cards = page.locator('.w-video-grid').getByRole('button');
    await cards.first().waitFor();
    // Two cards with different running times.
    const shown = await cards.evaluateAll((buttons) =>
      buttons.map((b) => ({
        title: b.getAttribute('aria-label') ?? '',
        clock: /\b(\d{1,2}:\d{2}(?::\d{2})?)\b/.exec((b as HTMLElement).innerText)?.[1] ?? '',
      })),
    );
    const first = shown.find((card) => card.clock);
    const second = shown.find((card) => card.clock && card.clock !== first?.clock);
    expect(first && second, JSON.stringify(shown)).toBeTruthy();

    const played: Array<{ src: string }> = [];
    for (const card of [first!, second!]) {
      await page.goto('/short-video-list');
      await cards
        .filter({ has: page.getByText(card.clock, { exact: true }) })
        .first()
        .click();
      await page.waitForURL(/\/short-video-detail\/\d+$/);
      const clip = await clipOf(page.locator('.w-player video'));
      expect(clip.height, card.title).toBeGreaterThan(clip.width);
      expect(clip.seconds, card.title).toBe(seconds(card.clock));
      played.push(clip);
    }
    expect(played[0].src).not.toBe(played[1].src);
  });

  it('files each medical column under the first letter of its pinyin: 重症医学 under Z', async () => {
    await openFromHome(page, '医学专栏');
    await page.waitForURL(/\/medical-column$/);
    const groups = page.locator('.w-index-bar__group');
    await groups.first().waitFor();
    const filed = await groups.evaluateAll((sections) =>
      sections.map((s) => ({
        letter: s.querySelector('.w-index-bar__letter')?.textContent ?? '',
        titles: Array.from(s.querySelectorAll('.w-index-bar__title'), (t) => t.textContent ?? ''),
      })),
    );
    const letterOf = (title: string) => (pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? '').toUpperCase();
    const misfiled = filed.flatMap(({ letter, titles }) => titles.filter((title) => letterOf(title) !== letter).map((title) => `${title} under ${letter}`));
    expect(misfiled).toEqual([]);
    expect(filed.find((group) => group.titles.includes('重症医学'))?.letter).toBe('Z');
  });

  it('lists lives once each, starting between 08:00 and 21:30 unless on air now; 科研好课 lists research-methods lectures', async () => {
    await openPastAdvert(page, '/live-list', page.getByRole('tab', { name: '推荐' }));
    const items = page.locator('.w-content-list__item');
    await items.first().waitFor();
    // Three pages of the recommend list.
    await scrollUntil(page, async () => (await items.count()) >= 30 || (await page.getByText('已到底部').first().isVisible()), 20);
    // Each list of the page (大家都在看, 精彩回放) names a live once; a live may be in both lists.
    const lists = await page
      .locator('.w-content-list')
      .evaluateAll((all) => all.map((list) => Array.from(list.querySelectorAll('.ui-content-card'), (card) => card.getAttribute('aria-label') ?? '')));
    expect(lists.flat().length).toBeGreaterThanOrEqual(20);
    expect(lists.flatMap((titles) => titles.filter((title, i) => titles.indexOf(title) !== i))).toEqual([]);

    const times = await items.evaluateAll((rows) =>
      rows.map((row) => ({
        title: row.querySelector('.ui-content-card')?.getAttribute('aria-label') ?? '',
        status: row.querySelector('.ui-content-card__status')?.textContent ?? '',
        time: row.querySelector('.ui-content-card__time')?.textContent ?? '',
      })),
    );
    const odd = times.filter(({ status, time }) => {
      const clock = /(\d{2}):(\d{2})$/.exec(time);
      if (status === '直播中' || !clock) return false;
      const minute = Number(clock[1]) * 60 + Number(clock[2]);
      return minute < 8 * 60 || minute > 21 * 60 + 30;
    });
    expect(odd).toEqual([]);

    await page.getByRole('tab', { name: '科研好课' }).first().click();
    await page.waitForURL(/category=14|channel=14|\/14\b/);
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(3);
    const research = /研究|统计|回归|Meta分析|样本量|试验设计|评分匹配|论文|基金|病例对照|R语言|SCI/;
    expect((await cardTitles(page)).filter((title) => !research.test(title))).toEqual([]);
  });

  it('lists cardiovascular courses in the cardiovascular topic', async () => {
    await openPastAdvert(page, '/topic-detail/1', page.getByRole('navigation', { name: '专题模块' }));
    await page.getByRole('heading', { name: '心血管疾病防治专项' }).first().waitFor();
    await page.getByRole('navigation', { name: '专题模块' }).getByRole('button', { name: '专题课程' }).click();
    await page.waitForURL(/\/topic-column\/1\/\d+$/);
    const cards = page.locator('.ui-content-card');
    await cards.first().waitFor();
    const titles = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label') ?? ''));
    const cardiovascular = /高血压|冠心病|心力衰竭|心房颤动|心肌梗死|血脂|心肌病|肺动脉高压|心血管/;
    expect(titles.filter((title) => !cardiovascular.test(title))).toEqual([]);
    // …and a card opens that course.
    await cards.first().click();
    await page.waitForURL(/\/(course|video)-detail\/\d+$/);
    await page.getByRole('heading', { name: titles[0], level: 1 }).waitFor();
  });

  it('shows a topic QR code that scans to the topic page, and partner logos as pictures', async () => {
    await openPastAdvert(page, '/topic-detail/1', page.getByRole('navigation', { name: '专题模块' }));
    const qr = page.getByRole('img', { name: /二维码/ }).first();
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Read as a phone's scanner reads it: upright, not mirrored.
    const link = new URL(await readQrText(await qr.screenshot()));
    expect(link.protocol).toMatch(/^https?:$/);
    expect(link.pathname).toBe('/topic-detail/1');
    // The scanned link opens this topic (on the test server: its path and query).
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: '心血管疾病防治专项' }).first().waitFor();

    const logos = page.locator('.w-partner-logos img');
    await logos.first().scrollIntoViewIfNeeded();
    expect(await logos.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => logos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth >= 96))).toBe(true);
    const names = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    // Named organisations, not numbered placeholders; and each logo its own picture.
    expect(names.filter((name) => !/[\u4e00-\u9fff]{4}/.test(name) || /合作(单位)?\d/.test(name))).toEqual([]);
    const shots = await Promise.all((await logos.all()).slice(0, 2).map((logo) => logo.screenshot()));
    expect(shots[0].equals(shots[1])).toBe(false);
  });

  it('draws the JPEG cover of an article on its share poster, no black blots', async () => {
    const list = (await (await fetch(`${baseUrl}/course/api/article/list?page=1&pageSize=5`)).json()) as {
      data: { list: Array<{ id: number; cover_img: string }> };
    };
    const article = list.data.list.find((a) => a.cover_img.startsWith('/media/covers/'));
    expect(article).toBeDefined();
    // Share cards and og:image take PNG or JPEG only.
    expect(article!.cover_img).toMatch(/\.(jpg|png)$/);
    const coverImage = await loadImage(Buffer.from(await (await fetch(new URL(article!.cover_img, baseUrl))).arrayBuffer()));

    // The poster is drawn once per item; the first drawing on a cold server of a loaded test machine can
    // outlast the app's 6 s request timeout, and the drawing, not its speed, is what this test is about.
    await api(`/course/api/share?content_id=${article!.id}&type=2`);
    await openPastAdvert(page, `/article-detail/${article!.id}`, page.getByRole('heading', { level: 1 }).first());
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const poster = page.getByRole('dialog', { name: '分享海报' }).getByRole('img', { name: '分享海报' });
    await poster.waitFor();
    const src = await poster.getAttribute('src');
    const png = Buffer.from(await (await fetch(new URL(src ?? '', baseUrl))).arrayBuffer());

    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    expect(image.width).toBe(POSTER.width);
    const cover = ctx.getImageData(0, 0, POSTER.width, POSTER.coverHeight).data;
    let black = 0;
    for (let i = 0; i < cover.length; i += 4) if (cover[i] < 40 && cover[i + 1] < 40 && cover[i + 2] < 40) black++;
    expect(black / (cover.length / 4)).toBeLessThan(0.005);

    // The cover fills the poster's top as the app shows it (scaled to cover, centred): the same picture.
    const scale = Math.max(POSTER.width / coverImage.width, POSTER.coverHeight / coverImage.height);
    const reference = createCanvas(POSTER.width, POSTER.coverHeight).getContext('2d');
    const [w, h] = [coverImage.width * scale, coverImage.height * scale];
    reference.drawImage(coverImage, (POSTER.width - w) / 2, (POSTER.coverHeight - h) / 2, w, h);
    const expected = reference.getImageData(0, 0, POSTER.width, POSTER.coverHeight).data;
    let difference = 0;
    for (let i = 0; i < cover.length; i += 4)
      difference += Math.abs(cover[i] - expected[i]) + Math.abs(cover[i + 1] - expected[i + 1]) + Math.abs(cover[i + 2] - expected[i + 2]);
    expect(difference / (cover.length / 4) / 3).toBeLessThan(16);
  });
});
