import type { OpsMediaAsset } from '../../../../contract/generated/schema-types';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librarySrcsets } from '../../../../contract/media/library-image';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { mediaTestKit } from './media-test-kit';

/** The library item as the console receives it (schemas/ops/ops-media-asset.json). */
type Asset = OpsMediaAsset;

/**
 * Two colours side by side as the pixels are stored: red on the left, blue on the right. With EXIF
 * orientation 6 (the phone held upright) the picture shows red on top and blue below.
 */
async function halves(width: number, height: number, orientation?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** The colour at the middle of an image: 'red', 'blue' or what else it is. */
async function middleColour(bytes: Buffer): Promise<string> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return `rgb(${r}, ${g}, ${b})`;
}

describe.each(testDatabases())('cropping a library image on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;
  let editor: { cookie: string };

  const kit = mediaTestKit(
    () => t,
    () => dataDir,
    () => editor,
  );
  const uploaded = (bytes: Buffer, fileName: string) => kit.uploaded<Asset>(bytes, fileName);
  const { storedFiles, libraryTotal } = kit;
  const crop = (id: number, body: object) => t.ops('POST', `/media/${id}/crop`, editor, body);
  const cropped = async (id: number, body: object): Promise<Asset> => {
    const response = await crop(id, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Asset;
  };
  const detail = async (id: number) => (await t.ops('GET', `/media/${id}`, editor)).json().data as Asset;
  const served = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.rawPayload;
  };
  const firstOfKind = async (itemKind: string) => ((await t.ops('GET', `/media?kind=${itemKind}&pageSize=1`, editor)).json().data.list as Asset[])[0];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-media-crop-'));
    t = withOpsHelpers(await openTestApp(kind, { config: { DATA_DIR: dataDir } }));
    editor = await t.signInAs('crop-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a new image of the region at the aspect asked, with every size and the focal point; the original stays', async () => {
    const bytes = await halves(2400, 1600);
    const original = await uploaded(bytes, '门诊大厅.jpg');
    const filesBefore = storedFiles();

    // 16:9 across the middle of the red half and into the blue one.
    const asset = await cropped(original.id, { x: 400, y: 350, width: 1600, height: 900, focus: { x: 0.25, y: 0.4 }, aspect: '16:9' });
    expect(asset).toMatchObject({
      kind: 'image',
      name: '门诊大厅.jpg（裁剪 16:9）',
      mime: 'image/jpeg',
      width: 1600,
      height: 900,
      focus: { x: 0.25, y: 0.4 },
      uploader: 'crop-editor',
    });
    expect(asset.id).not.toBe(original.id);
    expect(asset.variants.map((v) => `${v.width}×${v.height} ${v.format}`).sort()).toEqual(
      ['320×180', '640×360', '960×540', '1280×720', '1600×900'].flatMap((size) => [`${size} jpeg`, `${size} webp`]).sort(),
    );
    // Its sizes are named as an upload's are, so the app's srcset finds them from the field's address.
    const largest = asset.variants.find((v) => v.format === 'jpeg' && v.width === 1600)!;
    expect(librarySrcsets(largest.url)!.webp.split(', ')).toHaveLength(5);
    expect(await sharp(await served(largest.url)).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    // The region's own pixels: x 400–2000 of 2400, so red up to 1200 and blue after it, with the line in the middle.
    const left = await sharp(await served(asset.url))
      .extract({ left: 0, top: 0, width: 700, height: 900 })
      .toBuffer();
    const right = await sharp(await served(asset.url))
      .extract({ left: 900, top: 0, width: 700, height: 900 })
      .toBuffer();
    expect([await middleColour(left), await middleColour(right)]).toEqual(['red', 'blue']);

    // The original: the same row, the same files, the same bytes.
    expect(await detail(original.id)).toMatchObject({
      url: original.url,
      width: 2400,
      height: 1600,
      variants: original.variants,
      focus: null,
      name: '门诊大厅.jpg',
    });
    expect((await served(original.url)).equals(bytes)).toBe(true);
    expect(storedFiles()).toEqual(expect.arrayContaining(filesBefore));
    expect(storedFiles()).toHaveLength(filesBefore.length + 1 + asset.variants.length);

    // The new image is in the library, searchable by the original's name.
    const found = (await t.ops('GET', `/media?q=${encodeURIComponent('门诊大厅')}`, editor)).json().data.list as Asset[];
    expect(found.map((item) => item.name)).toEqual(['门诊大厅.jpg（裁剪 16:9）', '门诊大厅.jpg']);

    const audit = (await t.ops('GET', '/audit?pageSize=50', editor)).json().data.list as { action: string; target: string; detail: Record<string, unknown> }[];
    const entry = audit.find((item) => item.target === `media:${asset.id}`);
    expect(entry).toMatchObject({
      action: 'media.crop',
      detail: { cropped_from: original.id, region: { x: 400, y: 350, width: 1600, height: 900 }, width: 1600, height: 900 },
    });
  });

  it('crops in the pixels the operator saw: a phone photo upright, a square without an aspect named by its size', async () => {
    // Stored 1200 × 900 turned a quarter by EXIF: shown 900 × 1200, red above, blue below.
    const photo = await uploaded(await halves(1200, 900, 6), 'IMG_0420.JPG');
    expect([photo.width, photo.height]).toEqual([900, 1200]);
    const bottom = await cropped(photo.id, { x: 0, y: 700, width: 900, height: 500 });
    expect([bottom.width, bottom.height, bottom.name, bottom.focus]).toEqual([900, 500, 'IMG_0420.JPG（裁剪 900×500）', null]);
    const top = await cropped(photo.id, { x: 300, y: 0, width: 300, height: 300, aspect: '1:1', focus: { x: 0.5, y: 0.5 } });
    const original = await served(bottom.url);
    expect((await sharp(original).metadata()).orientation ?? 1).toBe(1);
    expect(await middleColour(original)).toBe('blue');
    expect(await middleColour(await served(top.url))).toBe('red');
    expect(top.variants.map((v) => `${v.width}×${v.height}`)).toEqual(['300×300', '300×300']);
  });

  it('refuses a region past the edges, a video, a document or a built-in picture, and stores nothing', async () => {
    const image = await uploaded(await halves(800, 600), '义诊.jpg');
    const video = await firstOfKind('video');
    const document = await firstOfKind('document');
    // The seed's own covers are in the library as images, but their SVG files are not the library's uploads.
    const seeded = ((await t.ops('GET', '/media?kind=image&uploader=博医荟编辑部&pageSize=1', editor)).json().data.list as Asset[])[0];
    expect([video?.kind, document?.kind, seeded?.kind]).toEqual(['video', 'document', 'image']);
    const before = { files: storedFiles(), total: await libraryTotal() };

    const region = { x: 0, y: 0, width: 100, height: 100 };
    const cases: [number, object, number, string | RegExp | undefined][] = [
      [image.id, { x: 700, y: 0, width: 101, height: 100 }, 400, '裁剪区域超出图片范围：图片为 800 × 600 像素'],
      [image.id, { x: 0, y: 1, width: 800, height: 600 }, 400, '裁剪区域超出图片范围：图片为 800 × 600 像素'],
      [image.id, { x: -1, y: 0, width: 100, height: 100 }, 400, undefined],
      [image.id, { x: 0, y: 0, width: 0, height: 100 }, 400, undefined],
      [image.id, { x: 0.5, y: 0, width: 100, height: 100 }, 400, undefined],
      [image.id, { ...region, focus: { x: 1.5, y: 0.5 } }, 400, undefined],
      [image.id, { ...region, aspect: '十六比九' }, 400, undefined],
      [video.id, region, 400, '只有图片可以裁剪'],
      [document.id, region, 400, '只有图片可以裁剪'],
      [seeded.id, region, 400, /不能裁剪/],
      [2_000_000_000, region, 404, '媒体文件不存在或已删除'],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await crop(id, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
      expectRefusal(response, status, message);
    }
    expectRefusal(await t.ops('POST', `/media/${image.id}/crop`, null, region), 401);
    expect(storedFiles()).toEqual(before.files);
    expect(await libraryTotal()).toBe(before.total);
    const audit = (await t.ops('GET', '/audit?pageSize=50', editor)).json().data.list as { action: string; detail: { cropped_from?: number } }[];
    expect(audit.filter((entry) => entry.action === 'media.crop' && entry.detail.cropped_from === image.id)).toEqual([]);
  });
});
