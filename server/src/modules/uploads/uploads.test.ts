import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './uploads.routes';
import { sniffType } from './sniff-type';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const BOUNDARY = '----boyihui-test-boundary';

/** A multipart body with the given file parts (and optional text fields). */
function multipartBody(parts: { field: string; filename?: string; type?: string; content: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('sniffType', () => {
  it('recognises PNG, JPEG, GIF, WebP and PDF by content only', () => {
    expect(sniffType(PNG)?.mime).toBe('image/png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF89a....'))?.mime).toBe('image/gif');
    expect(sniffType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.mime).toBe('image/webp');
    expect(sniffType(PDF)?.mime).toBe('application/pdf');
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffType(Buffer.from('RIFF'))).toBeUndefined();
    expect(sniffType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(testDatabases())('POST /course/upload/file on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  const upload = (payload: Buffer, headers: Record<string, string> = {}, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({ method: 'POST', url: '/course/upload/file', payload, headers: { 'content-type': contentType, ...headers } });

  beforeAll(async () => {
    t = await openTestApp(kind);
    user = await signIn(t.database, '13800000501');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a PNG under a random name whatever the file is called, and serves it with nosniff', async () => {
    const response = await upload(multipartBody([{ field: 'file', filename: '../../evil.html', type: 'text/html', content: PNG }]), user.headers);
    expect(response.statusCode).toBe(200);
    expectEndpointData('createUpload', response.json());
    const data = response.json().data as { url: string; type: string; size: number };
    expect(data).toMatchObject({ type: 'image/png', size: PNG.length });
    expect(data.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = await readFile(join(testConfig().DATA_DIR, 'media', 'uploads', data.url.split('/').pop()!));
    expect(stored.equals(PNG)).toBe(true);
    const served = await t.app.inject(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = (await upload(multipartBody([{ field: 'file', filename: 'a.png', content: PNG }]), user.headers)).json().data as { url: string };
    expect(second.url).not.toBe(data.url);
  });

  it('accepts a PDF even when it is named .png', async () => {
    const response = await upload(multipartBody([{ field: 'file', filename: 'x.png', type: 'image/png', content: PDF }]), user.headers);
    expect(response.json().data).toMatchObject({ type: 'application/pdf' });
    expect(response.json().data.url).toMatch(/\.pdf$/);
  });

  it('needs a session', async () => {
    expectRefusal(await upload(multipartBody([{ field: 'file', filename: 'a.png', content: PNG }])), 401);
    expectRefusal(await upload(multipartBody([{ field: 'file', filename: 'a.png', content: PNG }]), { 'x-token': 'not-a-token' }), 401);
  });

  it('refuses a wrong type named like an image, an empty file, a missing or misnamed field, and a non-multipart body with 4xx', async () => {
    const html = multipartBody([{ field: 'file', filename: 'photo.png', type: 'image/png', content: '<html><script>alert(1)</script></html>' }]);
    expectRefusal(await upload(html, user.headers), 415, UPLOAD_MESSAGES.badType);
    expectRefusal(await upload(multipartBody([{ field: 'file', filename: 'a.png', content: Buffer.alloc(0) }]), user.headers), 400, UPLOAD_MESSAGES.empty);
    expectRefusal(await upload(multipartBody([{ field: 'image', filename: 'a.png', content: PNG }]), user.headers), 400, UPLOAD_MESSAGES.noFile);
    expectRefusal(await upload(multipartBody([]), user.headers), 400);
    expectRefusal(await upload(Buffer.from('{"file":"x"}'), user.headers, 'application/json'), 415);
    expectRefusal(await upload(Buffer.from('garbage without boundaries'), user.headers), 400);
  });

  it('refuses a file over the size limit and a second file with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.fileSize, 0)]);
    expectRefusal(await upload(multipartBody([{ field: 'file', filename: 'big.png', content: big }]), user.headers), 413, UPLOAD_MESSAGES.tooLarge);
    const two = multipartBody([
      { field: 'file', filename: 'a.png', content: PNG },
      { field: 'file', filename: 'b.png', content: PNG },
    ]);
    const response = await upload(two, user.headers);
    // The first file is read before busboy sees the second: either a clean refusal or only one stored.
    expect(response.statusCode).toBeLessThan(500);
  });
});
