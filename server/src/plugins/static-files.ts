import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DRAW_HEADER, PAGE_DRAW_TOKEN } from '../modules/views/viewer';
import { findPublishedLayout } from '../modules/layouts/layouts.repository';
import { publicDocument } from '../modules/layouts/public-document';
import { pageHints, renderIndexHtml, widgetAssets, type LayoutLoader } from './client-html';
import { createFirstScreenDrawer, type FirstScreenDrawer, type LayoutShape } from '../html/first-screen';
import { loadFirstScreenRenderer, type FirstScreenRenderer } from '../html/first-screen-renderer';
import { AppError, MESSAGES } from './envelope';
import { escapesRoot, isContentAddressedUpload, MEDIA_PREFIX, MEDIA_ROUTE } from './media-path';
import { createPayloadCache } from './payload-cache';
import { CACHE_CHANNELS } from '../providers/cache-bus';
import { brotliAt, COMPRESS_MIN_BYTES, gzipBest, IMMUTABLE, registerClientFiles, type ClientFiles } from './client-files';
import { preferredCoding, type Coding } from './content-coding';

export interface StaticFilesOptions {
  /** Generated and uploaded media, served at /media/. */
  mediaDir: string;
  /** The built client (index.html + assets); skipped when it has not been built. */
  clientDir: string;
  /** What draws first screens: default the build's renderer bundle (read again with each new build); null: none. */
  firstScreenRenderer?: FirstScreenRenderer | null;
}

/** Paths that belong to the API: never answered with index.html, always with a JSON envelope (/metrics: a scraper gets a 404, not the app; metrics have their own port). */
const API_PATH = /^\/(?:api(?:\/|$)|[^/]+\/api(?:\/|$)|media(?:\/|$)|(?:healthz|readyz)(?:\/|$)|metrics(?:\/|$)|user\/oauth\/|wechat\/|course\/upload\/)/;
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

  let clientFiles: ClientFiles | undefined;
  if (hasClient) {
    // From memory first (client-files.ts); the disk handler below answers range requests and late files.
    clientFiles = registerClientFiles(app, options.clientDir);
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
  }
  // A /media path that leaves the folder once decoded and normalised (or cannot be decoded) is refused
  // before the file handler sees it; the handler's own checks stay as a second line.
  // Callback hooks here and below: they run on every request, where an async hook costs a promise and a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.routeOptions.url === MEDIA_ROUTE && escapesRoot(request.url, MEDIA_PREFIX) ? new AppError(404, MESSAGES.noRoute) : undefined);
  });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: !hasClient,
    maxAge: '7d',
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.statusCode < 400 ? mediaContentType(request.url) : undefined;
    if (type) reply.header('content-type', type);
    // A media library file named by its content never changes under that name: cached for good.
    if (reply.statusCode < 400 && isContentAddressedUpload(request.url)) reply.header('cache-control', IMMUTABLE);
    done(null, payload);
  });

  const sendIndex = hasClient ? createIndexSender(app, indexPath, () => clientFiles?.reload(), options.firstScreenRenderer) : undefined;
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

/** Seconds a layout's data entries are reused for hints (the layout store's own cache: 5 s). */
const HINT_LAYOUT_TTL_MS = 5_000;

/** Distinct page addresses whose finished HTML is kept (oldest dropped first). */
const RENDERED_PAGES = 1000;

/** How often index.html's modification time is looked at (a rebuild shows within this time). */
const BUILD_CHECK_MS = 1_000;
/** Bound on the characters of distinct pages kept with their compressed copies (article pages carry their text). */
const PAGES_MAX_CHARS = 32_000_000;

