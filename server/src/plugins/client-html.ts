import { endpointCatalogue } from '../../../contract/generated/endpoints';
import { deferBootAssets } from './client-boot';
import { resolveLayoutId } from '../../../contract/routes/resolve-layout-id';
import { PRODUCT_NAME, routeTable, type RouteDefinition } from '../../../contract/routes/route-table';

/**
 * The SPA's index.html, per route: the first screen's layout (and its viewer-independent data) is asked
 * for with <link rel="preload" as="fetch"> while the main script downloads, instead of after it ran, and
 * so is the code of the layout's lazily loaded widgets (modulepreload, from the build manifest); the
 * page title and the static shell's title are the route's.
 *
 * A preload is only useful when the app's own fetch is for the very same URL: the URLs here are built
 * the way src/runtime/data/request.ts (buildUrlAndBody) and the catalogue endpoints build them
 * (client-html.test.ts checks that). Chromium hands a preloaded response to a same-URL fetch whatever
 * that fetch's headers, so only answers that are the same for every viewer are preloaded: no x-token,
 * no content pass can change them (the layout store; the home payload, channels and the home feed).
 */

/** Catalogue endpoints whose answer does not depend on the viewer (no session, no content pass). */
export const VIEWER_INDEPENDENT_ENDPOINTS: ReadonlySet<string> = new Set(['getHome', 'listChannels', 'listContentSelect']);

/** Default page size of paged catalogue endpoints (src/runtime/data/paging.ts DEFAULT_PAGE_SIZE). */
export const CLIENT_DEFAULT_PAGE_SIZE = 10;

/** At most this many data preloads per page: they share the line with the main script. */
const MAX_DATA_PRELOADS = 3;

export interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** React Router's matching for the flat route table: static segments case-insensitive, :param = one segment. */
export function matchClientRoute(pathname: string): MatchedRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routeTable) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < pattern.length && matched; i += 1) {
      if (pattern[i].startsWith(':')) {
        try {
          params[pattern[i].slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          matched = false;
        }
      } else matched = pattern[i].toLowerCase() === segments[i].toLowerCase();
    }
    if (matched) return { route, params };
  }
  return undefined;
}

