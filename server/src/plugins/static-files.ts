import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findPublishedLayout } from '../modules/layouts/layouts.repository';
import { applyNodeWindows } from '../modules/layouts/node-windows';
import { pageHints, renderIndexHtml, widgetAssets, type LayoutLoader } from './client-html';
import { AppError, MESSAGES } from './envelope';
import { escapesRoot, MEDIA_PREFIX, MEDIA_ROUTE } from './media-path';
import { createPayloadCache } from './payload-cache';

export interface StaticFilesOptions {
  /** Generated and uploaded media, served at /media/. */
  mediaDir: string;
  /** The built client (index.html + assets); skipped when it has not been built. */
  clientDir: string;
}

/** Paths that belong to the API: never answered with index.html, always with a JSON envelope. */
const API_PATH = /^\/(?:[^/]+\/api(?:\/|$)|media(?:\/|$)|healthz(?:\/|$)|user\/oauth\/|wechat\/|course\/upload\/)/;
/** A last segment with an extension is a missing file (/assets/x.js), not a client route. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

/** HLS parts: pinned, so players get the types they expect whatever the installed mime table knows. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
};

function mediaContentType(url: string): string | undefined {
  if (!url.startsWith('/media/')) return undefined;
  const extension = /\.([A-Za-z0-9]+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase();
  return extension ? MEDIA_CONTENT_TYPES[extension] : undefined;
}

export function isClientRoute(pathname: string): boolean {
  return !API_PATH.test(pathname) && (!FILE_LIKE.test(pathname) || pathname.endsWith('.html'));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Text assets worth compressing, with the content type they are sent with. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Below this size compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

type Coding = 'br' | 'gzip';

/** The coding to send: brotli when accepted, else gzip, else none (q=0 refuses). */
export function preferredCoding(acceptEncoding: string | string[] | undefined): Coding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * Compressed copies of the built client's text files, made once per process on first demand (Vite
 * writes no .br/.gz files): brotli at a fast quality first, replaced in the background by the
 * densest quality, so no visitor waits for the slow pass. Files are content-hashed, so a copy never
 * goes stale; the set is bounded by the build.
 */
function createCompressedFiles() {
  const copies = new Map<string, Partial<Record<Coding, Promise<Buffer>>>>();
  return (file: string, body: () => Buffer, coding: Coding): Promise<Buffer> => {
    const entry = copies.get(file) ?? {};
    copies.set(file, entry);
    let copy = entry[coding];
    if (!copy) {
      const source = body();
      copy = coding === 'br' ? brotliAt(source, 5) : gzipAsync(source, { level: 9 });
      entry[coding] = copy;
      if (coding === 'br') {
        // The densest pass (hundreds of ms for the main chunk) runs on the thread pool, off the event loop.
        void copy
          .then(() => brotliAt(source, 11))
          .then((dense) => (entry.br = Promise.resolve(dense)))
          .catch(() => undefined);
      }
      copy.catch(() => entry[coding] === copy && delete entry[coding]);
    }
    return copy;
  };
}

/** Every file under dir, as "/rel/path" → absolute path (the build is fixed while the server runs). */
function listFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [rel, abs] of listFiles(path, `${prefix}/${entry.name}`)) files.set(rel, abs);
    else if (entry.isFile()) files.set(`${prefix}/${entry.name}`, path);
  }
  return files;
}

/**
 * Static media and the built client with an SPA fallback: an unknown GET path that is not an API path
 * gets index.html (the client router resolves it); anything else unknown gets a 404 envelope.
 *
 * Performance: index.html goes out per route with preloads for the first screen's layout, public data
 * and lazy widget code (client-html.ts) and no-cache; hashed /assets/ files are immutable for a year; text files are
 * sent brotli/gzip compressed from copies made once.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  mkdirSync(options.mediaDir, { recursive: true });
  const indexPath = join(options.clientDir, 'index.html');
  const hasClient = existsSync(indexPath);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      // "/" is a client route: the SPA handler below answers it with the route's hints.
      index: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; everything else (index.html) must revalidate.
        const immutable = filePath.includes(`${join(options.clientDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
    registerAssetCompression(app, join(options.clientDir, 'assets'));
  }
  // A /media path that leaves the folder once decoded and normalised (or cannot be decoded) is refused
  // before the file handler sees it; the handler's own checks stay as a second line.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === MEDIA_ROUTE && escapesRoot(request.url, MEDIA_PREFIX)) {
      throw new AppError(404, MESSAGES.noRoute);
    }
  });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: !hasClient,
    maxAge: '7d',
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.statusCode < 400 ? mediaContentType(request.url) : undefined;
    if (type) reply.header('content-type', type);
    return payload;
  });

  const sendIndex = hasClient ? createIndexSender(app, indexPath) : undefined;
  if (sendIndex) {
    // Without an index file the static plugin would refuse the directory "/": home is a client route too.
    app.get('/', (request, reply) => sendIndex(request, reply, '/', request.url.split('?')[1] ?? ''));
  }
  app.setNotFoundHandler((request, reply) => {
    const [pathname, search = ''] = request.url.split('?');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (sendIndex && isRead && isClientRoute(pathname)) return sendIndex(request, reply, pathname, search);
    throw new AppError(404, MESSAGES.noRoute);
  });
}

/** /assets/<file> answered from a compressed copy when the client accepts one. */
function registerAssetCompression(app: FastifyInstance, assetsDir: string): void {
  const files = listFiles(assetsDir);
  const compressed = createCompressedFiles();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/assets/')) return;
    const file = files.get(request.url.slice('/assets'.length).split('?')[0]);
    const type = file ? COMPRESSIBLE_TYPES[extname(file).toLowerCase()] : undefined;
    if (!file || !type) return;
    const coding = preferredCoding(request.headers['accept-encoding']);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (!coding || size < COMPRESS_MIN_BYTES) return;
    const body = await compressed(file, () => readFileSync(file), coding).catch(() => undefined);
    if (!body) return;
    return reply
      .header('content-type', type)
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept-encoding')
      .header('content-encoding', coding)
      .send(body);
  });
}

