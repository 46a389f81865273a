import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { countStatements } from '../testing/statement-count';
import { testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { appFirstScreenRenderer } from '../testing/app-first-screen-renderer';
import { BOOT_ASSETS_ELEMENT_ID, BOOT_FETCHES_GLOBAL, earlyFetchKey } from '../../../contract/boot/early-fetch';
import { CONTENT_PASS_KEY_PREFIX, SESSION_KEYS } from '../../../contract/boot/storage-keys';
import { buildRequest, layoutRequest } from '../../../contract/request/request-url';
import { BOOT_SCRIPT, type BootAssets } from './client-boot';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '../../../contract/boot/text-size';
import { dataPreloads, heroImageSource, layoutUrl, pageHints, pickHeroImage, renderIndexHtml, widgetAssets } from './client-html';

const SHELL =
  '<div id="root"><div class="boot-shell"><div class="boot-shell__bar" data-shell-heading>博医荟</div><div class="boot-shell__banner"></div></div></div>';
/** A production build's page (Vite's entry script, chunk preload and stylesheet). */
const TEMPLATE =
  '<!doctype html><html><head><title>博医荟</title><script type="module" crossorigin src="/assets/index-x.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-x.js">\n<link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>' +
  `<body>${SHELL}</body></html>`;
/** The development page (no built entry): hints become plain links. */
const DEV_TEMPLATE = `<!doctype html><html><head><title>博医荟</title></head><body>${SHELL}<script type="module" src="/src/app/main.tsx"></script></body></html>`;

/** The boot script's data block of a rendered page. */
function bootAssets(html: string): BootAssets {
  const json = /<script type="application\/json" id="boot-assets">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'boot-assets block').toBeDefined();
  return JSON.parse(json!) as BootAssets;
}

