import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { IMMUTABLE_CACHE, isPlainFileName, type FileStorage } from './file-storage';
import { amzDate, sha256Hex, signV4, uriEncode } from './sigv4';

export interface S3StorageConfig {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (default uploads/). */
  prefix: string;
  /** Where stored objects are served from (a CDN or the bucket's public URL); the answered URL is publicUrl + key. */
  publicUrl: string;
  /** true: endpoint/bucket/key (MinIO, most self-hosted stores); false: bucket.endpoint/key (virtual-hosted). */
  pathStyle: boolean;
}

/** Sends a request; answers status and body text. Replaceable in tests. */
export type S3Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) => Promise<{ status: number; text: string }>;

const defaultFetch: S3Fetch = async (url, init) => {
  const response = await fetch(url, { ...init, body: init.body ? new Uint8Array(init.body) : undefined, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, text: await response.text() };
};

/**
 * Uploads into an S3-compatible bucket with a SigV4-signed PUT (payload hash signed, so the store
 * rejects altered bytes). Objects are written with their content type and served by the store or a CDN,
 * so every API process (on any machine) sees every upload.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';

  constructor(
    private readonly config: S3StorageConfig,
    private readonly send: S3Fetch = defaultFetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(fileName: string, bytes: Buffer, contentType: string, extraHeaders: Record<string, string> = {}): Promise<string> {
    const key = `${this.config.prefix}${basename(fileName)}`;
    const response = await this.signedRequest('PUT', key, bytes, { 'content-type': contentType, ...extraHeaders });
    if (response.status < 200 || response.status >= 300) throw new Error(`S3 upload of ${key} failed: ${storeError(response)}`);
    return `${this.config.publicUrl.replace(/\/$/, '')}/${encodeKey(key)}`;
  }

  /** Writing the same bytes again under their own name changes nothing; the store and a CDN may keep them for a year. */
  putContentAddressed(fileName: string, bytes: Buffer, contentType: string): Promise<string> {
    return this.put(fileName, bytes, contentType, { 'cache-control': IMMUTABLE_CACHE });
  }

  /**
   * Read whole and sent in one signed PUT: fine for the library's limit (MEDIA_VIDEO_MAX_MB, at most 2000),
   * below S3's 5 GB for one PUT. A multipart upload would keep memory flat; see docs/media-library.md.
   */
  async putFileContentAddressed(fileName: string, path: string, contentType: string): Promise<string> {
    return this.putContentAddressed(fileName, await readFile(path), contentType);
  }

  /** ffmpeg reads objects over HTTP from where they are served. */
  readableSource(url: string): string | null {
    const key = this.keyOf(url);
    return key === null ? null : `${this.config.publicUrl.replace(/\/$/, '')}/${encodeKey(key)}`;
  }

  /** Object storage has no disk of ours to fill. */
  async freeBytes(): Promise<null> {
    return null;
  }

  /**
   * A signed DELETE of the object named by its public URL (as put() answered) or its key. Only keys
   * directly under the configured prefix with a plain file name are deleted, so a crafted URL cannot
   * reach other objects of the bucket. S3 answers 204 whether or not the object existed.
   */
  async delete(urlOrKey: string): Promise<boolean> {
    const key = this.keyOf(urlOrKey);
    if (!key) return false;
    const response = await this.signedRequest('DELETE', key);
    if (response.status === 404) return false;
    if (response.status < 200 || response.status >= 300) throw new Error(`S3 delete of ${key} failed: ${storeError(response)}`);
    return true;
  }

  private keyOf(urlOrKey: string): string | null {
    const publicPrefix = `${this.config.publicUrl.replace(/\/$/, '')}/`;
    let key = urlOrKey;
    if (urlOrKey.startsWith(publicPrefix)) {
      try {
        key = urlOrKey.slice(publicPrefix.length).split('/').map(decodeURIComponent).join('/');
      } catch {
        return null; // malformed percent-encoding
      }
    }
    if (!key.startsWith(this.config.prefix)) return null;
    return isPlainFileName(key.slice(this.config.prefix.length)) ? key : null;
  }

  private async signedRequest(method: 'PUT' | 'DELETE', key: string, body?: Buffer, extraHeaders: Record<string, string> = {}) {
    const endpoint = new URL(this.config.endpoint);
    const encodedKey = encodeKey(key);
    const host = this.config.pathStyle ? endpoint.host : `${this.config.bucket}.${endpoint.host}`;
    const basePath = endpoint.pathname.replace(/\/$/, '');
    const path = this.config.pathStyle ? `${basePath}/${uriEncode(this.config.bucket)}/${encodedKey}` : `${basePath}/${encodedKey}`;
    const date = this.now();
    const payloadHash = sha256Hex(body ?? Buffer.alloc(0));
    const headers: Record<string, string> = {
      host,
      ...extraHeaders,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(date),
    };
    const { authorization } = signV4(
      { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey, region: this.config.region, service: 's3' },
      { method, path, headers, payloadHash, date },
    );
    // fetch sets Host itself from the URL (the same value that was signed).
    const { host: _host, ...sent } = headers;
    const url = `${endpoint.protocol}//${host}${path}`;
    const lengthHeader: Record<string, string> = body ? { 'content-length': String(body.length) } : {};
    return this.send(url, { method, headers: { ...sent, authorization, ...lengthHeader }, body });
  }
}

const encodeKey = (key: string): string => key.split('/').map(uriEncode).join('/');

/** The store's XML error names the problem (SignatureDoesNotMatch, NoSuchBucket, AccessDenied…); no secrets in it. */
function storeError(response: { status: number; text: string }): string {
  return /<Code>([^<]+)<\/Code>/.exec(response.text)?.[1] ?? `HTTP ${response.status}`;
}
