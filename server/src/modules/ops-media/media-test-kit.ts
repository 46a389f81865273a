import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import type { OpsTestApp } from '../ops/ops-test-kit';

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
  const upload = (bytes: Buffer, fileName: string, as = operator()) =>
    t().app.inject({
      method: 'POST',
      url: '/ops/api/media',
      headers: { cookie: as.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartFile(bytes, fileName),
    });
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