describe('client html hints', () => {
  it("asks for a screen's layout at the app's own URL", () => {
    expect(layoutUrl('home-new', 'home-new')).toBe(buildRequest(layoutRequest({ id: 'home-new', fallbackId: 'home-new' })).url);
    expect(layoutUrl('channel-home.3', 'channel-home')).toBe('/layout/api/layouts/channel-home.3?fallback=channel-home');
  });

  it('preloads only unconditional, viewer-independent data entries with known arguments', () => {
    const route = { params: { id: '7' }, query: { channel: '3' } };
    const urls = dataPreloads(
      {
        home: { endpoint: 'getHome' },
        lives: { endpoint: 'listLives' },
        channels: { endpoint: 'listChannels', args: { origin_type: 0, pageSize: 999 } },
        feed: { endpoint: 'listContentSelect', args: { pageSize: 10, origin_type: '$route.query.channel' }, paged: true },
        detail: { endpoint: 'getArticleDetail', args: { id: '$route.params.id' } },
        later: { endpoint: 'getHome', when: { path: '$data.home.x', op: 'nonempty' } },
        bound: { endpoint: 'listChannels', args: { origin_type: '$data.home.type' } },
      },
      route,
    );
    expect(urls).toEqual(['/course/api/home', '/course/api/channel?origin_type=0&pageSize=999', '/course/api/content/select?pageSize=10&origin_type=3&page=1']);
    // For the boot script (withViewer) too, only what the address settles: args are resolved member by
    // member as the app resolves them; data, state or a missing path parameter leave an entry to the app.
    const viewer = dataPreloads(
      {
        fromData: { endpoint: 'getArticleDetail', args: { id: '$data.home.id' } },
        fromState: { endpoint: 'getArticleDetail', args: { id: '$route.params.id', user: ['$state.user.id'] } },
        missing: { endpoint: 'getArticleDetail', args: { id: '$route.query.nope' } },
        detail: { endpoint: 'getArticleDetail', args: { id: '$route.params.id', ids: ['$route.query.channel', 2], q: "a b!'" } },
      },
      route,
      true,
    );
    expect(viewer).toEqual(['/course/api/article/detail/7?ids=3%2C2&q=a+b%21%27']);
  });

  it('gives each route its title and layout preload; drafts and unknown paths get none', async () => {
    const loaded: string[] = [];
    const hints = await pageHints('/', 'channel=2', async (id, fallback) => {
      loaded.push(`${id}|${fallback}`);
      return { data: { home: { endpoint: 'getHome' } } };
    });
    expect(loaded).toEqual(['channel-home.2|channel-home']);
    expect(hints).toMatchObject({
      title: '首页 - 博医荟',
      heading: '博医荟',
      preloads: ['/layout/api/layouts/channel-home.2?fallback=channel-home', '/course/api/home'],
      modules: [],
      styles: [],
    });
    // The boot script also asks for the viewer's own data, with the viewer's session.
    const article = await pageHints('/article-detail/3', '', async () => ({
      data: {
        detail: { endpoint: 'getArticleDetail', args: { id: '$route.params.id' } },
        poster: { endpoint: 'getShare', when: { path: '$data.detail.title', op: 'nonempty' } },
      },
    }));
    expect(article.preloads).toEqual(['/layout/api/layouts/article-detail?fallback=article-detail']);
    expect(article.fetches).toEqual(['/layout/api/layouts/article-detail?fallback=article-detail', '/course/api/article/detail/3']);
    expect((await pageHints('/article-detail/3', '')).preloads).toEqual(['/layout/api/layouts/article-detail?fallback=article-detail']);
    expect((await pageHints('/article-detail/3', 'layout_draft=abc')).preloads).toEqual([]);
    expect(await pageHints('/nope/1/2/3', '')).toEqual({ title: '博医荟', heading: '博医荟', preloads: [] });
  });

  it('preloads the lazy widget chunks a layout names, with their shared chunks and CSS, not what the entry loads', async () => {
    const assets = widgetAssets({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared-1.js'],
        dynamicImports: ['widgets/rich-text/rich-text.tsx', 'widgets/comment-thread/comment-thread.tsx', 'src/ui/x.ts'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'contract/generated/validators.js': { file: 'assets/validators-1.js' },
      '_meta-1.js': { file: 'assets/meta-1.js', css: ['assets/meta-1.css'] },
      'widgets/rich-text/rich-text.tsx': { file: 'assets/rich-text-1.js', imports: ['index.html', '_shared-1.js'], css: ['assets/rich-text-1.css'] },
      'widgets/comment-thread/comment-thread.tsx': { file: 'assets/comment-thread-1.js', imports: ['index.html', '_meta-1.js'] },
    });
    expect(assets(['rich-text', 'comment-thread', 'search-bar'])).toEqual({
      // The layout validators first: every screen needs them before it draws.
      modules: ['/assets/validators-1.js', '/assets/rich-text-1.js', '/assets/comment-thread-1.js', '/assets/meta-1.js'],
      styles: ['/assets/rich-text-1.css', '/assets/meta-1.css'],
    });
    // An overlay only an action opens (a comment's result, say) is the app's to fetch after its first render.
    const hints = await pageHints(
      '/article-detail/3',
      '',
      async () => ({ body: [{ widget: 'rich-text' }], overlays: [{ widget: 'comment-thread', when: { path: '$state.overlay.posted', op: 'truthy' } }] }),
      assets,
    );
    expect(hints.modules).toEqual(['/assets/validators-1.js', '/assets/rich-text-1.js']);
    const withOpenOverlay = await pageHints(
      '/article-detail/3',
      '',
      async () => ({ body: [{ widget: 'rich-text' }], overlays: [{ widget: 'comment-thread' }] }),
      assets,
    );
    expect(withOpenOverlay.modules).toEqual(['/assets/validators-1.js', '/assets/rich-text-1.js', '/assets/comment-thread-1.js', '/assets/meta-1.js']);
    expect(renderIndexHtml(DEV_TEMPLATE, hints)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/validators-1.js"><link rel="modulepreload" crossorigin href="/assets/rich-text-1.js"><link rel="preload" as="style" crossorigin href="/assets/rich-text-1.css"></head>',
    );
    expect(bootAssets(renderIndexHtml(TEMPLATE, hints))).toMatchObject({
      modules: ['/assets/runtime-x.js', '/assets/validators-1.js', '/assets/rich-text-1.js'],
      styles: ['/assets/rich-text-1.css'],
    });
  });

  it('renders the title, the shell heading and, on the development page, the preload links', () => {
    const html = renderIndexHtml(DEV_TEMPLATE, { title: '资讯详情 - 博医荟', heading: '资讯<详情>', preloads: ['/a?x=1&y=2'] });
    expect(html).toContain('<title>资讯详情 - 博医荟</title>');
    expect(html).toContain('data-shell-heading>资讯&lt;详情&gt;</div>');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/a?x=1&amp;y=2"></head>');
    expect(html).not.toContain('boot-assets');
  });

  it('leaves nothing in a built page that can hold back its first paint: the stylesheet inlined, the script and preloads started by the boot script', () => {
    const html = renderIndexHtml(
      TEMPLATE,
      { title: '首页 - 博医荟', heading: '博医荟', preloads: ['/course/api/home', '/x?a=</script>'], modules: ['/assets/w.js'] },
      (href) => (href === '/assets/index-x.css' ? '.a{color:red}</style><b>' : undefined),
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|<link rel="(stylesheet|modulepreload|preload)"/);
    expect(head).toContain('<style>.a{color:red}<\\/style><b></style>');
    expect(bootAssets(html)).toEqual({
      entry: '/assets/index-x.js',
      fetches: ['/course/api/home', '/x?a=</script>'],
      modules: ['/assets/runtime-x.js', '/assets/w.js'],
      styles: [],
    });
    // The data block cannot end early, and the only inline script is the constant one the CSP allows by hash.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script></body>`);
    // A stylesheet the server cannot read stays a link.
    expect(renderIndexHtml(TEMPLATE, { title: 't', heading: 'h', preloads: [] })).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
  });

  it("shows the first banner of a top banner carousel bound to public data as the shell's hero image", async () => {
    const route = { params: {}, query: {} };
    const layout = {
      data: { home: { endpoint: 'getHome' }, detail: { endpoint: 'getArticleDetail', args: { id: '1' } } },
      body: [{ widget: 'search-bar' }, { widget: 'banner-carousel', bind: { items: '$data.home.banners' } }],
    };
    const source = heroImageSource(layout, route);
    expect(source).toEqual({ url: '/course/api/home', path: ['banners'], field: 'img' });
    expect(pickHeroImage({ banners: [{ img: '/media/b1.png' }, { img: '/media/b2.png' }] }, source!)).toBe('/media/b1.png');
    expect(pickHeroImage({ banners: [{ img: 'javascript:alert(1)' }] }, source!)).toBeUndefined();
    expect(pickHeroImage({ banners: [{ img: '//evil.example/x.png' }] }, source!)).toBeUndefined();
    expect(pickHeroImage({ banners: [] }, source!)).toBeUndefined();
    // Viewer-dependent data, a conditional carousel, or one far down the page: no hero.
    expect(heroImageSource({ ...layout, body: [{ widget: 'banner-carousel', bind: { items: '$data.detail.banners' } }] }, route)).toBeUndefined();
    expect(
      heroImageSource(
        { ...layout, body: [{ widget: 'banner-carousel', when: { path: '$data.home.banners', op: 'nonempty' }, bind: { items: '$data.home.banners' } }] },
        route,
      ),
    ).toBeUndefined();
    const deep = [...Array(5).fill({ widget: 'section' }), { widget: 'banner-carousel', bind: { items: '$data.home.banners' } }];
    expect(heroImageSource({ ...layout, body: deep }, route)).toBeUndefined();

    const hints = await pageHints(
      '/',
      '',
      async () => layout,
      undefined,
      async (url) => (url === '/course/api/home' ? { banners: [{ img: '/media/b"1.png' }] } : undefined),
    );
    expect(hints.heroImage).toBe('/media/b"1.png');
    expect(renderIndexHtml(TEMPLATE, hints)).toContain('<div class="boot-shell__banner"><img src="/media/b&quot;1.png" alt="" fetchpriority="high"></div>');
  });

  it('leaves out what an operator hid: a hidden carousel is no hero and pushes none down; hidden widgets get no code', async () => {
    const route = { params: {}, query: {} };
    const carousel = { widget: 'banner-carousel', bind: { items: '$data.home.banners' } };
    const data = { home: { endpoint: 'getHome' } };
    expect(heroImageSource({ data, body: [{ ...carousel, hidden: true }] }, route)).toBeUndefined();
    const belowHidden = [...Array(4).fill({ widget: 'section', hidden: true }), carousel];
    expect(heroImageSource({ data, body: belowHidden }, route)).toEqual({ url: '/course/api/home', path: ['banners'], field: 'img' });
    const asked: string[][] = [];
    const assets = (types: Iterable<string>) => {
      asked.push([...types]);
      return { modules: [], styles: [] };
    };
    await pageHints('/article-detail/3', '', async () => ({ body: [{ widget: 'rich-text' }, { widget: 'comment-thread', hidden: true }] }), assets);
    expect(asked).toEqual([['rich-text']]);
  });

  it("starts the boot script's fetches with the app's stored session, under the key the app's request layer looks for", () => {
    const run = (local: Record<string, string>, session: Record<string, string>) => {
      const asked: Array<{ url: string; headers: Record<string, string> }> = [];
      const window: Record<string, unknown> = {};
      const sandbox = {
        window,
        document: {
          getElementById: (id: string) =>
            id === BOOT_ASSETS_ELEMENT_ID
              ? { textContent: JSON.stringify({ entry: '/assets/i.js', fetches: ['/course/api/home'], modules: [], styles: [] }) }
              : null,
          createElement: () => ({ setAttribute: () => undefined }),
          head: { appendChild: () => undefined },
        },
        localStorage: { getItem: (key: string) => local[key] ?? null },
        sessionStorage: { length: Object.keys(session).length, key: (i: number) => Object.keys(session)[i] ?? null },
        fetch: (url: string, init: { headers: Record<string, string> }) => {
          asked.push({ url, headers: init.headers });
          return Promise.resolve();
        },
        requestAnimationFrame: (next: () => void) => next(),
        setTimeout: (next: () => void) => next(),
      };
      window.fetch = sandbox.fetch;
      runInNewContext(BOOT_SCRIPT, sandbox);
      return { asked, early: window[BOOT_FETCHES_GLOBAL] as { key: string; responses: Record<string, unknown> } | undefined };
    };
    const signedIn = run({ [SESSION_KEYS.accessToken]: 'tok', [SESSION_KEYS.userId]: '42' }, {});
    expect(signedIn.asked).toEqual([
      { url: '/course/api/home', headers: { Accept: 'application/json', 'x-token': 'tok', Authorization: 'Bearer tok', 'x-user-id': '42' } },
    ]);
    expect(signedIn.early?.key).toBe(earlyFetchKey({ accessToken: 'tok', userId: '42' }));
    expect(Object.keys(signedIn.early?.responses ?? {})).toEqual(['/course/api/home']);
    expect(run({}, {}).early?.key).toBe(earlyFetchKey({}));
    // Watch-password passes change what detail endpoints answer: the app asks itself, with them.
    const withPass = run({}, { [`${CONTENT_PASS_KEY_PREFIX}1:5`]: 'pass' });
    expect(withPass.asked).toEqual([]);
    expect(withPass.early).toBeUndefined();
  });

  it("puts the device's 字体大小 on <html> before any frame or task, so the first paint has it", () => {
    const attributes: Record<string, string> = {};
    const tasks: Array<() => void> = [];
    const sandbox = {
      window: {},
      document: {
        getElementById: (id: string) =>
          id === BOOT_ASSETS_ELEMENT_ID ? { textContent: JSON.stringify({ entry: '/assets/i.js', fetches: [], modules: [], styles: [] }) } : null,
        documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
        createElement: () => ({ setAttribute: () => undefined }),
        head: { appendChild: () => undefined },
      },
      localStorage: { getItem: (key: string) => (key === TEXT_SIZE_KEY ? 'x-large' : null) },
      sessionStorage: { length: 0, key: () => null },
      requestAnimationFrame: (next: () => void) => tasks.push(next),
      setTimeout: (next: () => void) => tasks.push(next),
    };
    runInNewContext(BOOT_SCRIPT, sandbox);
    expect(attributes).toEqual({ [TEXT_SIZE_ATTRIBUTE]: 'x-large' });
  });

  it('starts the entry script and the data in one task, then adds the preloads a few per task', () => {
    const tasks: Array<() => void> = [];
    const added: string[] = [];
    const asked: string[] = [];
    const assets = { entry: '/assets/i.js', fetches: ['/course/api/home'], modules: ['/m1.js', '/m2.js', '/m3.js', '/m4.js', '/m5.js'], styles: ['/s1.css'] };
    const window: Record<string, unknown> = {};
    const sandbox = {
      window,
      document: {
        getElementById: (id: string) => (id === BOOT_ASSETS_ELEMENT_ID ? { textContent: JSON.stringify(assets) } : null),
        createElement: (tag: string) => {
          const attributes: Record<string, string> = {};
          return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
        },
        head: {
          appendChild: (e: { tag: string; attributes: Record<string, string> }) =>
            added.push(`${e.tag} ${e.attributes.rel ?? ''} ${e.attributes.src ?? e.attributes.href}`.replace('  ', ' ')),
        },
      },
      localStorage: { getItem: () => null },
      sessionStorage: { length: 0, key: () => null },
      fetch: (url: string) => {
        asked.push(url);
        return Promise.resolve();
      },
      requestAnimationFrame: (next: () => void) => tasks.push(next),
      setTimeout: (next: () => void) => tasks.push(next),
    };
    window.fetch = sandbox.fetch;
    runInNewContext(BOOT_SCRIPT, sandbox);
    const perTask: string[][] = [];
    while (tasks.length > 0) {
      const before = added.length;
      tasks.shift()!();
      if (added.length > before) perTask.push(added.slice(before));
    }
    expect(asked).toEqual(['/course/api/home']);
    expect(perTask).toEqual([
      ['script /assets/i.js'],
      ['link modulepreload /m1.js', 'link modulepreload /m2.js', 'link modulepreload /m3.js', 'link modulepreload /m4.js'],
      ['link modulepreload /m5.js', 'link preload /s1.css'],
    ]);
  });
});

describe('static client: hints and compression', () => {
  let database: Database;
  let clientDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    clientDir = mkdtempSync(join(tmpdir(), 'boyihui-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
    writeFileSync(join(clientDir, 'assets', 'index-x.js'), script);
    writeFileSync(join(clientDir, 'assets', 'tiny-x.js'), 'console.log(1)');
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends home with its layout and public data preloads, compressed, revalidated', async () => {
    const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false });
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
    expect(html).toContain('<title>首页 - 博医荟</title>');
    expect(bootAssets(html).fetches).toEqual(expect.arrayContaining(['/layout/api/layouts/home-new?fallback=home-new', '/course/api/home']));
    // The seeded first banner is in the shell, so it loads with the page.
    expect(html).toMatch(/<div class="boot-shell__banner"><img src="\/media\/[^"]+" alt="" fetchpriority="high"><\/div>/);
    const article = await app.inject('/article-detail/1');
    expect(article.body).toContain('<title>资讯详情 - 博医荟</title>');
    expect(article.body).toContain('data-shell-heading>资讯详情<');
    await app.close();
  });

  it('sends assets brotli or gzip compressed, immutable, and plain when not accepted', async () => {
    const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false });
    const br = await app.inject({ url: '/assets/index-x.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url: '/assets/index-x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject('/assets/index-x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await app.inject({ url: '/assets/tiny-x.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('answers files from memory with a content-hash ETag and 304 when it matches; a new build is read again', async () => {
    writeFileSync(join(clientDir, 'assets', 'gone-x.js'), 'console.log("gone")');
    const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false });
    const hash = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}`;
    const br = await app.inject({ url: '/assets/index-x.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).toBe(`${hash(script)}-br"`);
    for (const etag of [br.headers.etag, `${hash(script)}"`, `W/${hash(script)}"`]) {
      const again = await app.inject({ url: '/assets/index-x.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.inject({ url: '/assets/index-x.js', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    // A file that keeps its name between builds must revalidate, and does so with its ETag.
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'image/svg+xml',
      etag: `${hash('<svg xmlns="http://www.w3.org/2000/svg"/>')}"`,
    });
    expect((await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(icon.headers.etag) } })).statusCode).toBe(304);
    // Served from memory: the disk is not read again per request.
    rmSync(join(clientDir, 'assets', 'gone-x.js'));
    expect((await app.inject('/assets/gone-x.js')).body).toBe('console.log("gone")');
    // A rebuild (a new index.html) brings its new files into memory too.
    writeFileSync(join(clientDir, 'assets', 'new-y.js'), 'console.log("new")');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(clientDir, 'index.html'), later, later);
    // index.html is looked at once a second.
    await expect
      .poll(
        async () => {
          await app.inject('/');
          return (await app.inject('/assets/new-y.js')).headers.etag;
        },
        { timeout: 10_000 },
      )
      .toBe(`${hash('console.log("new")')}"`);
    expect((await app.inject('/assets/gone-x.js')).statusCode).toBe(404);
    await app.close();
  });

  it("draws home's, a channel's and an article's first screen with the app's widgets, their CSS inline and the first picture preloaded", async () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-x.js',
        isEntry: true,
        dynamicImports: ['widgets/detail-header/detail-header.tsx', 'widgets/rich-text/rich-text.tsx'],
      },
      'widgets/detail-header/detail-header.tsx': { file: 'assets/detail-header-x.js', css: ['assets/detail-header-x.css'] },
      'widgets/rich-text/rich-text.tsx': { file: 'assets/rich-text-x.js', css: ['assets/rich-text-x.css'] },
    };
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(clientDir, 'assets', 'detail-header-x.css'), '.w-detail-header{padding:4.2667vw}');
    writeFileSync(join(clientDir, 'assets', 'rich-text-x.css'), '.w-rich-text{line-height:1.75}');
    const renderer = await appFirstScreenRenderer();
    let draws = 0;
    const counted: typeof renderer = {
      renderSections: (request) => {
        draws += 1;
        return renderer.renderSections(request);
      },
    };
    const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false, firstScreenRenderer: counted });
    try {
      const read = () => app.inject({ url: '/course/api/article/detail/1', remoteAddress: '10.0.0.9' });
      const detail = (await read()).json<{ data: { title: string; content: string; view_count: number } }>().data;
      const html = (await app.inject('/article-detail/1')).body;
      // The server reading the article to draw it is no view: the count is the one the reader saw.
      expect((await read()).json<{ data: { view_count: number } }>().data.view_count).toBe(detail.view_count);
      expect(html).toContain(`<h1 class="w-detail-header__title" aria-label="${detail.title}">`);
      expect(html).toContain(`<article class="w-rich-text" aria-label="正文">${detail.content}</article>`);
      expect(html).not.toContain('boot-shell');
      expect(html).toContain('<style>.w-detail-header{padding:4.2667vw}.w-rich-text{line-height:1.75}</style>');
      const picture = /<img\b[^>]*?\ssrc="([^"]+)"/.exec(detail.content)?.[1];
      expect(picture).toBeDefined();
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`);
      // The boot script still starts the app, which takes over from the drawn page.
      expect(bootAssets(html).entry).toBe('/assets/index-x.js');
      // Unknown ids keep the grey shell.
      expect((await app.inject('/article-detail/999999')).body).toContain('boot-shell');

      // Home: the search bar and the seeded banners, the first one preloaded.
      const homePage = (await app.inject('/')).body;
      expect(homePage).toContain('<div id="first-screen"');
      expect(homePage).toContain('<main class="app-main app-main--with-tabs">');
      expect(homePage).toContain('data-node-id="search"');
      const banner = /<section class="w-banner-carousel"[\s\S]*?<img src="([^"]+)"/.exec(homePage)?.[1];
      expect(banner).toMatch(/^\/media\//);
      expect(homePage).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`);

      // A channel: its tabs with the channel chosen, then its sections.
      const channels = (await app.inject('/course/api/channel?origin_type=0&pageSize=999')).json<{ data: { list: Array<{ id: number; name: string }> } }>().data
        .list;
      const chosen = channels[0];
      const channelPage = (await app.inject(`/?channel=${chosen.id}`)).body;
      expect(channelPage).toContain('<div id="first-screen"');
      expect(channelPage).toMatch(new RegExp(`w-channel-tabs__tab--active" aria-selected="true"[^>]*data-tab-id="${chosen.id}">${chosen.name}<`));

      // The finished page is kept per address: a reload draws nothing again and sends no statement…
      const drawnBefore = draws;
      expect(await countStatements(async () => expect((await app.inject('/')).body).toBe(homePage))).toBe(0);
      expect(draws).toBe(drawnBefore);
      // …until a publish or a home content change (from any process: the cache bus) drops it at once.
      app.invalidateHome();
      expect((await app.inject('/')).body).toContain('<div id="first-screen"');
      expect(draws).toBeGreaterThan(drawnBefore);

      // The console's phone canvas shows the operator's draft, never the stored page drawn in its place.
      expect((await app.inject('/?preview=canvas')).body).not.toContain('<div id="first-screen"');
      expect((await app.inject('/article-detail/1?preview=1')).body).not.toContain('<div id="first-screen"');
    } finally {
      await app.close();
      rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
    }
  });
});
