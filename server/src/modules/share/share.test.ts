import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { coverSvg } from '../../seed/media';
import { POSTER, POSTER_FONT, QR_BOX, renderPoster } from './poster';
import { localCoverFile, shareUrl } from './share.routes';

/** Counts pixels darker than near-white in a box of a decoded PNG. */
async function darkPixels(
  png: Buffer,
  box: { x: number; y: number; w: number; h: number } = { x: 0, y: 0, w: POSTER.width, h: POSTER.height },
): Promise<{ dark: number; total: number; width: number }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(box.x, box.y, box.w, box.h);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 100 && data[i + 1] < 100 && data[i + 2] < 100) dark++;
  return { dark, total: data.length / 4, width: image.width };
}

describe('poster rendering', () => {
  it('draws a real PNG with a title, a QR code and no cover file', async () => {
    const png = await renderPoster({
      title: '心力衰竭的规范化诊疗与最新进展——一篇很长很长的标题用来测试换行与省略',
      coverFile: null,
      shareUrl: 'https://m.example.com/article-detail/1?source_type=1',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const all = await darkPixels(png);
    expect(all.width).toBe(POSTER.width);
    expect(all.dark).toBeGreaterThan(1000);
    // The QR box is roughly half dark modules: present, not a blank or solid square.
    const qr = await darkPixels(png, { x: QR_BOX.x, y: QR_BOX.y, w: QR_BOX.size, h: QR_BOX.size });
    expect(qr.dark / qr.total).toBeGreaterThan(0.2);
    expect(qr.dark / qr.total).toBeLessThan(0.7);
    // Title area holds text.
    const title = await darkPixels(png, { x: POSTER.margin, y: POSTER.coverHeight + 30, w: POSTER.width - 2 * POSTER.margin, h: 140 });
    expect(title.dark).toBeGreaterThan(300);
  });

  it('draws an SVG cover as the app shows it: Chinese text in its font, translucent shapes see-through', async () => {
    // An uploaded SVG cover: a gradient, circles filled #ffffff22 (#rrggbbaa), a bold centred title line in a quoted font list.
    const title = '心力衰竭的规范化诊疗与最新进展';
    const dir = await mkdtemp(join(tmpdir(), 'poster-cover-'));
    const coverFile = join(dir, 'cover.svg');
    const font = `font-family="'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"`;
    const line = (text: string, y: number) =>
      `<text x="50%" y="${y}" dy="0.35em" text-anchor="middle" fill="#fff" font-size="36" font-weight="700" ${font}>${text}</text>`;
    await writeFile(
      coverFile,
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#4d96ff"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="563" cy="54" r="126" fill="#ffffff22"/><circle cx="51" cy="342" r="108" fill="#ffffff1a"/>${line(Array.from(title).slice(0, 12).join(''), 157)}${line(Array.from(title).slice(12).join(''), 204)}</svg>`,
    );
    try {
      const png = await renderPoster({ title, coverFile, shareUrl: 'https://m.example.com/article-detail/1?source_type=1' });
      const image = await loadImage(png);
      const canvas = createCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, POSTER.width, POSTER.coverHeight);
      const pixel = (x: number, y: number) => data.subarray((y * POSTER.width + x) * 4, (y * POSTER.width + x) * 4 + 3);

      // No black blots where the translucent circles are (an unparsed #rrggbbaa fill drew them solid black).
      let black = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 40 && data[i + 1] < 40 && data[i + 2] < 40) black++;
      expect(black / (data.length / 4)).toBeLessThan(0.005);

      // The title's first line (12 characters, bold 36 px on the 640 px cover, scaled to the poster) is as
      // wide as the same text set in the CJK font; empty glyph boxes (tofu) come out far narrower.
      const scale = Math.max(POSTER.width / 640, POSTER.coverHeight / 360);
      const lineY = Math.round((360 / 2 - (1 * 36 * 1.3) / 2) * scale);
      let left: number = POSTER.width;
      let right = -1;
      for (let y = lineY - 20; y <= lineY + 20; y++) {
        for (let x = 0; x < POSTER.width; x++) {
          const [r, g, b] = pixel(x, y);
          if (r > 235 && g > 235 && b > 235) {
            left = Math.min(left, x);
            right = Math.max(right, x);
          }
        }
      }
      const measure = createCanvas(10, 10).getContext('2d');
      measure.font = `bold 36px ${POSTER_FONT}`;
      const expected = measure.measureText(Array.from(title).slice(0, 12).join('')).width * scale;
      expect(right - left).toBeGreaterThan(expected * 0.85);
      expect(right - left).toBeLessThan(expected * 1.1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps cover paths inside the media folder and builds share links with source_type=1', () => {
    expect(localCoverFile('/data/media', '/media/covers/a.svg')).toBe('/data/media/covers/a.svg');
    expect(localCoverFile('/data/media', '/media/../../etc/passwd')).toBeNull();
    expect(localCoverFile('/data/media', 'https://evil.example.com/a.png')).toBeNull();
    expect(shareUrl('https://m.example.com', 2, 12, 3)).toBe('https://m.example.com/article-detail/12?content_type=3&source_type=1');
  });
});

describe.each(testDatabases())('share endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the poster once per item and serves it under /media/posters', async () => {
    const first = await t.app.inject({ url: '/course/api/share?content_id=1&type=2' });
    expectEndpointData('getShare', first.json());
    const data = first.json().data as { post_img_url: string; share_url: string; title: string; desc: string };
    expect(data.post_img_url).toMatch(/^\/media\/posters\/2-1-[0-9a-f]{16}\.png$/);
    expect(data.share_url).toMatch(/\/article-detail\/1\?source_type=1$/);
    expect(data.title).toMatch(/ - 博医荟$/);
    const again = (await t.app.inject({ url: '/course/api/share?content_id=1&type=2' })).json().data as { post_img_url: string };
    expect(again.post_img_url).toBe(data.post_img_url);
    const file = join(testConfig().DATA_DIR, 'media', data.post_img_url.slice('/media/'.length));
    const png = await readFile(file);
    expect((await darkPixels(png)).dark).toBeGreaterThan(1000);
    const served = await t.app.inject({ url: data.post_img_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/png/);
  });

  it('share cards get PNG, never SVG: a local SVG cover is drawn once as a PNG thumbnail; a PNG cover is itself', async () => {
    const covers = join(testConfig().DATA_DIR, 'media', 'covers');
    await mkdir(covers, { recursive: true });
    await writeFile(join(covers, 'thumb-test.svg'), coverSvg({ title: '心房颤动的抗凝治疗', subtitle: '心血管 · 指南' }, ['#ff6b6b', '#4d96ff']));
    const src = '/media/covers/thumb-test.svg';
    const first = await t.app.inject({ url: `/share/api/thumbnail?src=${encodeURIComponent(src)}` });
    expect(first.statusCode).toBe(302);
    const location = String(first.headers.location);
    expect(location).toMatch(/^\/media\/share-thumbs\/0-\d+-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/png/);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await loadImage(served.rawPayload)).width).toBe(300);
    // Asked again: the same file, not a second drawing.
    expect((await t.app.inject({ url: `/share/api/thumbnail?src=${encodeURIComponent(src)}` })).headers.location).toBe(location);

    await writeFile(join(covers, 'thumb-test.png'), served.rawPayload);
    const png = await t.app.inject({ url: '/share/api/thumbnail?src=/media/covers/thumb-test.png' });
    expect(png.statusCode).toBe(302);
    expect(png.headers.location).toBe('/media/covers/thumb-test.png');
  });

  it('a thumbnail is made only of the media files of this site: anything else is a clear 4xx', async () => {
    for (const src of ['', 'https://evil.example/x.svg', '/media/../../etc/passwd', '/etc/passwd', '/media/covers/none.svg']) {
      const response = await t.app.inject({ url: `/share/api/thumbnail?src=${encodeURIComponent(src)}` });
      expect(response.statusCode, src).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, src).toBeLessThan(500);
    }
  });

  it('refuses unknown items and bad input clearly, never a 500', async () => {
    for (const query of [
      'content_id=99999999&type=2',
      'content_id=1&type=9',
      'content_id=abc&type=1',
      'type=1',
      'content_id=1',
      'content_id=99999999999&type=1',
    ]) {
      const response = await t.app.inject({ url: `/course/api/share?${query}` });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json().code, query).not.toBe(0);
    }
  });

  it('records shares: a signed-in user earns the share rule once per item per day; guests earn nothing', async () => {
    const guest = await t.app.inject({ url: '/course/api/share/record?type=2&content_id=1&source_type=1&title=x' });
    expectEndpointData('recordShare', guest.json());
    expect(guest.json().data).toEqual({ awarded: 0 });
    const a = await signIn(t.database, '13900000201');
    // The share rule pays a share made with a poster: the poster's ticket goes with the record.
    const ticket = encodeURIComponent((await t.app.inject({ url: '/course/api/share?content_id=1&type=2', headers: a.headers })).json().data.share_ticket);
    const first = await t.app.inject({ url: `/course/api/share/record?type=2&content_id=1&source_type=1&ticket=${ticket}`, headers: a.headers });
    expect(first.json().data).toEqual({ awarded: 3, point: 3 });
    const second = await t.app.inject({ url: `/course/api/share/record?type=2&content_id=1&source_type=1&ticket=${ticket}`, headers: a.headers });
    expect(second.json().data).toEqual({ awarded: 0, point: 3 });
    const bad = await t.app.inject({ url: '/course/api/share/record?type=2&content_id=-1', headers: a.headers });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().code).not.toBe(0);
  });
});