/** index.html per route (title, shell heading, preloads, a detail's first screen), compressed once per distinct page. */
function createIndexSender(app: FastifyInstance, indexPath: string, onBuildChanged: () => void, renderer?: FirstScreenRenderer | null) {
  // The page and the build's manifest (widget chunks to preload), read again when the build changes.
  let build: { mtimeMs: number; text: string; assets?: ReturnType<typeof widgetAssets>; styles: Map<string, string | undefined> } | undefined;
  let checkedAt = 0;
  const readBuild = () => {
    const now = Date.now();
    if (build && now - checkedAt < BUILD_CHECK_MS) return build;
    checkedAt = now;
    const { mtimeMs } = statSync(indexPath);
    if (!build || build.mtimeMs !== mtimeMs) {
      // A new build (npm run build while the server runs): its files replace the old ones in memory too.
      if (build) onBuildChanged();
      drawer = undefined;
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
  // The first screen's drawer, made with the build's renderer the first time a page needs it.
  let drawer: Promise<FirstScreenDrawer | undefined> | undefined;
  const firstScreenDrawer = () =>
    (drawer ??= (
      renderer === undefined
        ? loadFirstScreenRenderer(undefined, (error) => app.log.warn({ err: error }, 'the first-screen renderer did not load: pages keep their static shell'))
        : Promise.resolve(renderer ?? undefined)
    ).then((found) => {
      if (!found) app.log.info('no first-screen renderer in the build: pages keep their static shell');
      return found && createFirstScreenDrawer(found, (url) => preloadData.get(url));
    }));
  // Read now, with the client's files: a later change of index.html is a new build.
  readBuild();
  const layouts = createPayloadCache<LayoutShape | null>({
    name: 'page-hint-layouts',
    ttlMs: HINT_LAYOUT_TTL_MS,
    maxEntries: 500,
    load: async (key) => {
      if (!app.hasDecorator('db')) return null;
      const [id, fallback] = key.split('|');
      const layout = (await findPublishedLayout(app.db, id)) ?? (await findPublishedLayout(app.db, fallback));
      if (!layout) return null;
      // Hints and the drawn first screen only of what the app will receive (the layout answer leaves out
      // hidden sections and those outside their window, and cleans section HTML: public-document.ts).
      const { id: layoutId, data, body, overlays } = publicDocument(layout.document, Date.now()).document as LayoutShape;
      return { id: layoutId, data, body, overlays };
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
    name: 'page-hint-data',
    ttlMs: HINT_LAYOUT_TTL_MS,
    maxEntries: 100,
    load: async (url) => {
      // Not a view of the content (a detail's main record): the visitor's own app counts theirs.
      const response = await app.inject({ method: 'GET', url, headers: { [PAGE_DRAW_HEADER]: PAGE_DRAW_TOKEN } });
      if (response.statusCode !== 200) return null;
      return (response.json() as { data?: unknown }).data ?? null;
    },
  });
  // A publish (layouts) or a home content change reaches the drawn first screens at once, as it reaches the
  // API's own caches: a doctor who reloads after a publish gets the published page, not one up to 5 s old.
  const forgetDrawnInputs = () => {
    layouts.invalidate();
    preloadData.invalidate();
    rendered.clear();
    renderGeneration += 1;
  };
  /**
   * The finished page per address (the shell with its hints and drawn first screen): it is the same for every
   * viewer (a layout tailored to audiences is never drawn, and its layout is never preloaded), so it is built
   * once per address, build and the inputs above, and kept as long as they are (HINT_LAYOUT_TTL_MS, dropped at
   * once by a publish or a home content change in any process). A page under way is shared by every request
   * that asks for it meanwhile.
   */
  const rendered = new Map<string, { html: Promise<string>; at: number; build: number }>();
  let renderGeneration = 0;
  const renderPage = (pathname: string, search: string): Promise<string> => {
    const { text, assets, mtimeMs } = readBuild();
    const key = `${pathname}?${search}`;
    const now = Date.now();
    const hit = rendered.get(key);
    if (hit && hit.build === mtimeMs && now - hit.at < HINT_LAYOUT_TTL_MS) return hit.html;
    rendered.delete(key);
    const generation = renderGeneration;
    const html = (async () => {
      // Without the build's manifest no widget CSS is known: nothing is drawn, so no renderer is needed.
      const draw = assets ? await firstScreenDrawer() : undefined;
      return renderIndexHtml(text, await pageHints(pathname, search, loadLayout, assets, (url) => preloadData.get(url), draw), readStyle);
    })();
    // Kept unless its inputs were dropped while it was drawn; a failed one is never kept.
    if (rendered.size >= RENDERED_PAGES) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, { html, at: now, build: mtimeMs });
    const forget = () => {
      if (rendered.get(key)?.html === html) rendered.delete(key);
    };
    html.then(() => {
      if (generation !== renderGeneration) forget();
    }, forget);
    return html;
  };
  const unsubscribes = [CACHE_CHANNELS.layouts, CACHE_CHANNELS.home].map((channel) => app.cacheBus.subscribe(channel, forgetDrawnInputs));
  app.addHook('onClose', async () => unsubscribes.forEach((unsubscribe) => unsubscribe()));
  const pages = new Map<string, Partial<Record<Coding, Promise<Buffer>>>>();
  let pageChars = 0;

  return async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) => {
    let html: string;
    try {
      html = await renderPage(pathname, search);
    } catch (error) {
      request.log.warn({ err: error }, 'index.html hints failed; sending the plain page');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(build?.text ?? readFileSync(indexPath, 'utf8'));
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (!coding || html.length < COMPRESS_MIN_BYTES) return reply.send(html);
    let entry = pages.get(html);
    if (!entry) {
      // Distinct pages are per layout and per detail: a bounded map, oldest dropped first.
      while (pages.size >= 1000 || (pages.size > 0 && pageChars + html.length > PAGES_MAX_CHARS)) {
        const oldest = pages.keys().next().value as string;
        pages.delete(oldest);
        pageChars -= oldest.length;
      }
      entry = {};
      pages.set(html, entry);
      pageChars += html.length;
    }
    entry[coding] ??= coding === 'br' ? brotliAt(Buffer.from(html), 9) : gzipBest(html);
    return reply.header('content-encoding', coding).send(await entry[coding]);
  };
}