/** Same as buildUrlAndBody for a GET: {placeholders} from params, the rest as a query in insertion order. */
export function clientGetUrl(path: string, params: Record<string, unknown>): string | undefined {
  const rest: Record<string, unknown> = { ...params };
  let missing = false;
  const filled = path.replace(/\{([A-Za-z_]+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') missing = true;
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (missing) return undefined;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return `${filled}${text ? `?${text}` : ''}`;
}

/** The layout request of src/runtime/layout/layout-endpoint.ts (no draft: drafts are never preloaded). */
export function layoutUrl(id: string, fallbackId: string): string {
  return clientGetUrl('/layout/api/layouts/{id}', { id, fallback: fallbackId })!;
}

interface DataEntryLike {
  endpoint?: unknown;
  args?: unknown;
  when?: unknown;
  paged?: unknown;
}

/** A layout argument known before the app runs: a literal, or $route.params.x / $route.query.x. */
function staticArg(value: unknown, route: { params: Record<string, string>; query: URLSearchParams }): { known: boolean; value?: unknown } {
  if (typeof value === 'number' || typeof value === 'boolean') return { known: true, value };
  if (typeof value !== 'string') return { known: false };
  if (!value.startsWith('$')) return { known: true, value };
  const param = /^\$route\.params\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(value);
  if (param) return { known: true, value: route.params[param[1]] };
  const queryName = /^\$route\.query\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(value);
  if (queryName) return { known: true, value: route.query.get(queryName[1]) ?? undefined };
  return { known: false };
}

/**
 * URLs of the layout's data entries that can be asked for before the app runs: unconditional GETs with
 * known args; by default only viewer-independent ones (link preloads, which any fetch of the URL takes),
 * with `withViewer` also the rest (the boot script asks for those with the viewer's own session).
 */
export function dataPreloads(data: unknown, route: { params: Record<string, string>; query: URLSearchParams }, withViewer = false): string[] {
  if (!data || typeof data !== 'object') return [];
  const urls: string[] = [];
  for (const entry of Object.values(data as Record<string, DataEntryLike>)) {
    if (urls.length >= MAX_DATA_PRELOADS) break;
    if (!entry || typeof entry !== 'object' || entry.when !== undefined || typeof entry.endpoint !== 'string') continue;
    if (!withViewer && !VIEWER_INDEPENDENT_ENDPOINTS.has(entry.endpoint)) continue;
    const definition = (endpointCatalogue as Record<string, { method: string; path: string; paged?: boolean } | undefined>)[entry.endpoint];
    if (!definition || definition.method !== 'GET' || Boolean(definition.paged) !== Boolean(entry.paged)) continue;
    const args: Record<string, unknown> = {};
    let known = true;
    for (const [key, raw] of Object.entries((entry.args ?? {}) as Record<string, unknown>)) {
      const arg = staticArg(raw, route);
      if (!arg.known) known = false;
      args[key] = arg.value;
    }
    if (!known) continue;
    // Paged entries ask for page 1 as catalogue-endpoints.ts does: { pageSize, ...args, page }.
    const params = definition.paged ? { pageSize: CLIENT_DEFAULT_PAGE_SIZE, ...args, page: 1 } : args;
    const url = clientGetUrl(definition.path, params);
    if (url) urls.push(url);
  }
  return urls;
}

export interface PageHints {
  /** document.title as the app sets it (page-title.ts). */
  title: string;
  /** The shell's heading until the app renders. */
  heading: string;
  /** Fetch preloads: the layout and its public data. */
  preloads: string[];
  /** What the boot script asks for with the viewer's session: the layout and all its first data. */
  fetches?: string[];
  /** The lazily loaded widget code (and its CSS) the layout will ask for once it renders. */
  modules?: string[];
  styles?: string[];
  /** The first screen's largest image, shown in the static shell so it loads with the page. */
  heroImage?: string;
}

/** What the hints need of a stored layout: its data entries and its nodes (for the widget types). */
export type LayoutLoader = (id: string, fallbackId: string) => Promise<{ data?: unknown; body?: unknown; overlays?: unknown } | undefined>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The lazily loaded layout validators (src/runtime/layout/validate-layout.ts), by its manifest key. */
const LAYOUT_VALIDATORS_CHUNK = 'contract/generated/validators.js';

/** At most this many widget files per page (the home layout needs about ten). */
const MAX_ASSET_PRELOADS = 20;

/**
 * The build's widget chunks (dist/.vite/manifest.json): for a widget type, the files of its lazily
 * imported component (widgets/<type>/…) with their shared chunks and CSS, minus what the entry loads anyway;
 * always the layout validators first.
 */
export function widgetAssets(manifest: Record<string, ManifestChunk>): (types: Iterable<string>) => { modules: string[]; styles: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const walkStatic = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const next of manifest[key].imports ?? []) walkStatic(next);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) walkStatic(entryKey);
  const lazyByWidget = new Map<string, string[]>();
  for (const key of entry?.dynamicImports ?? []) {
    const type = /^widgets\/([^/]+)\//.exec(key)?.[1];
    if (type) lazyByWidget.set(type, [...(lazyByWidget.get(type) ?? []), key]);
  }
  return (types) => {
    const modules = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(key) || modules.has(`/${chunk.file}`)) return;
      modules.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const next of chunk.imports ?? []) visit(next);
    };
    // Every screen checks its layout with this chunk before drawing anything: it is on the critical path.
    visit(LAYOUT_VALIDATORS_CHUNK);
    for (const type of types) for (const key of lazyByWidget.get(type) ?? []) visit(key);
    return { modules: [...modules], styles: [...styles] };
  };
}

/** Widget types a layout names, body and overlays, children included. */
export function layoutWidgetTypes(...trees: unknown[]): string[] {
  const types = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as Array<{ widget?: unknown; children?: unknown }>) {
      if (typeof node?.widget === 'string') types.add(node.widget);
      walk(node?.children);
    }
  };
  for (const tree of trees) walk(tree);
  return [...types];
}

/**
 * Widgets whose first image is the largest thing on a first screen (Lighthouse's LCP element), and where
 * that image is in their bound data: the shell shows it in its banner box until the app renders.
 */
const HERO_IMAGE_WIDGETS: Readonly<Record<string, { prop: string; field: string }>> = {
  'banner-carousel': { prop: 'items', field: 'img' },
};

/** Only a widget this close to the top is where the shell's banner box is. */
const HERO_MAX_POSITION = 4;

interface HeroNode {
  widget?: unknown;
  when?: unknown;
  bind?: Record<string, unknown>;
}

