import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import type { OpsTestApp } from '../ops/ops-test-kit';

/** A photo-like JPEG: gradients with a fine texture, so the encoders have real work to do. */
export async function testPhoto(width: number, height: number, orientation?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x >> 3) & 0xff;
      pixels[at + 1] = (y >> 3) & 0xff;
      pixels[at + 2] = ((x * y) >> 6) & 0x3f;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** A real decompression bomb: a 20,000 × 20,000 greyscale PNG of zeros, about 50 KB on the wire. */
export function pngBomb(): Buffer {
  const side = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const BOUNDARY = 'mediaboundary';

/** One file field, as the console's upload sends it. */
const multipartFile = (bytes: Buffer, fileName: string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/**
 * What the media library's tests do again and again: upload one file as an operator, and look at what
 * the library holds (its stored files, its count) to prove a refusal kept nothing.
 */
export function mediaTestKit(t: () => OpsTestApp, dataDir: () => string, operator: () => { cookie: string }) {
  const send = (url: string, bytes: Buffer, fileName: string, as: { cookie: string }) =>
    t().app.inject({
      method: 'POST',
      url,
      headers: { cookie: as.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartFile(bytes, fileName),
    });
  const upload = (bytes: Buffer, fileName: string, as = operator()) => send('/ops/api/media', bytes, fileName, as);
  const storedFiles = (): string[] => {
    try {
      return readdirSync(join(dataDir(), 'media', 'uploads')).sort();
    } catch {
      return [];
    }
  };
  const libraryTotal = async (kind?: string): Promise<number> =>
    (await t().ops('GET', kind ? `/media?kind=${kind}` : '/media', operator())).json().data.total as number;
  return {
    upload,
    /** Sends a new file for library item `id`, as the details' 替换文件 does. */
    replace: (id: number, bytes: Buffer, fileName: string, as = operator()) => send(`/ops/api/media/${id}/file`, bytes, fileName, as),
    /** Uploads and expects it taken; answers the library item. */
    async uploaded<T>(bytes: Buffer, fileName: string, as = operator()): Promise<T> {
      const response = await upload(bytes, fileName, as);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as T;
    },
    /** The files in the upload folder, sorted. */
    storedFiles,
    /** How many items the library lists (of one kind). */
    libraryTotal,
    /** Uploads each file and expects its refusal (status and Chinese message); afterwards nothing was kept. */
    async refusesEach(cases: ReadonlyArray<readonly [bytes: Buffer, fileName: string, status: number, message: string | RegExp]>): Promise<void> {
      const before = { files: storedFiles(), total: await libraryTotal() };
      for (const [bytes, fileName, status, message] of cases) {
        const response = await upload(bytes, fileName);
        expect(response.statusCode, `${fileName}: ${response.body}`).toBe(status);
        expectRefusal(response, status, message);
      }
      expect(storedFiles()).toEqual(before.files);
      expect(await libraryTotal()).toBe(before.total);
    },
  };
}
