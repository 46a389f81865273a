import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS, publishLayoutAsOperator } from './ops-operators';
import { launchBrowser, openPhone } from './phone-browser';
import { e2eServer } from './e2e-server';
import { openPastAdvert } from './from-home';

// An editor uploads a 30-second lecture recording to the media library (resumably, by tus), watches it go
// through 排队中 / 转码中 to 可用, and picks its poster frame; a publisher puts it on a page, and a phone plays
// it as HLS: the master playlist offers two renditions and hls.js loads one of them.

const baseUrl = e2eServer.baseUrl;
// Digits only in names: other console tests of this worker read the console for English words.
const run = String(Date.now()).slice(-6);
const LECTURE = `心电图判读入门${run}.mp4`;
/** A test-only screen nobody else uses: the home channel variant 995 carries only this player. */
const SCREEN = 'channel-home.995';

describe('videos in the media library', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clip: Buffer;
  const work = mkdtempSync(join(tmpdir(), 'byh-e2e-video-'));

  beforeAll(async () => {
    // 30 s of 720p with sound: enough for both renditions (the upper one is 720p by its short side).
    const path = join(work, 'lecture.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '30', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
    ]);
    clip = readFileSync(path);
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.editor.name);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('uploads a lecture, shows its processing until 可用, picks the poster; a phone plays it as HLS in two renditions', async () => {
    await page.goto('/ops#/media');
    await page.getByText(/视频：MP4、MOV、M4V、WebM，单个最大 2000MB、180 分钟/).waitFor();
    await page.getByLabel('上传文件').setInputFiles({ name: LECTURE, mimeType: 'video/mp4', buffer: clip });
    const queue = page.getByRole('region', { name: '上传队列' });
    const queued = queue.locator('li', { hasText: LECTURE });
    await queued.and(page.locator('[data-state=done], [data-state=failed]')).waitFor({ timeout: 30_000 });
    expect(await queued.textContent()).toContain('已完成');

    await page.getByLabel('搜索文件名').fill(run);
    await page.getByText('共 1 个文件').waitFor();
    const tile = page.getByRole('button', { name: new RegExp(LECTURE) });
    const state = tile.locator('.ops-media__state');
    await expect.poll(() => state.textContent()).toMatch(/^(排队中|转码中 \d{1,2}%|可用)$/);
    // The library refreshes itself while the video is processed.
    await expect.poll(() => state.textContent(), { timeout: 90_000 }).toBe('可用');
    await expect.poll(() => tile.getByRole('img', { name: LECTURE }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await tile.click();
    const details = page.getByRole('complementary', { name: '文件详情' });
    await details.getByText('00:30', { exact: true }).waitFor();
    await details.getByText('360p、720p', { exact: true }).waitFor();
    const hls = (await details.locator('.ops-media-details__address').textContent()) ?? '';
    expect(hls).toMatch(/^\/media\/uploads\/hls-[0-9a-f]{32}-[0-9a-f]{8}\.m3u8$/);
    const poster = details.getByRole('img', { name: `${LECTURE} 封面帧` });
    const firstPoster = await poster.getAttribute('src');
    await details.getByLabel('封面取自第几秒').fill('20');
    await details.getByRole('button', { name: '设为封面' }).click();
    await details.getByRole('status').filter({ hasText: '封面已更新' }).waitFor();
    await expect.poll(() => poster.getAttribute('src')).not.toBe(firstPoster);
    const posterUrl = (await poster.getAttribute('src')) ?? '';

    const master = await (await fetch(baseUrl + hls)).text();
    expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=640x360', 'RESOLUTION=1280x720']);

    await publishLayoutAsOperator(baseUrl, {
      schemaVersion: 1,
      id: SCREEN,
      title: '课程视频',
      body: [{ id: 'e2e-library-video', widget: 'player', props: { title: '心电图判读入门', poster: posterUrl, sources: [{ url: hls, format: 'm3u8' }] } }],
    });
    const phone = await openPhone(baseUrl);
    try {
      const playlists: string[] = [];
      phone.page.on('request', (request) => {
        if (request.url().includes('/media/uploads/hls-')) playlists.push(new URL(request.url()).pathname);
      });
      const player = phone.page.getByRole('region', { name: '心电图判读入门' });
      await openPastAdvert(phone.page, '/?channel=995', player.locator('.plyr'));
      await player.locator('.plyr').waitFor();
      await player.getByRole('button', { name: '播放' }).first().click();
      await phone.page.waitForFunction(() => (document.querySelector('.w-player video') as HTMLVideoElement).currentTime > 1, undefined, { timeout: 20_000 });
      expect(await player.getByRole('alert').count()).toBe(0);
      // hls.js read the master playlist, chose a rendition by bandwidth and loaded its segments.
      expect(playlists).toContain(hls);
      expect(playlists.some((path) => /-(360|720)p\.m3u8$/.test(path))).toBe(true);
      expect(playlists.some((path) => /-(360|720)p-\d{5}\.ts$/.test(path))).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
