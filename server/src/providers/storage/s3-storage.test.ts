import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage, type S3StorageConfig } from './s3-storage';
import { sha256Hex, signV4 } from './sigv4';

describe('signV4', () => {
  // AWS's documented example "GET Object" (sig-v4-header-based-auth, Example: GET Object).
  it('matches the AWS S3 documentation example', () => {
    const signed = signV4(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const SECRET = 'fake-s3-secret';
const ACCESS_KEY = 'FAKEACCESSKEY';

/**
 * A tiny S3: accepts PUT and DELETE /<bucket>/<key> when the Authorization header has the SigV4 shape and
 * its signature, recomputed from the request as received with the known secret, matches; stores or
 * removes the bytes (DELETE answers 204 whether or not the object existed, as S3 does).
 */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string; cacheControl?: string }>; refusals: string[]; deletes: string[] } {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl?: string }>();
  const refusals: string[] = [];
  const deletes: string[] = [];
  const refuse = (res: import('node:http').ServerResponse, code: string, status = 403) => {
    refusals.push(code);
    res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
  };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = req.headers.authorization ?? '';
      const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
      if (req.method !== 'PUT' && req.method !== 'DELETE') return refuse(res, 'MethodNotAllowed', 405);
      if (!match) return refuse(res, 'AuthorizationHeaderMalformed', 400);
      const [, accessKey, day, region, signedHeaders, signature] = match;
      if (accessKey !== ACCESS_KEY) return refuse(res, 'InvalidAccessKeyId');
      const date = String(req.headers['x-amz-date'] ?? '');
      if (!date.startsWith(day)) return refuse(res, 'AuthorizationHeaderMalformed', 400);
      if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) return refuse(res, 'XAmzContentSHA256Mismatch', 400);
      const names = signedHeaders.split(';');
      if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return refuse(res, 'AccessDenied');
      const headers = Object.fromEntries(names.map((n) => [n, String(req.headers[n] ?? '')]));
      const url = new URL(req.url ?? '/', 'http://fake');
      const expected = signV4(
        { accessKeyId: accessKey, secretAccessKey: SECRET, region, service: 's3' },
        {
          method: req.method,
          path: url.pathname,
          headers,
          payloadHash: String(req.headers['x-amz-content-sha256']),
          date: new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`),
        },
      );
      if (expected.signature !== signature) return refuse(res, 'SignatureDoesNotMatch');
      if (req.method === 'DELETE') {
        deletes.push(decodeURIComponent(url.pathname));
        objects.delete(decodeURIComponent(url.pathname));
        return void res.writeHead(204).end();
      }
      const cacheControl = req.headers['cache-control'];
      objects.set(decodeURIComponent(url.pathname), { body, type: String(req.headers['content-type']), ...(cacheControl ? { cacheControl } : {}) });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
    });
  });
  return { server, objects, refusals, deletes };
}

describe('S3FileStorage against a fake S3 server', () => {
  const fake = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const config = (overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
    endpoint,
    region: 'cn-test-1',
    bucket: 'byh-media',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    prefix: 'uploads/',
    publicUrl: `${endpoint}/byh-media`,
    pathStyle: true,
    ...overrides,
  });

  it('stores the bytes with a valid signature and answers the public URL', async () => {
    const storage = new S3FileStorage(config({ publicUrl: 'https://cdn.example.test/media' }));
    const bytes = Buffer.from('\x89PNG\r\n\x1a\nfake image bytes');
    const url = await storage.put('0123abcd.png', bytes, 'image/png');
    expect(url).toBe('https://cdn.example.test/media/uploads/0123abcd.png');
    const stored = fake.objects.get('/byh-media/uploads/0123abcd.png');
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.type).toBe('image/png');
  });

  it('stores a media library file (named by its content) with a year-long cache lifetime, signed; no disk to fill', async () => {
    const storage = new S3FileStorage(config());
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake');
    const name = `img-${'ab'.repeat(16)}.webp`;
    expect(await storage.putContentAddressed(name, bytes, 'image/webp')).toBe(`${endpoint}/byh-media/uploads/${name}`);
    // Again, as a second identical upload would: the same object, nothing refused.
    await storage.putContentAddressed(name, bytes, 'image/webp');
    expect(fake.objects.get(`/byh-media/uploads/${name}`)).toMatchObject({ type: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await storage.freeBytes()).toBeNull();
  });

  it('keeps a path out of the key and defaults the public URL to the bucket', async () => {
    const url = await new S3FileStorage(config()).put('../../etc/passwd.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(url).toBe(`${endpoint}/byh-media/uploads/passwd.pdf`);
    expect(fake.objects.has('/byh-media/uploads/passwd.pdf')).toBe(true);
  });

  it('fails loudly (store error code, no secret) when the store refuses the signature', async () => {
    const wrong = new S3FileStorage(config({ secretAccessKey: 'not-the-secret' }));
    const error = await wrong.put('x.png', Buffer.from('x'), 'image/png').catch((e: Error) => e);
    expect(String(error)).toContain('SignatureDoesNotMatch');
    expect(String(error)).not.toContain('not-the-secret');
  });

  it('deletes an object by its public URL or key with a signed DELETE', async () => {
    const storage = new S3FileStorage(config({ publicUrl: 'https://cdn.example.test/media' }));
    const url = await storage.put('feedbeef.png', Buffer.from('\x89PNG\r\n\x1a\nbytes'), 'image/png');
    expect(fake.objects.has('/byh-media/uploads/feedbeef.png')).toBe(true);
    expect(await storage.delete(url)).toBe(true);
    expect(fake.objects.has('/byh-media/uploads/feedbeef.png')).toBe(false);
    await storage.put('cafe0001.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await storage.delete('uploads/cafe0001.pdf')).toBe(true);
    expect(fake.objects.has('/byh-media/uploads/cafe0001.pdf')).toBe(false);
  });

  it('never sends a DELETE for keys outside the upload prefix or with a path in them', async () => {
    const storage = new S3FileStorage(config({ publicUrl: 'https://cdn.example.test/media' }));
    fake.objects.set('/byh-media/private/secret.txt', { body: Buffer.from('keep'), type: 'text/plain' });
    const before = fake.deletes.length;
    for (const name of [
      'private/secret.txt',
      'uploads/../private/secret.txt',
      'https://cdn.example.test/media/uploads/..%2Fprivate%2Fsecret.txt',
      'https://cdn.example.test/media/private/secret.txt',
      'https://elsewhere.example.test/media/uploads/a.png',
      'https://cdn.example.test/media/uploads/%E0%A4%A',
      'uploads/',
      'uploads/sub/a.png',
    ]) {
      expect(await storage.delete(name), name).toBe(false);
    }
    expect(fake.deletes.length).toBe(before);
    expect(fake.objects.has('/byh-media/private/secret.txt')).toBe(true);
  });

  it('fails loudly when the store refuses a DELETE signature', async () => {
    const wrong = new S3FileStorage(config({ secretAccessKey: 'not-the-secret' }));
    const error = await wrong.delete('uploads/x.png').catch((e: Error) => e);
    expect(String(error)).toContain('SignatureDoesNotMatch');
    expect(String(error)).not.toContain('not-the-secret');
  });
});
