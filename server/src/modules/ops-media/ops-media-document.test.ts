import type { OpsMediaAsset } from '../../../../contract/generated/schema-types';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePdf, type PdfSpec } from '../../seed/guide-pdfs';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { mediaTestKit } from './media-test-kit';

/** The library item as the console receives it (schemas/ops/ops-media-asset.json). */
type Asset = OpsMediaAsset;

/** A guideline as the seed draws it: a blue title band on the first page, then one page per chapter. */
const guideline = (chapters: string[]): Buffer => {
  const spec: PdfSpec = {
    title: '高血压基层诊疗指南（2026 年）',
    issuer: '中华医学会',
    chapters,
    paragraphs: ['血压测量应在安静环境下进行，连续测量两次取平均值。', '生活方式干预是所有高血压患者的基础治疗。'],
  };
  return guidePdf(spec);
};

describe.each(testDatabases())('media library PDFs on %s', (kind) => {
  let t: OpsTestApp;
  let dataDir: string;
  let workDir: string;
  let editor: { cookie: string };
  let threePages: Buffer;

  const kit = mediaTestKit(
    () => t,
    () => dataDir,
    () => editor,
  );
  const uploaded = (bytes: Buffer, fileName: string) => kit.uploaded<Asset>(bytes, fileName);
  const { storedFiles, refusesEach } = kit;
  /** `pdf` encrypted by qpdf (Debian's package; .ci/run installs it): `user` is the open password, '' for none. */
  const encrypted = (pdf: Buffer, user: string): Buffer => {
    const source = join(workDir, 'plain.pdf');
    const target = join(workDir, 'encrypted.pdf');
    writeFileSync(source, pdf);
    execFileSync('qpdf', ['--encrypt', user, 'owner-secret', '256', '--', source, target]);
    return readFileSync(target);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'byh-media-doc-'));
    workDir = mkdtempSync(join(tmpdir(), 'byh-media-doc-work-'));
    // The document limit below the image limit, so both its own refusal and the upload's cap can be reached.
    t = withOpsHelpers(await openTestApp(kind, { config: { DATA_DIR: dataDir, mediaImageMaxMb: 2, mediaDocumentMaxMb: 1 } }));
    editor = await t.signInAs('doc-editor', 'editor');
    threePages = guideline(['诊断', '治疗']);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps a PDF with its page count and a first-page JPEG, both served and cached for good, and audits it', async () => {
    const asset = await uploaded(threePages, '高血压指南.pdf');
    expect(asset).toMatchObject({
      kind: 'document',
      name: '高血压指南.pdf',
      mime: 'application/pdf',
      size: threePages.length,
      pages: 3,
      status: 'ready',
      variants: [],
      uploader: 'doc-editor',
    });
    expect(asset.url).toMatch(/^\/media\/uploads\/doc-[0-9a-f]{32}\.pdf$/);
    expect(asset.poster_url).toMatch(/^\/media\/uploads\/img-[0-9a-f]{32}\.jpg$/);

    const original = await t.app.inject({ method: 'GET', url: asset.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(threePages)).toBe(true);
    expect(original.headers['content-type']).toContain('application/pdf');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const thumbnail = await t.app.inject({ method: 'GET', url: asset.poster_url! });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A4 (595 × 842 points) drawn 640 wide.
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 906 });
    // It is the first page: the title band at the top is the seed's blue (#1677ff), the body below it white.
    const { data, info } = await sharp(thumbnail.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]) < 24);
    expect(near(pixel(20, 20), [0x16, 0x77, 0xff]), String(pixel(20, 20))).toBe(true);
    expect(near(pixel(600, 880), [255, 255, 255]), String(pixel(600, 880))).toBe(true);

    const detail = (await t.ops('GET', `/media/${asset.id}`, editor)).json().data as Asset;
    expect(detail).toMatchObject({ pages: 3, poster_url: asset.poster_url });
    expect((await t.ops('GET', '/media?kind=document&uploader=doc-editor', editor)).json().data.list.map((a: Asset) => a.name)).toContain('高血压指南.pdf');

    const audit = (await t.ops('GET', '/audit?pageSize=200', editor)).json().data.list as { action: string; target: string; detail: Record<string, unknown> }[];
    const entry = audit.find((e) => e.target === `media:${asset.id}`);
    expect(entry).toMatchObject({ action: 'media.create', detail: { name: '高血压指南.pdf', type: 'application/pdf', size: threePages.length, pages: 3 } });
  });

  it('reads a 200-page guideline by its first page alone, and takes a PDF with only a permissions password', async () => {
    const long = await uploaded(guideline(Array.from({ length: 199 }, (_, i) => `第 ${i + 1} 章`)), '诊疗规范汇编.pdf');
    expect(long.pages).toBe(200);
    // An owner password restricts printing or copying; the file opens without one, as in any reader.
    const restricted = await uploaded(encrypted(guideline(['用药']), ''), '受限指南.pdf');
    expect(restricted).toMatchObject({ pages: 2, status: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: restricted.poster_url! })).statusCode).toBe(200);
  });

  it('refuses each bad PDF with a Chinese reason and stores nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    // Past %%EOF a reader still opens the file: only its size is wrong.
    const padded = (bytes: number) => Buffer.concat([threePages, Buffer.alloc(bytes - threePages.length, 0x20)]);
    const cases: [Buffer, string, number, RegExp | string][] = [
      [encrypted(threePages, 'open-sesame'), '加密指南.pdf', 422, 'PDF 已加密（设置了打开密码），请去除密码后上传'],
      [threePages.subarray(0, Math.floor(threePages.length * 0.6)), '传了一半.pdf', 415, 'PDF 已损坏或不完整，无法读取，请重新导出后上传'],
      [Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), '只有开头.pdf', 415, 'PDF 已损坏或不完整，无法读取，请重新导出后上传'],
      [threePages, '指南.jpg', 415, /扩展名是 \.jpg，内容却是 PDF 文档/],
      [png, '指南.pdf', 415, /扩展名是 \.pdf，内容却是 PNG 图片/],
      [Buffer.alloc(0), '空文件.pdf', 400, /0 字节/],
      [padded(1.5 * 1024 * 1024), '太大.pdf', 413, '文件过大：文档最大 1MB'],
      // Past the upload's own cap (the larger limit, 2 MB) the kind is not read yet: both limits are named.
      [padded(2.5 * 1024 * 1024), '更大.pdf', 413, '文件过大：图片最大 2MB，文档最大 1MB'],
    ];
    await refusesEach(cases);
  });

  it('shares the files of two uploads of one PDF, and removes the PDF and its thumbnail with the last', async () => {
    const bytes = guideline(['随访']);
    const first = await uploaded(bytes, '随访一.pdf');
    const second = await uploaded(bytes, '随访二.pdf');
    expect([second.url, second.poster_url]).toEqual([first.url, first.poster_url]);
    const names = [first.url, first.poster_url!].map((url) => url.split('/').pop());
    expect((await t.ops('DELETE', `/media/${first.id}`, editor)).statusCode).toBe(200);
    expect(storedFiles()).toEqual(expect.arrayContaining(names));
    expect((await t.ops('DELETE', `/media/${second.id}`, editor)).statusCode).toBe(200);
    expect(storedFiles().filter((name) => names.includes(name))).toEqual([]);
  });

  it('lists the document limit with the others', async () => {
    const { limits } = (await t.ops('GET', '/media', editor)).json().data as { limits: Record<string, number> };
    expect(limits).toMatchObject({ imageMaxBytes: 2 * 1024 * 1024, documentMaxBytes: 1024 * 1024 });
  });
});
