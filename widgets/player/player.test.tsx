import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './player.example.json';

const hls = vi.hoisted(() => ({ loadSource: vi.fn(), attachMedia: vi.fn(), created: 0 }));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    constructor() {
      hls.created++;
    }
    on() {}
    loadSource = hls.loadSource;
    attachMedia = hls.attachMedia;
    destroy() {}
  }
  return { default: FakeHls };
});

const node = example as LayoutNode;
const MP4 = '/media/videos/sample.mp4';
let playable: Record<string, string>;

beforeEach(() => {
  playable = { 'video/mp4': 'maybe' };
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (playable[type] ?? '') as CanPlayTypeResult);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup(); // unmount (which pauses) while pause is still stubbed
  vi.restoreAllMocks();
  sessionStorage.clear();
  hls.loadSource.mockClear();
  hls.created = 0;
});

function withOn(on: LayoutNode['on'], props: Record<string, unknown> = {}): LayoutDocument {
  return { schemaVersion: 1, id: 'player-test', body: [{ ...node, props: { ...node.props, ...props }, on }] };
}

async function mountedVideo(): Promise<HTMLVideoElement> {
  await screen.findByRole('region', { name: '冠心病二级预防的规范化管理' });
  let video: HTMLVideoElement | null = null;
  await waitFor(() => {
    video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBeTruthy();
  });
  return video!;
}

/** jsdom has no playback: set the clock by hand. */
function setClock(video: HTMLVideoElement, currentTime: number, duration = 60) {
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => currentTime, set: () => undefined });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
}

