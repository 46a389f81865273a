import type { OpsMediaAsset } from '../../../../contract/generated/schema-types';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { mediaTestKit } from './media-test-kit';

/** The library item as the console receives it (schemas/ops/ops-media-asset.json). */
type Asset = OpsMediaAsset;

/** A clip as a camera or screen recorder would make it: moving picture, and a tone unless silent. */
function makeClip(path: string, seconds: number, size: string, sound = true): Buffer {
  const input = ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=10`];
  const audio = sound ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-c:a', 'aac', '-shortest'] : [];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...input,
    ...audio,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    path,
  ]);
  return readFileSync(path);
}

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fileName: string) => `filename ${Buffer.from(fileName).toString('base64')}`;

describe.each(bothTestDatabases())('video uploads and transcodes on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;
  let clips: string;
  let editor: { cookie: string };
  let landscape: Buffer;

  let origin: string;
  /** Over real HTTP: tus answers through the node response itself, as it does behind nginx. */
  const send = async (method: string, url: string, headers: Record<string, string>, body?: Buffer) => {
    const response = await fetch(origin + url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      json: () => JSON.parse(text) as { message: string; data: unknown },
    };
  };
  const create = (fileName: string, length: number | string, cookie: string | null = editor.cookie) =>
    send('POST', '/ops/api/media/uploads', { ...TUS, ...(cookie ? { cookie } : {}), 'upload-length': String(length), 'upload-metadata': metadata(fileName) });
  const patch = (location: string, offset: number, piece: Buffer) =>
    send('PATCH', location, { ...TUS, cookie: editor.cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, piece);
  /** Sends the whole file in one piece; answers the final response. */
  const uploadWhole = async (bytes: Buffer, fileName: string) => {
    const created = await create(fileName, bytes.length);
    expect(created.statusCode, created.body).toBe(201);
    return patch(created.headers.location, 0, bytes);
  };
  const detail = async (id: number) => (await t.ops('GET', `/media/${id}`, editor)).json().data as Asset;
  const whenReady = (id: number) =>
    vi.waitFor(
      async () => {
        const asset = await detail(id);
        expect(asset.status).toBe('ready');
        return asset;
      },
      { timeout: 60_000, interval: 200 },
    );
  const incoming = () => {
    try {
      return readdirSync(join(dataDir, 'media-incoming'));
    } catch {
      return [];
    }
  };
  const { storedFiles: stored, libraryTotal } = mediaTestKit(
    () => t,
    () => dataDir,
    () => editor,
  );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-video-'));
    clips = join(dataDir, 'clips');
    mkdirSync(clips);
    landscape = makeClip(join(clips, 'landscape.mp4'), 6, '1280x720');
    t = withOpsHelpers(
      await openTestApp(kind, { config: { DATA_DIR: dataDir, mediaVideo: { maxMb: 5, maxMinutes: 1, worker: 'in-process' } }, mediaWorker: true }),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    editor = await t.signInAs('video-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a video in pieces, resumes where it stopped, and transcodes it to HLS in two renditions with a poster', async () => {
    const created = await create('心衰规范化管理.mp4', landscape.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location;
    const half = Math.floor(landscape.length / 2);
    expect((await patch(location, 0, landscape.subarray(0, half))).statusCode).toBe(204);
    // The connection dropped here: the console asks how much arrived and sends the rest from there.
    const head = await send('HEAD', location, { ...TUS, cookie: editor.cookie });
    expect(head.headers['upload-offset']).toBe(String(half));
    const finished = await patch(location, half, landscape.subarray(half));
    expect(finished.statusCode, finished.body).toBe(200);
    const queued = finished.json().data as Asset;
    expect(queued).toMatchObject({ kind: 'video', name: '心衰规范化管理.mp4', width: 1280, height: 720, duration: 6 });
    expect(['queued', 'processing', 'ready']).toContain(queued.status);
    expect(incoming()).toEqual([]);

    const ready = await whenReady(queued.id);
    expect(ready.renditions).toEqual([
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ]);
    const master = await t.app.inject({ method: 'GET', url: ready.hls_url! });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(master.body.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=640x360', 'RESOLUTION=1280x720']);
    const variantName = master.body.split('\n').find((line) => line.endsWith('-720p.m3u8'))!;
    const base = ready.hls_url!.slice(0, ready.hls_url!.lastIndexOf('/') + 1);
    const variant = await t.app.inject({ method: 'GET', url: base + variantName });
    const segmentName = variant.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const segment = await t.app.inject({ method: 'GET', url: base + segmentName });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBeGreaterThan(1000);
    const poster = await t.app.inject({ method: 'GET', url: ready.poster_url! });
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    const original = await t.app.inject({ method: 'GET', url: ready.url });
    expect(original.rawPayload.equals(landscape)).toBe(true);

    const audit = (await t.ops('GET', '/audit', editor)).json().data.list as { action: string; target: string }[];
    expect(audit.filter((entry) => entry.target === `media:${ready.id}`).map((entry) => entry.action)).toEqual(['media.create']);
  });

  it('keeps a vertical clip vertical, and lets the operator pick another poster frame', async () => {
    const portrait = makeClip(join(clips, 'portrait.mp4'), 4, '720x1280', false);
    const answer = await uploadWhole(portrait, '术前宣教竖屏.mp4');
    expect(answer.statusCode, answer.body).toBe(200);
    const ready = await whenReady((answer.json().data as Asset).id);
    expect(ready.renditions).toEqual([
      { width: 360, height: 640 },
      { width: 720, height: 1280 },
    ]);
    const picked = await t.ops('POST', `/media/${ready.id}/poster`, editor, { second: 3 });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({ poster_second: 3 });
    expect(picked.json().data.poster_url).not.toBe(ready.poster_url);
    const late = await t.ops('POST', `/media/${ready.id}/poster`, editor, { second: 30 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('封面帧时间超出视频长度（0–3 秒）');
  });

  it('refuses what is not a usable video, with the reason in Chinese, and keeps nothing', async () => {
    const before = { files: stored(), total: await libraryTotal('video') };
    const refusedAtCreation: Array<[string, number | string, number, string]> = [
      ['../../etc/课件.mp4', 1000, 400, '文件名无效：请改用不含路径（/ 或 \\）和控制字符的名称'],
      ['安装包.exe', 1000, 415, '请选择视频文件：仅支持 .mp4、.mov、.m4v、.webm'],
      ['空白.mp4', 0, 400, '文件是空的（0 字节），请重新选择文件'],
      ['全程录像.mp4', 6 * 1024 * 1024, 413, '文件过大：视频最大 5MB'],
    ];
    for (const [name, length, status, message] of refusedAtCreation) {
      const answer = await create(name, length);
      expect(answer.statusCode, name).toBe(status);
      expect(answer.json().message, name).toBe(message);
    }

    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1677ff' } })
      .jpeg()
      .toBuffer();
    const truncated = landscape.subarray(0, Math.floor(landscape.length * 0.6));
    const long = makeClip(join(clips, 'long.mp4'), 75, '160x90', false);
    const refusedWhenFinished: Array<[Buffer, string, number, string]> = [
      [jpeg, '伪装的视频.mp4', 415, '文件内容不是视频：仅支持 MP4、MOV、M4V、WebM'],
      [truncated, '中断的录像.mp4', 415, '视频已损坏或不完整，无法读取，请重新导出后上传'],
      [long, '整场会议.mp4', 413, '视频过长（2 分钟）：最长 1 分钟'],
    ];
    for (const [bytes, name, status, message] of refusedWhenFinished) {
      const answer = await uploadWhole(bytes, name);
      expect(answer.statusCode, name).toBe(status);
      expect(answer.json().message, name).toBe(message);
    }
    expect(stored()).toEqual(before.files);
    expect(await libraryTotal('video')).toBe(before.total);
    expect(incoming()).toEqual([]);
  });

  it('answers only a signed-in operator', async () => {
    const answer = await create('a.mp4', 100, null);
    expect(answer.statusCode).toBe(401);
    expect(incoming()).toEqual([]);
  });
});
