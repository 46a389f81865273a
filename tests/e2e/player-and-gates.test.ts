import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLayoutAsOperator } from './ops-operators';
import { openPhone, type PhoneSession } from './phone-browser';
import { forgetSession, signInOnPage } from './sign-in';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

/**
 * Test-only screens: channel variants nobody uses (channel-home.999 / .998) carry just the player or the
 * password dialog, so these checks do not depend on the detail screens other parts of the app build.
 */
async function putLayout(doc: { id: string } & Record<string, unknown>): Promise<void> {
  await publishLayoutAsOperator(baseUrl, { schemaVersion: 1, ...doc });
}

async function closeAdvertIfShown(page: Page) {
  const advert = page.getByRole('dialog', { name: '开屏广告' });
  if (await advert.isVisible().catch(() => false))
    await advert
      .getByRole('button', { name: /关闭|跳过/ })
      .first()
      .click();
}

/** Live 319 is one of the seed's items behind the watch password 1234 (lives are no other test's). */
const LOCKED_LIVE_ID = 319;

describe('player and gates in a phone browser', () => {
  let phone: PhoneSession;
  const requests: Request[] = [];

  beforeAll(async () => {
    await putLayout({
      id: 'channel-home.999',
      title: '播放器',
      data: { video: { endpoint: 'getVideoInfo', args: { video_id: 'sample-mp4' } } },
      body: [
        {
          id: 'e2e-player',
          widget: 'player',
          props: { title: '示例视频' },
          bind: { sources: '$data.video.PlayInfoList.PlayInfo' },
          on: {
            play: [{ action: 'require-login', required: 0 }],
            progress: [{ action: 'record-progress', type: 1, contentId: 39 }],
          },
        },
      ],
    });
    await putLayout({
      id: 'channel-home.998',
      title: '观看密码',
      data: { video: { endpoint: 'getVideoInfo', args: { video_id: 'sample-hls' } } },
      body: [{ id: 'e2e-video', widget: 'player', props: { title: '受保护的视频' }, bind: { sources: '$data.video.PlayInfoList.PlayInfo' } }],
      overlays: [
        {
          id: 'e2e-password',
          widget: 'password-dialog',
          props: { open: true, cancelText: '返回' },
          on: { submit: [{ action: 'check-password', type: 4, id: LOCKED_LIVE_ID }], cancel: [{ action: 'go-back' }] },
        },
      ],
    });
    phone = await openPhone(baseUrl);
    phone.page.on('request', (request) => requests.push(request));
  });
  afterAll(async () => phone?.close());

  it('plays the sample video inline: its time advances; plyr assets come from our own server', async () => {
    const { page } = phone;
    await page.goto('/?channel=999');
    await closeAdvertIfShown(page);
    const player = page.getByRole('region', { name: '示例视频' });
    await player.waitFor();
    const video = player.locator('video');
    await expect.poll(() => video.getAttribute('src')).toBe('/media/videos/sample.mp4');
    expect(await video.getAttribute('playsinline')).not.toBeNull();
    expect(await video.getAttribute('x5-video-player-type')).toBe('h5');

    await player.getByRole('button', { name: '播放' }).first().click();
    await page.waitForFunction(() => (document.querySelector('.w-player video') as HTMLVideoElement | null)!.currentTime > 1, undefined, { timeout: 15_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await player.getByRole('alert').count()).toBe(0);

    const urls = requests.map((r) => r.url());
    expect(urls.some((u) => u.endsWith('/plyr/plyr.svg'))).toBe(true);
    expect(urls.filter((u) => !u.startsWith(baseUrl) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
  });

  it('reports progress at the end of the sample (6 s)', async () => {
    const { page } = phone;
    const progress = page.waitForRequest((r) => r.url().includes('/course/api/progress') && r.url().includes('progress=100'), { timeout: 20_000 });
    await page.waitForFunction(() => (document.querySelector('.w-player video') as HTMLVideoElement).ended, undefined, { timeout: 20_000 });
    expect(new URL((await progress).url()).searchParams.get('content_id')).toBe('39');
  });

  it('plays the HLS (fMP4) variant too, natively or through hls.js', async () => {
    const { page } = phone;
    await putLayout({
      id: 'channel-home.997',
      title: 'HLS',
      data: { video: { endpoint: 'getVideoInfo', args: { video_id: 'sample-hls' } } },
      body: [{ id: 'e2e-hls', widget: 'player', props: { title: '自适应码流示例' }, bind: { sources: '$data.video.PlayInfoList.PlayInfo' } }],
    });
    await page.goto('/?channel=997');
    await closeAdvertIfShown(page);
    const player = page.getByRole('region', { name: '自适应码流示例' });
    await player.waitFor();
    await player.locator('.plyr').waitFor();
    await player.getByRole('button', { name: '播放' }).first().click();
    await page.waitForFunction(() => (document.querySelector('.w-player video') as HTMLVideoElement).currentTime > 1, undefined, { timeout: 15_000 });
    expect(await player.getByRole('alert').count()).toBe(0);
  });

  it('login gate: play pauses, 需要登录 opens, 去认证 saves back-url and goes to /login', async () => {
    const { page } = phone;
    await putLayout({
      id: 'channel-home.996',
      title: '登录门槛',
      data: { video: { endpoint: 'getVideoInfo', args: { video_id: 'sample-mp4' } } },
      body: [
        {
          id: 'e2e-gated',
          widget: 'player',
          props: { title: '需要认证的视频' },
          bind: { sources: '$data.video.PlayInfoList.PlayInfo' },
          on: { play: [{ action: 'require-login', required: 1 }], seek: [{ action: 'require-login', required: 1 }] },
        },
      ],
    });
    await page.goto('/?channel=996');
    await closeAdvertIfShown(page);
    const player = page.getByRole('region', { name: '需要认证的视频' });
    await player.locator('.plyr').waitFor();
    await player.getByRole('button', { name: '播放' }).first().click();
    const dialog = page.getByRole('dialog', { name: '需要登录' });
    await dialog.getByText('为了方便学习课程,需要您登录认证').waitFor();
    await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await dialog.getByRole('button', { name: '去认证' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('back-url'))).toBe('/?channel=996');
  });

  it('a missing video leaves the player unset with a note', async () => {
    const { page } = phone;
    await page.route('**/course/api/video/info/**', (route) => route.fulfill({ json: { code: 500, message: '视频不存在或暂时无法播放' } }));
    await page.goto('/?channel=999');
    await closeAdvertIfShown(page);
    await page.getByText('暂无可播放的视频').waitFor();
    expect(await page.locator('.w-player video').count()).toBe(0);
    await page.unroute('**/course/api/video/info/**');
  });

  it('watch password as a visitor: submitting opens the login-needed dialog and checks nothing', async () => {
    const { page } = phone;
    const checks: string[] = [];
    const onRequest = (r: Request) => void (r.url().includes('/live/api/check_password') && checks.push(r.url()));
    page.on('request', onRequest);
    await page.goto('/?channel=998');
    await closeAdvertIfShown(page);
    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.getByLabel('观看密码').fill('1234');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    const login = page.getByRole('dialog', { name: '验证联系方式' });
    await login.getByText('您还未登录，请先登录').waitFor();
    await login.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('back-url'))).toBe('/?channel=998');
    page.off('request', onRequest);
    expect(checks).toEqual([]);
  });

  it('watch password: wrong code → 密码错误请重试 and cleared; right code → 验证成功!, the dialog closes and the pass goes along', async () => {
    const { page } = phone;
    await signInOnPage(page, '13800000044');
    await page.goto('/?channel=998');
    await closeAdvertIfShown(page);
    const dialog = page.getByRole('dialog', { name: '本篇内容需要您输入观看密码' });
    await dialog.waitFor();
    const input = dialog.getByLabel('观看密码');
    await input.fill('987654');
    expect(await input.inputValue()).toBe('9876');
    // The password goes in the request's body, never in its URL (access logs and traces keep URLs).
    const sentCheck = page.waitForRequest((r) => r.url().includes('/live/api/check_password'));
    await dialog.getByRole('button', { name: '点击验证' }).click();
    const check = await sentCheck;
    expect(check.method()).toBe('POST');
    expect(check.url()).not.toContain('9876');
    expect(new URL(check.url()).search).toBe('');
    expect(check.postData()).toContain('password=9876');
    await page.getByText('密码错误请重试').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');

    const reload = page.waitForRequest((r) => r.url().includes('/course/api/video/info/') && Boolean(r.headers()['x-content-pass']));
    await input.fill('1234');
    await dialog.getByRole('button', { name: '点击验证' }).click();
    await page.getByText('验证成功!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await reload).headers()['x-content-pass']).toMatch(new RegExp(`^4:${LOCKED_LIVE_ID}:\\d+:`));
    await forgetSession(page);
  });
});
