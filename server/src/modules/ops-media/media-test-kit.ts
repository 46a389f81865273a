import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { OpsTestApp } from '../ops/ops-test-kit';

const BOUNDARY = 'mediaboundary';

/** One file field, as the console's upload sends it. */
export const multipartFile = (bytes: Buffer, fileName: string, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/**
 * What the media library's tests do again and again: upload one file as an operator, and look at what
 * the library holds (its stored files, its count) to prove a refusal kept nothing.
 */
export function mediaTestKit(t: () => OpsTestApp, dataDir: () => string, operator: () => { cookie: string }) {
  const upload = (bytes: Buffer, fileName: string, as = operator(), type?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/ops/api/media',
      headers: { cookie: as.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartFile(bytes, fileName, type),
    });
  return {
    upload,
    /** Uploads and expects it taken; answers the library item. */
    async uploaded<T>(bytes: Buffer, fileName: string, as = operator()): Promise<T> {
      const response = await upload(bytes, fileName, as);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as T;
    },
    /** The files in the upload folder, sorted. */
    storedFiles(): string[] {
      try {
        return readdirSync(join(dataDir(), 'media', 'uploads')).sort();
      } catch {
        return [];
      }
    },
    /** How many items the library lists (of one kind). */
    async libraryTotal(kind?: string): Promise<number> {
      return (await t().ops('GET', kind ? `/media?kind=${kind}` : '/media', operator())).json().data.total as number;
    },
  };
}
