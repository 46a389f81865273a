import type { OpsMediaAsset } from '../../../../contract/generated/schema-types';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, ne, sql } from 'drizzle-orm';
import { librarySrcsets } from '../../../../contract/media/library-image';
import { courses, mediaAssets, mediaFiles } from '../../db/schema';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { mediaTestKit, pngBomb, testPhoto as photo } from './media-test-kit';

/** The library item as the console receives it (schemas/ops/ops-media-asset.json). */
type Asset = OpsMediaAsset;

/** A transparent PNG logo. */
const logo = () =>
  sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe.each(testDatabases())('media library on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;
  let editor: { cookie: string };
  let other: { cookie: string };

  const {
    uploaded: uploadedAs,
    storedFiles,
    refusesEach,
  } = mediaTestKit(
    () => t,
    () => dataDir,
    () => editor,
  );
  const uploaded = (bytes: Buffer, fileName: string, cookie = editor) => uploadedAs<Asset>(bytes, fileName, cookie);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-media-'));
    t = withOpsHelpers(await openTestApp(kind, { config: { DATA_DIR: dataDir, mediaImageMaxMb: 2 } }));
    editor = await t.signInAs('media-editor', 'editor');
    other = await t.signInAs('media-other', 'editor');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the original and serves every width the app asks for as WebP and JPEG, cached for good', async () => {
    const bytes = await photo(2400, 1600);
    const asset = await uploaded(bytes, '门诊大厅.jpg');
    expect(asset).toMatchObject({
      kind: 'image',
      name: '门诊大厅.jpg',
      mime: 'image/jpeg',
      size: bytes.length,
      width: 2400,
      height: 1600,
      uploader: 'media-editor',
    });
    expect(asset.variants.map((v) => `${v.width}×${v.height} ${v.format}`).sort()).toEqual(
      ['320×213', '640×427', '960×640', '1280×853', '1920×1280'].flatMap((size) => [`${size} jpeg`, `${size} webp`]).sort(),
    );

    // The field keeps the largest JPEG; every other size follows from its address (what the app's srcset uses).
    const largestJpeg = asset.variants.find((v) => v.format === 'jpeg' && v.width === 1920)!;
    const sets = librarySrcsets(largestJpeg.url)!;
    const listed = (format: string) =>
      asset.variants
        .filter((v) => v.format === format)
        .map((v) => `${v.url} ${v.width}w`)
        .sort();
    expect(sets.webp.split(', ').sort()).toEqual(listed('webp'));
    expect(sets.fallback.split(', ').sort()).toEqual(listed('jpeg'));

    const original = await t.app.inject({ method: 'GET', url: asset.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    const webp = asset.variants.find((v) => v.format === 'webp' && v.width === 640)!;
    const served = await t.app.inject({ method: 'GET', url: webp.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
  });

  it('turns a phone photo upright and drops its metadata; a transparent logo keeps a PNG fallback', async () => {
    // EXIF orientation 6: the camera held upright, the pixels stored turned a quarter.
    const turned = await uploaded(await photo(1200, 900, 6), 'IMG_0231.JPG');
    expect([turned.width, turned.height]).toEqual([900, 1200]);
    const largest = turned.variants.find((v) => v.format === 'jpeg' && v.width === 900)!;
    const served = await t.app.inject({ method: 'GET', url: largest.url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([900, 1200, 1]);
    expect(metadata.exif).toBeUndefined();

    const transparent = await uploaded(await logo(), '科室标志.png');
    expect(new Set(transparent.variants.map((v) => v.format))).toEqual(new Set(['webp', 'png']));
    expect(transparent.variants.every((v) => v.width <= 400)).toBe(true);
  });

  it('refuses each bad file with a Chinese reason and stores nothing', async () => {
    const png = await logo();
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.alloc(0), '空文件.jpg', 400, /0 字节/],
      // A PDF is taken now (ops-media-document.test.ts), but not under an image's name.
      [Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), '指南.jpg', 415, /扩展名是 \.jpg，内容却是 PDF 文档/],
      [Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'), 'setup.png', 415, /不是图片/],
      [png, '伪装成照片.jpg', 415, /扩展名是 \.jpg，内容却是 PNG 图片/],
      [(await photo(800, 600)).subarray(0, 4000), '传了一半.jpg', 415, /已损坏或不完整/],
      [pngBomb(), '炸弹.png', 413, /尺寸过大（20000 × 20000）/],
      [Buffer.concat([await photo(64, 64), Buffer.alloc(2 * 1024 * 1024)]), '太大.jpg', 413, /最大 2MB/],
      [png, '../../etc/passwd.png', 400, /文件名无效/],
      [png, '..\\系统.png', 400, /文件名无效/],
    ];
    await refusesEach(cases);
  });

  it('finds files by name, kind, uploader and day, newest first, and lists who uploaded', async () => {
    await uploaded(await photo(320, 240), '胸部CT影像.jpg', other);
    const search = (query: string) =>
      t.ops('GET', `/media?${query}`, editor).then((response) => response.json().data as { list: Asset[]; total: number; uploaders: string[] });
    expect((await search('q=CT影像')).list.map((a) => a.name)).toEqual(['胸部CT影像.jpg']);
    expect((await search('q=%25')).total).toBe(0); // a LIKE wildcard is a plain character
    expect((await search('uploader=media-other')).list.map((a) => a.name)).toEqual(['胸部CT影像.jpg']);
    expect((await search('kind=video&uploader=media-other')).total).toBe(0);
    expect((await search('kind=video')).list.every((a) => a.kind === 'video' && (a.duration ?? 0) > 0)).toBe(true);
    const all = await search('kind=image');
    expect(all.list[0].name).toBe('胸部CT影像.jpg');
    // The seed's own covers, clips and PDFs are in the library too, as 博医荟编辑部's.
    expect(all.uploaders).toEqual(expect.arrayContaining(['media-editor', 'media-other', '博医荟编辑部']));
    expect((await search('uploader=博医荟编辑部&kind=document')).list.every((a) => a.mime === 'application/pdf' && a.name.endsWith('.pdf'))).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const mine = await search('uploader=media-editor');
    expect((await search(`from=${today}&to=${today}&uploader=media-editor`)).total).toBe(mine.total);
    expect((await search('to=2020-01-01')).total).toBe(0);
    expectRefusal(await t.ops('GET', '/media?from=yesterday', editor), 400);
    expectRefusal(await t.ops('GET', '/media', null), 401);
  });

  it('refuses to delete a file a published banner shows, naming it; deletes it once unused', async () => {
    const asset = await uploaded(await photo(1000, 400), '义诊横幅.jpg');
    const banner = (await t.ops('POST', '/content/banners', editor, { title: '冬季义诊', img: asset.variants[0].url, target_url: '/course-list' })).json()
      .data as { id: number };
    const publisher = await t.signInAs('media-publisher', 'publisher');
    expect((await t.ops('POST', '/content/banners/publish', publisher)).statusCode).toBe(200);

    expect((await t.ops('GET', `/media/${asset.id}`, editor)).json().data.uses).toEqual([{ kind: 'banner', id: String(banner.id), title: '冬季义诊' }]);
    const refused = await t.ops('DELETE', `/media/${asset.id}`, editor);
    expectRefusal(refused, 409, /正在使用中.*首页轮播图「冬季义诊」/);
    expect(storedFiles()).toContain(asset.url.split('/').pop());

    await t.ops('DELETE', `/content/banners/${banner.id}`, editor);
    expect((await t.ops('POST', '/content/banners/publish', publisher)).statusCode).toBe(200);
    expect((await t.ops('DELETE', `/media/${asset.id}`, editor)).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(asset.url.split('/').pop());
    expectRefusal(await t.ops('GET', `/media/${asset.id}`, editor), 404, '媒体文件不存在或已删除');

    const audit = (await t.ops('GET', '/audit?pageSize=200', editor)).json().data.list as { action: string; target: string }[];
    expect(audit.filter((entry) => entry.target === `media:${asset.id}`).map((entry) => entry.action)).toEqual(['media.delete', 'media.create']);
  });

  it('knows the catalogue covers as uses too: a course cover cannot be deleted while the course shows it', async () => {
    const [course] = await t.database.db
      .select({ id: courses.id, title: courses.title, cover: courses.coverImg })
      .from(courses)
      .where(ne(courses.coverImg, ''))
      .limit(1);
    const [item] = await t.database.db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.url, course.cover));
    expect(item, `the seed lists ${course.cover} in the library`).toBeDefined();
    const uses = (await t.ops('GET', `/media/${item.id}`, editor)).json().data.uses as Asset['uses'];
    expect(uses).toContainEqual({ kind: 'course', id: String(course.id), title: course.title });
    const refused = await t.ops('DELETE', `/media/${item.id}`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`课程「${course.title}」`);
  });

  it('refuses to delete a video the catalogue plays — a course lesson, a live replay, a short video — naming each; deletes it once unused', async () => {
    const publisher = await t.signInAs('media-publisher', 'publisher');
    const video = async (name: string) => {
      const [row] = await t.database.db
        .insert(mediaAssets)
        .values({
          uploaderName: 'media-editor',
          kind: 'video',
          status: 'ready',
          name: `${name}.mp4`,
          mime: 'video/mp4',
          size: 1000,
          sha256: name.padEnd(64, '0'),
          url: `/uploads/vid-${name}.mp4`,
          hlsUrl: `/uploads/hls-${name}.m3u8`,
          posterUrl: `/uploads/poster-${name}.jpg`,
          width: 1280,
          height: 720,
          duration: 600,
        })
        .returning({ id: mediaAssets.id });
      return { id: row.id, address: `/uploads/hls-${name}.m3u8` };
    };
    const published = async (kind: string, fields: Record<string, unknown>) => {
      const created = await t.ops('POST', `/items/${kind}`, editor, { fields });
      expect(created.statusCode, created.body).toBe(200);
      const id = (created.json().data as { id: number }).id;
      const publish = await t.ops('POST', `/items/${kind}/${id}/publish`, publisher);
      expect(publish.statusCode, publish.body).toBe(200);
      return id;
    };
    const [lesson, replay, short, spare] = [await video('lesson'), await video('replay'), await video('short'), await video('spare')];
    await published('course', {
      title: '心衰全程管理',
      series: true,
      chapters: [{ title: '第一章', lessons: [{ title: '心衰的分型', video: lesson.address }] }],
    });
    const liveId = await published('live', {
      title: '心衰病例回放',
      start_at: '2024-03-01T11:00:00.000Z',
      end_at: '2024-03-01T13:00:00.000Z',
      live_status: 5,
      replay_video: replay.address,
    });
    const shortFields = { title: '一分钟看懂心电图', video: short.address };
    const shortId = await published('short-video', shortFields);

    for (const [item, place] of [
      [lesson, '课程课时「心衰全程管理 · 心衰的分型」'],
      [replay, '直播回放「心衰病例回放」'],
      [short, '短视频「一分钟看懂心电图」'],
    ] as const) {
      const refused = await t.ops('DELETE', `/media/${item.id}`, editor);
      expectRefusal(refused, 409);
      expect(refused.json().message).toBe(`该文件正在使用中，不能删除：${place}`);
    }
    const uses = (await t.ops('GET', `/media/${replay.id}`, editor)).json().data.uses as Asset['uses'];
    expect(uses).toEqual([{ kind: 'live-replay', id: String(liveId), title: '心衰病例回放' }]);
    // The short video's cover is its video's poster: one place, named once.
    expect((await t.ops('GET', `/media/${short.id}`, editor)).json().data.uses).toEqual([
      { kind: 'short-video', id: String(shortId), title: '一分钟看懂心电图' },
    ]);

    // Once the short video plays another video, the first one can go.
    const edited = await t.ops('PUT', `/items/short-video/${shortId}`, editor, { fields: { ...shortFields, video: spare.address, cover_img: '' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.ops('POST', `/items/short-video/${shortId}/publish`, publisher)).statusCode).toBe(200);
    expect((await t.ops('DELETE', `/media/${short.id}`, editor)).statusCode).toBe(200);
    expect((await t.ops('DELETE', `/media/${spare.id}`, editor)).statusCode).toBe(409);
  });

  it("knows the demo's clips as played too: a seeded course plays its clip by the clip's video id", async () => {
    const [played] = await t.database.db
      .select({ asset: mediaAssets.id, course: courses.id, title: courses.title })
      .from(courses)
      .innerJoin(mediaFiles, eq(mediaFiles.videoId, courses.videoId))
      .innerJoin(mediaAssets, eq(mediaAssets.url, sql`'/media/' || ${mediaFiles.filePath}`))
      .where(isNull(courses.parentId))
      .limit(1);
    expect(played, 'the seed lists the clips its courses play in the library').toBeDefined();
    expect((await t.ops('GET', `/media/${played.asset}`, editor)).json().data.uses).toContainEqual({
      kind: 'course',
      id: String(played.course),
      title: played.title,
    });
    expectRefusal(await t.ops('DELETE', `/media/${played.asset}`, editor), 409, /^该文件正在使用中，不能删除：课程/);
  });

  it('keeps the shared files when one of two identical uploads is deleted', async () => {
    const bytes = await photo(500, 300);
    const first = await uploaded(bytes, '重复一.jpg');
    const second = await uploaded(bytes, '重复二.jpg');
    expect(second.url).toBe(first.url);
    expect((await t.ops('DELETE', `/media/${first.id}`, editor)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('media library limits on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-media-full-'));
    // A reserve larger than any test machine's disk: every upload would leave less than that free.
    t = withOpsHelpers(await openTestApp(kind, { config: { DATA_DIR: dataDir, DATA_DIR_MIN_FREE_MB: 1024 * 1024 } }));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an upload that would fill the disk, and more than 30 uploads a minute from one operator', async () => {
    const flooder = await t.signInAs('media-flooder', 'editor');
    const bystander = await t.signInAs('media-bystander', 'editor');
    const bytes = await logo();
    const { upload } = mediaTestKit(
      () => t,
      () => dataDir,
      () => flooder,
    );
    const send = (cookie: { cookie: string }) => upload(bytes, '标志.png', cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send(flooder)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 507)).toBe(true);
    expectRefusal(await send(flooder), 429, /上传过于频繁，请 \d+ 秒后再试/);
    // The limit is per operator: a colleague still gets the disk's own answer.
    expectRefusal(await send(bystander), 507, '服务器存储空间不足，上传未保存，请联系管理员');
    expect(readdirSync(dataDir, { recursive: true }).filter((name) => String(name).startsWith('media/uploads/'))).toEqual([]);
  });
});
