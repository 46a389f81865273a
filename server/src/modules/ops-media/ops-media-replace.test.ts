import type { HomePayload, OpsMediaAsset, OpsMediaReplaced } from '../../../../contract/generated/schema-types';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mediaAssets } from '../../db/schema';
import { guidePdf } from '../../seed/guide-pdfs';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { publishLayoutAsOperator, withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { mediaTestKit, pngBomb, testPhoto } from './media-test-kit';

type Asset = OpsMediaAsset;
interface LayoutNode {
  id: string;
  widget?: string;
  props?: Record<string, unknown>;
  bind?: Record<string, unknown>;
}
interface LayoutDoc {
  id: string;
  body: LayoutNode[];
}

/** The address an image field keeps: the largest JPEG (or PNG) size (src/ops/media/field-image.ts). */
const fieldAddress = (asset: Asset) => asset.variants.filter((size) => size.format !== 'webp').sort((a, b) => b.width - a.width)[0].url;

const pdf = (title: string) => guidePdf({ title, issuer: '中华医学会', chapters: ['诊断'], paragraphs: ['血压测量应在安静环境下进行。'] });

describe.each(testDatabases())('replacing a library file on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;
  let editor: { cookie: string };
  let publisher: { cookie: string };
  const kit = mediaTestKit(
    () => t,
    () => dataDir,
    () => editor,
  );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-media-replace-'));
    t = withOpsHelpers(await openTestApp(kind, { config: { DATA_DIR: dataDir, mediaImageMaxMb: 2 } }));
    editor = await t.signInAs('replace-editor', 'editor');
    publisher = await t.signInAs('replace-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Shows `address` in a published home banner and as the logo of the published 资讯专栏 layout. */
  async function showInBannerAndLayout(address: string, title: string): Promise<void> {
    expect((await t.ops('POST', '/content/banners', editor, { title, img: address, target_url: '/course-list' })).statusCode).toBe(200);
    expect((await t.ops('POST', '/content/banners/publish', publisher)).statusCode).toBe(200);
    const layout = (await t.ops('GET', '/layouts/article-column', editor)).json().data as { document: LayoutDoc };
    const body = layout.document.body.map((node) => {
      if (node.widget !== 'column-header') return node;
      const { logo: _bound, ...bind } = node.bind ?? {};
      return { ...node, props: { ...node.props, logo: address }, bind };
    });
    await publishLayoutAsOperator(t, { ...layout.document, body }, 'replace-publisher');
  }

  const homeBanners = async () => ((await t.app.inject('/course/api/home')).json().data as HomePayload).banners.map((banner) => banner.img);
  const phoneLayout = async () => (await t.app.inject('/layout/api/layouts/article-column')).body;

  it('gives the item the new file and rewrites the published banner and layout to it in one step, audited', async () => {
    const before = await kit.uploaded<Asset>(await testPhoto(1000, 400), '义诊横幅.jpg');
    const oldAddress = fieldAddress(before);
    await showInBannerAndLayout(oldAddress, '春季义诊');
    expect(await homeBanners()).toContain(oldAddress);
    expect(await phoneLayout()).toContain(oldAddress);

    // A draft on top of the published layout, as an operator leaves one: rewritten too, under its own number.
    const editing = (await t.ops('GET', '/layouts/article-column', editor)).json().data as { document: LayoutDoc; revision: number };
    const draft = { ...editing.document, title: '资讯专栏（草稿）' };
    expect((await t.ops('PUT', '/layouts/article-column/draft', editor, { document: draft, base_revision: editing.revision })).statusCode).toBe(200);

    const bytes = await testPhoto(1600, 640);
    const response = await kit.replace(before.id, bytes, '义诊横幅-新.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const { asset, rewritten } = response.json().data as OpsMediaReplaced;
    expect(rewritten).toBe(2);
    // The same item (id, name, uploader) with the new file's facts.
    expect(asset).toMatchObject({ id: before.id, name: '义诊横幅.jpg', uploader: before.uploader, size: bytes.length, width: 1600, height: 640 });
    expect(asset.url).not.toBe(before.url);
    const newAddress = fieldAddress(asset);
    expect(newAddress).toMatch(/-1600\.jpg$/);
    expect(asset.uses?.map((use) => use.kind).sort()).toEqual(['banner', 'layout']);

    // What phones receive now names the new file, and nothing names the old one.
    expect(await homeBanners()).toContain(newAddress);
    expect(await homeBanners()).not.toContain(oldAddress);
    expect(await phoneLayout()).toContain(newAddress);
    expect(await phoneLayout()).not.toContain(oldAddress);
    expect((await t.app.inject(newAddress)).statusCode).toBe(200);

    const drafted = (await t.ops('GET', '/layouts/article-column', editor)).json().data as { document: LayoutDoc; revision: number };
    expect(drafted.revision).toBe(editing.revision + 1);
    expect(JSON.stringify(drafted.document)).toContain(newAddress);
    expect(JSON.stringify(drafted.document)).not.toContain(oldAddress);

    const details = (await t.ops('GET', `/media/${before.id}`, editor)).json().data as Asset;
    expect(details).toMatchObject({ size: bytes.length, width: 1600, url: asset.url });

    const audit = (await t.ops('GET', '/audit?pageSize=200', editor)).json().data.list as Array<{
      action: string;
      target: string;
      detail: Record<string, unknown>;
    }>;
    const entry = audit.find((item) => item.action === 'media.replace' && item.target === `media:${before.id}`);
    expect(entry?.detail).toMatchObject({ name: '义诊横幅.jpg', places: 2, previous: { size: before.size } });
  });

  it('replaces a PDF with a PDF: new page count and thumbnail, same item', async () => {
    const before = await kit.uploaded<Asset>(pdf('指南 2025'), '高血压指南.pdf');
    const response = await kit.replace(before.id, pdf('指南 2026'), '高血压指南-修订.pdf');
    expect(response.statusCode, response.body).toBe(200);
    const { asset, rewritten } = response.json().data as OpsMediaReplaced;
    expect(rewritten).toBe(0);
    expect(asset).toMatchObject({ id: before.id, name: '高血压指南.pdf', kind: 'document', pages: before.pages });
    expect(asset.url).not.toBe(before.url);
    expect(asset.poster_url).not.toBe(before.poster_url);
  });

  it('refuses a file of another kind, an empty file, a bomb and a video item, and changes nothing', async () => {
    const image = await kit.uploaded<Asset>(await testPhoto(900, 360), '讲座海报.jpg');
    await showInBannerAndLayout(fieldAddress(image), '讲座海报');
    const document = await kit.uploaded<Asset>(pdf('糖尿病指南'), '糖尿病指南.pdf');
    const [video] = await t.database.db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.kind, 'video')).limit(1);
    expect(video, 'the seed lists its clips in the library').toBeDefined();

    const files = kit.storedFiles();
    const banners = await homeBanners();
    const layout = await phoneLayout();
    const cases: Array<[id: number, bytes: Buffer, fileName: string, status: number, message: string | RegExp]> = [
      [image.id, pdf('不是图片'), '指南.pdf', 400, '替换文件必须与原文件同类型：请选择图片（JPEG、PNG、WebP、GIF）'],
      [document.id, await testPhoto(300, 200), '照片.jpg', 400, '替换文件必须与原文件同类型：请选择PDF 文档'],
      [image.id, Buffer.alloc(0), '空.jpg', 400, '文件是空的（0 字节），请重新选择文件'],
      [image.id, pngBomb(), '炸弹.png', 413, /图片尺寸过大（20000 × 20000）/],
      [image.id, await testPhoto(900, 360), '同一张.jpg', 400, '新文件与当前文件完全相同，无需替换'],
      [video.id, await testPhoto(640, 360), '封面.jpg', 400, /视频不能直接替换文件/],
      [999_999, await testPhoto(64, 64), '无此文件.jpg', 404, '媒体文件不存在或已删除'],
    ];
    for (const [id, bytes, fileName, status, message] of cases) expectRefusal(await kit.replace(id, bytes, fileName), status, message);

    expect(kit.storedFiles()).toEqual(files);
    expect(await homeBanners()).toEqual(banners);
    expect(await phoneLayout()).toBe(layout);
    expect((await t.ops('GET', `/media/${image.id}`, editor)).json().data).toMatchObject({ url: image.url, size: image.size });
    expect((await t.ops('GET', `/media/${document.id}`, editor)).json().data).toMatchObject({ url: document.url, size: document.size });
  });
});