/** Where the hero image comes from: a preloadable data URL and the path to the bound list in its answer. */
export function heroImageSource(
  layout: { data?: unknown; body?: unknown },
  route: { params: Record<string, string>; query: URLSearchParams },
): { url: string; path: string[]; field: string } | undefined {
  if (!Array.isArray(layout.body) || !layout.data || typeof layout.data !== 'object') return undefined;
  for (const node of (layout.body as HeroNode[]).slice(0, HERO_MAX_POSITION)) {
    const hero = typeof node?.widget === 'string' ? HERO_IMAGE_WIDGETS[node.widget] : undefined;
    if (!hero || node.when !== undefined) continue;
    const binding = /^\$data\.([A-Za-z_][A-Za-z0-9_]*)((?:\.[A-Za-z_][A-Za-z0-9_]*)*)$/.exec(String(node.bind?.[hero.prop] ?? ''));
    if (!binding) return undefined;
    const entry = (layout.data as Record<string, unknown>)[binding[1]];
    const [url] = dataPreloads({ [binding[1]]: entry }, route);
    return url ? { url, path: binding[2].split('.').filter(Boolean), field: hero.field } : undefined;
  }
  return undefined;
}

/** The hero image's address in an answer's data, when it is a plain same-site or https address. */
export function pickHeroImage(data: unknown, source: { path: string[]; field: string }): string | undefined {
  let value: unknown = data;
  for (const key of source.path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  const image = first && typeof first === 'object' ? (first as Record<string, unknown>)[source.field] : undefined;
  return typeof image === 'string' && /^(\/(?!\/)|https:\/\/)/.test(image) ? image : undefined;
}

/** The data behind a preload URL (the envelope's data), for the hero image. */
export type PreloadDataLoader = (url: string) => Promise<unknown>;

/** Title and preloads of one page load; unknown paths get the product name and no preloads. */
export async function pageHints(
  pathname: string,
  search: string,
  loadLayout?: LayoutLoader,
  assets?: (types: Iterable<string>) => { modules: string[]; styles: string[] },
  loadData?: PreloadDataLoader,
): Promise<PageHints> {
  const matched = matchClientRoute(pathname);
  if (!matched) return { title: PRODUCT_NAME, heading: PRODUCT_NAME, preloads: [] };
  const { route, params } = matched;
  const title = route.titleFromContent ? PRODUCT_NAME : `${route.title} - ${PRODUCT_NAME}`;
  const heading = route.tabBar ? PRODUCT_NAME : route.title;
  const query = new URLSearchParams(search);
  // An operator's draft preview asks for ?draft=<token>, with no-store: nothing to preload.
  if (query.has('layout_draft')) return { title, heading, preloads: [] };
  const target = resolveLayoutId(route, params, query);
  const preloads = [layoutUrl(target.id, target.fallbackId)];
  if (!loadLayout) return { title, heading, preloads };
  const layout = await loadLayout(target.id, target.fallbackId).catch(() => undefined);
  preloads.push(...dataPreloads(layout?.data, { params, query }));
  const fetches = [preloads[0], ...dataPreloads(layout?.data, { params, query }, true)];
  const files = assets && layout ? assets(layoutWidgetTypes(layout.body, layout.overlays)) : { modules: [], styles: [] };
  const heroSource = layout && loadData ? heroImageSource(layout, { params, query }) : undefined;
  const heroImage = heroSource && loadData ? pickHeroImage(await loadData(heroSource.url).catch(() => undefined), heroSource) : undefined;
  return { title, heading, preloads, fetches, modules: files.modules.slice(0, MAX_ASSET_PRELOADS), styles: files.styles.slice(0, MAX_ASSET_PRELOADS), heroImage };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with the page's hints: the <title>, the shell heading (the element marked
 * data-shell-heading), the hero image in the shell's banner box, and the preloads. A production build's
 * page gets its script and preloads started after the first paint (client-boot.ts); any other page gets
 * the preload links just before </head>.
 */
export function renderIndexHtml(template: string, hints: PageHints, readStyle: (href: string) => string | undefined = () => undefined): string {
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(hints.title)}</title>`)
    .replace(/(<[a-z0-9]+ [^>]*data-shell-heading[^>]*>)[^<]*(<\/)/, (_, open: string, close: string) => `${open}${escapeHtml(hints.heading)}${close}`)
    .replace(
      /(<div class="boot-shell__banner">)(<\/div>)/,
      (all, open: string, close: string) => (hints.heroImage ? `${open}<img src="${escapeHtml(hints.heroImage)}" alt="" fetchpriority="high">${close}` : all),
    );
  const deferred = deferBootAssets(page, { fetches: hints.fetches ?? hints.preloads, modules: hints.modules ?? [], styles: hints.styles ?? [] }, readStyle);
  if (deferred) return deferred;
  // crossorigin everywhere, as Vite's own links and its dynamic-import preloads: the same request mode, so reused.
  const links = [
    ...hints.preloads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`),
    ...(hints.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(hints.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`),
  ].join('');
  return page.replace('</head>', `${links}</head>`);
}