/** Seconds a layout's data entries are reused for hints (the layout store's own cache: 5 s). */
const HINT_LAYOUT_TTL_MS = 5_000;

/** index.html per route (title, shell heading, preloads), compressed once per distinct page. */
function createIndexSender(app: FastifyInstance, indexPath: string) {
  // The page and the build's manifest (widget chunks to preload), read again when the build changes.
  let build: { mtimeMs: number; text: string; assets?: ReturnType<typeof widgetAssets>; styles: Map<string, string | undefined> } | undefined;
  const readBuild = () => {
    const { mtimeMs } = statSync(indexPath);
    if (!build || build.mtimeMs !== mtimeMs) {
      const manifestPath = join(dirname(indexPath), '.vite', 'manifest.json');
      let assets: ReturnType<typeof widgetAssets> | undefined;
      try {
        if (existsSync(manifestPath)) assets = widgetAssets(JSON.parse(readFileSync(manifestPath, 'utf8')) as Parameters<typeof widgetAssets>[0]);
      } catch (error) {
        app.log.warn({ err: error }, 'client manifest unreadable: no widget preloads');
      }
      build = { mtimeMs, text: readFileSync(indexPath, 'utf8'), assets, styles: new Map() };
    }
    return build;
  };
  const layouts = createPayloadCache<{ data?: unknown; body?: unknown; overlays?: unknown } | null>({
    ttlMs: HINT_LAYOUT_TTL_MS,
    maxEntries: 500,
    load: async (key) => {
      if (!app.hasDecorator('db')) return null;
      const [id, fallback] = key.split('|');
      const layout = (await findPublishedLayout(app.db, id)) ?? (await findPublishedLayout(app.db, fallback));
      if (!layout) return null;
      // Hints only for sections the app will receive (the layout answer leaves out those outside their window).
      const { data, body, overlays } = applyNodeWindows(layout.document, Date.now()).document as { data?: unknown; body?: unknown; overlays?: unknown };
      return { data, body, overlays };
    },
  });
  const loadLayout: LayoutLoader = async (id, fallbackId) => (await layouts.get(`${id}|${fallbackId}`)) ?? undefined;
  // The entry stylesheet, inlined into the page (client-boot.ts); only files of the build's assets folder.
  const readStyle = (href: string) => {
    const styles = build?.styles;
    if (!styles || !/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!styles.has(href)) {
      try {
        styles.set(href, readFileSync(join(dirname(indexPath), href), 'utf8'));
      } catch {
        styles.set(href, undefined);
      }
    }
    return styles.get(href);
  };
  // The answers behind public data preloads, for the shell's hero image: asked of the app itself, so
  // they are exactly what the page will get (and come from the same payload caches).
  const preloadData = createPayloadCache<unknown>({
    ttlMs: HINT_LAYOUT_TTL_MS,
    maxEntries: 100,
    load: async (url) => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) return null;
      return (response.json() as { data?: unknown }).data ?? null;
    },
  });
  const pages = new Map<string, Partial<Record<Coding, Promise<Buffer>>>>();

  return async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) => {
    let html: string;
    try {
      const { text, assets } = readBuild();
      html = renderIndexHtml(text, await pageHints(pathname, search, loadLayout, assets, (url) => preloadData.get(url)), readStyle);
    } catch (error) {
      request.log.warn({ err: error }, 'index.html hints failed; sending the plain page');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (!coding || html.length < COMPRESS_MIN_BYTES) return reply.send(html);
    let entry = pages.get(html);
    if (!entry) {
      // Distinct pages are few (per layout and article id): a bounded map, oldest dropped first.
      if (pages.size >= 1000) pages.delete(pages.keys().next().value as string);
      entry = {};
      pages.set(html, entry);
    }
    entry[coding] ??= coding === 'br' ? brotliAt(Buffer.from(html), 9) : gzipAsync(html, { level: 9 });
    return reply.header('content-encoding', coding).send(await entry[coding]);
  };
}