describe('player', () => {
  it('plays the first source the browser can play, inline (iOS, WeChat/X5)', async () => {
    await renderNode(node);
    const video = await mountedVideo();
    expect(video.getAttribute('src')).toBe(MP4);
    for (const attribute of ['playsinline', 'webkit-playsinline', 'x5-playsinline']) expect(video.hasAttribute(attribute)).toBe(true);
    expect(video.getAttribute('x5-video-player-type')).toBe('h5');
    expect(video.getAttribute('poster')).toBe('/media/covers/course-1.svg');
    expect(hls.created).toBe(0);
  });

  it('uses native HLS where the browser has it, hls.js (light) only where it does not', async () => {
    const doc = withOn(undefined, { sources: [{ Format: 'm3u8', PlayURL: '/media/videos/sample-hls/index.m3u8' }] });
    playable = { 'application/vnd.apple.mpegurl': 'maybe' };
    const first = await renderNode(undefined, { doc });
    expect((await mountedVideo()).getAttribute('src')).toBe('/media/videos/sample-hls/index.m3u8');
    expect(hls.created).toBe(0);
    first.unmount();

    playable = {};
    vi.stubGlobal('MediaSource', class {});
    await renderNode(undefined, { doc });
    await waitFor(() => expect(hls.loadSource).toHaveBeenCalledWith('/media/videos/sample-hls/index.m3u8'));
    expect(hls.attachMedia).toHaveBeenCalledWith(document.querySelector('video'));
    vi.unstubAllGlobals();
  });

  it('login gate: play pauses at once and the 需要登录 dialog opens; confirming saves back-url and goes to /login', async () => {
    const doc = withOn({
      play: [
        { action: 'require-login', required: 1 },
        { action: 'toast', text: 'never' },
      ],
    });
    const view = await renderNode(undefined, { doc, path: '/course-detail/39?from=home' });
    const video = await mountedVideo();
    video.dispatchEvent(new Event('play'));
    await waitFor(() => expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled());
    expect(view.dialogs()[0]).toMatchObject({ title: '需要登录', message: '为了方便学习课程,需要您登录认证', confirmText: '去认证' });
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(sessionStorage.getItem('back-url')).toBe('/course-detail/39?from=home');
    expect(view.toasts()).not.toContain('never');
  });

  it('seeking is gated too; an open gate leaves the video playing', async () => {
    const doc = withOn({ play: [{ action: 'require-login', required: 0 }], seek: [{ action: 'require-login', required: true, variant: 'legacy' }] });
    const view = await renderNode(undefined, { doc, confirmAnswer: false });
    const video = await mountedVideo();
    video.dispatchEvent(new Event('play'));
    await Promise.resolve();
    expect(HTMLMediaElement.prototype.pause).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('seeking'));
    await waitFor(() => expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled());
    expect(view.dialogs()[0]).toMatchObject({ title: '验证联系方式', message: '您还未登录，请先登录', confirmText: '去登录' });
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('reports progress about every 10 s of playback and at the end', async () => {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ code: 0, message: 'success', data: { saved: false } }));
    }) as typeof globalThis.fetch;
    await renderNode(node, { fetch });
    const video = await mountedVideo();
    for (let t = 0; t <= 12; t++) {
      setClock(video, t);
      video.dispatchEvent(new Event('timeupdate'));
    }
    setClock(video, 50); // a seek forward is not playback
    video.dispatchEvent(new Event('timeupdate'));
    await waitFor(() => expect(urls.filter((u) => u.includes('/course/api/progress'))).toHaveLength(1));
    // Where playback stands and how much was really played since the last report: resume and 学习记录 read them.
    expect(urls.find((u) => u.includes('/course/api/progress'))).toMatch(/content_id=39&progress=17&type=1&position=10&duration=60&played=10$/);
    setClock(video, 60);
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(urls.filter((u) => u.includes('/course/api/progress'))).toHaveLength(2));
    expect(urls.at(-1)).toContain('progress=100');
  });

  it('resumes where the doctor stopped, with 从头播放; a finished item starts over and says 已学完', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    const resumed = await renderNode(undefined, { doc: withOn(undefined, { resumeAt: 754 }) });
    const video = await mountedVideo();
    let position = 0;
    Object.defineProperty(video, 'currentTime', {
      configurable: true,
      get: () => position,
      set: (value: number) => void (position = value),
    });
    video.dispatchEvent(new Event('loadedmetadata'));
    await waitFor(() => expect(position).toBe(754));
    expect((await screen.findByRole('status')).textContent).toContain('从 12:34 继续播放');
    await user.click(screen.getByRole('button', { name: '从头播放' }));
    expect(position).toBe(0);
    expect(screen.queryByText(/继续播放/)).toBeNull();
    resumed.unmount();

    await renderNode(undefined, { doc: withOn(undefined, { resumeAt: 754, finished: true }) });
    const again = await mountedVideo();
    again.dispatchEvent(new Event('loadedmetadata'));
    expect(await screen.findByText('已学完')).toBeTruthy();
    expect(again.currentTime).toBe(0);
    expect(screen.queryByText(/继续播放/)).toBeNull();
  });

  it.each([
    [1, '视频加载已中止，请重试'],
    [2, '网络错误，视频加载失败'],
    [3, '视频格式不支持或已损坏，无法播放'],
    [4, '没有可播放的视频源'],
  ])('shows MediaError %i in Chinese', async (code, text) => {
    await renderNode(node);
    const video = await mountedVideo();
    Object.defineProperty(video, 'error', { configurable: true, get: () => ({ code }) });
    video.dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says so when the browser can play none of the sources', async () => {
    playable = {};
    await renderNode(node);
    expect((await screen.findByRole('alert')).textContent).toBe('没有可播放的视频源');
  });

  it('without sources shows the poster and a note, and no player', async () => {
    await renderNode(undefined, { doc: withOn(undefined, { sources: [] }) });
    expect(await screen.findByText('暂无可播放的视频')).toBeTruthy();
    expect(screen.getByRole('img', { name: /视频封面/ }).getAttribute('src')).toBe('/media/covers/course-1.svg');
    expect(document.querySelector('video')).toBeNull();
  });
});
