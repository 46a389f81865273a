import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

/**
 * Fetches an external article image for the proxy without letting it reach anything internal (SSRF):
 * the host must be on the allow-list, every address its name resolves to must be public, the socket
 * connects to the vetted address (no second lookup a DNS rebinding could answer differently), and each
 * redirect hop is checked the same way. Only image/* answers within the size and time limits pass.
 */

export interface ImageProxyPolicy {
  /** Lower-case `host` or `host:port` (a bare host allows only the scheme's default port). */
  allowedHosts: ReadonlySet<string>;
  /** All addresses of a host name. */
  resolve: (hostname: string) => Promise<LookupAddress[]>;
  /** May the proxy connect to this address? */
  isAllowedAddress: (ip: string) => boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_POLICY: Omit<ImageProxyPolicy, 'allowedHosts'> = {
  resolve: (hostname) => lookup(hostname, { all: true, verbatim: true }),
  isAllowedAddress: isPublicAddress,
  timeoutMs: 6000, // the app's request timeout
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
};

export const PROXY_MESSAGES = {
  badUrl: '图片地址无效',
  scheme: '图片地址只支持 http 或 https',
  credentials: '图片地址不能包含用户名或密码',
  privateAddress: '不允许访问内网、本机或保留地址的图片',
  hostNotAllowed: '图片域名不在允许列表中',
  dnsFailed: '图片域名无法解析',
  tooManyRedirects: '图片地址重定向次数过多',
  upstream: '图片获取失败',
  timeout: '图片获取超时',
  notImage: '目标地址不是图片',
  tooLarge: '图片过大',
} as const;

/** A refused or failed fetch; always a client-side status (the proxy never answers 5xx). */
export class ImageProxyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImageProxyError';
  }
}

export interface FetchedImage {
  contentType: string;
  /** Declared by the upstream and within the limit; absent for a chunked answer (then `body` is buffered). */
  contentLength?: number;
  body: IncomingMessage | Buffer;
}

const stripBrackets = (host: string) => host.replace(/^\[|\]$/g, '');

/** Checks one hop's URL and returns the address to connect to. */
async function vetHop(url: URL, policy: ImageProxyPolicy): Promise<LookupAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageProxyError(400, PROXY_MESSAGES.scheme);
  if (url.username || url.password) throw new ImageProxyError(400, PROXY_MESSAGES.credentials);
  const hostname = stripBrackets(url.hostname);
  const literal = isIP(hostname);
  // An address literal is judged before the allow-list so the refusal names the real reason.
  if (literal && !policy.isAllowedAddress(hostname)) throw new ImageProxyError(403, PROXY_MESSAGES.privateAddress);
  if (!policy.allowedHosts.has(url.host.toLowerCase())) throw new ImageProxyError(403, PROXY_MESSAGES.hostNotAllowed);
  if (literal) return { address: hostname, family: literal };
  let addresses: LookupAddress[];
  try {
    addresses = await policy.resolve(hostname);
  } catch {
    throw new ImageProxyError(404, PROXY_MESSAGES.dnsFailed);
  }
  if (addresses.length === 0) throw new ImageProxyError(404, PROXY_MESSAGES.dnsFailed);
  // Any private answer refuses the host: a rebinding name may mix public and internal addresses.
  if (addresses.some((a) => !policy.isAllowedAddress(a.address))) throw new ImageProxyError(403, PROXY_MESSAGES.privateAddress);
  return addresses[0];
}

/** A lookup that always answers the vetted address: the connection cannot be re-resolved elsewhere. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

function request(url: URL, pinned: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, {
      lookup: pinnedLookup(pinned),
      family: pinned.family,
      // A fresh socket per fetch: a pooled one could belong to an earlier, differently vetted hop.
      agent: false,
      signal,
      headers: { accept: 'image/*', 'user-agent': 'boyihui-image-proxy/1' },
      ...(url.protocol === 'https:' ? { servername: stripBrackets(url.hostname) } : {}),
    });
    req.once('response', resolve);
    req.once('error', reject);
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new ImageProxyError(413, PROXY_MESSAGES.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches `rawUrl` under `policy`. The signal ends the whole fetch, body included (the caller owns the
 * timer so a streamed body is cut at the same deadline).
 */
export async function fetchImage(rawUrl: string, policy: ImageProxyPolicy, signal: AbortSignal): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ImageProxyError(400, PROXY_MESSAGES.badUrl);
  }
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await vetHop(url, policy);
      const res = await request(url, pinned, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= policy.maxRedirects) throw new ImageProxyError(400, PROXY_MESSAGES.tooManyRedirects);
        try {
          url = new URL(res.headers.location, url);
        } catch {
          throw new ImageProxyError(404, PROXY_MESSAGES.upstream);
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new ImageProxyError(404, `${PROXY_MESSAGES.upstream} (HTTP ${status})`);
      }
      const contentType = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      // SVG is an image type that can carry script; opened directly it would run on our origin.
      if (!/^image\/[a-z0-9.+-]+$/.test(contentType) || contentType === 'image/svg+xml') {
        res.resume();
        throw new ImageProxyError(415, PROXY_MESSAGES.notImage);
      }
      const declared = res.headers['content-length'] === undefined ? undefined : Number(res.headers['content-length']);
      if (declared !== undefined && Number.isFinite(declared)) {
        if (declared > policy.maxBytes) {
          res.destroy();
          throw new ImageProxyError(413, PROXY_MESSAGES.tooLarge);
        }
        return { contentType, contentLength: declared, body: res };
      }
      // No declared length: buffer up to the cap so an oversize answer is still a clean 413.
      return { contentType, body: await readCapped(res, policy.maxBytes) };
    }
  } catch (error) {
    if (error instanceof ImageProxyError) throw error;
    if (signal.aborted) throw new ImageProxyError(404, PROXY_MESSAGES.timeout);
    throw new ImageProxyError(404, PROXY_MESSAGES.upstream);
  }
}

/**
 * The whole image at `rawUrl` as bytes, under `policy` and its deadline: for the back office, which keeps
 * a pasted picture in the media library instead of pointing at someone else's server.
 */
export async function fetchImageBytes(rawUrl: string, policy: ImageProxyPolicy): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    const image = await fetchImage(rawUrl, policy, controller.signal);
    if (Buffer.isBuffer(image.body)) return image.body;
    try {
      return await readCapped(image.body, policy.maxBytes);
    } catch (error) {
      if (error instanceof ImageProxyError) throw error;
      throw new ImageProxyError(404, controller.signal.aborted ? PROXY_MESSAGES.timeout : PROXY_MESSAGES.upstream);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The policy for `allowedHosts` (IMAGE_PROXY_HOSTS), with tests' overrides. */
export function imageProxyPolicy(allowedHosts: readonly string[], overrides: Partial<Omit<ImageProxyPolicy, 'allowedHosts'>> = {}): ImageProxyPolicy {
  return {
    ...DEFAULT_POLICY,
    ...overrides,
    allowedHosts: new Set(allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean)),
  };
}
