import { readPath, resolveRecord } from '../../../contract/bind/resolve-value';
import { parseReference, referencedRoots, type BindingScope } from '../../../contract/bind/scope';
import { endpointCatalogue } from '../../../contract/generated/endpoints';
import { firstRenderWidgetTypes } from '../../../contract/layout/widget-types';
import {
  buildRequest,
  CONSOLE_PREVIEW_PARAM,
  LAYOUT_DRAFT_PARAM,
  layoutRequest,
  MissingPathParameterError,
  pagedParams,
  type RequestTarget,
} from '../../../contract/request/request-url';
import { matchRoute } from '../../../contract/routes/match-route';
import { pageTitle } from '../../../contract/routes/page-title';
import { resolveLayoutId } from '../../../contract/routes/resolve-layout-id';
import { PRODUCT_NAME } from '../../../contract/routes/route-table';
import { shouldShowFloatingHome } from '../../../contract/routes/floating-home';
import { layoutAudienceKeys } from '../modules/audiences/audience-targets';
import { deferBootAssets } from './client-boot';
import { escapeHtml } from '../html/escape-html';
import { VIEWER_INDEPENDENT_ENDPOINTS, type FirstScreen, type FirstScreenDrawer, type LayoutShape } from '../html/first-screen';

/**
 * The SPA's index.html, per route: the first screen's layout (and its viewer-independent data) is asked
 * for with <link rel="preload" as="fetch"> while the main script downloads, instead of after it ran, and
 * so is the code of the layout's lazily loaded widgets (modulepreload, from the build manifest); the
 * page title and the static shell's title are the route's.
 *
 * A preload is only useful when the app's own fetch is for the very same URL, so everything here is the
 * app's own logic from contract/: its route matcher, layout choice, binding resolution, page params and
 * request-URL builder. Chromium hands a preloaded response to a same-URL fetch whatever that fetch's
 * headers, so only answers that are the same for every viewer are preloaded: no x-token, no content
 * pass can change them (the layout store; the home payload, channels, the home feed, the login-code rules).
 */

export { VIEWER_INDEPENDENT_ENDPOINTS };

/** At most this many data preloads per page: they share the line with the main script. */
const MAX_DATA_PRELOADS = 3;

/** What data-entry arguments can read before the app runs: the address. */
export type RouteScope = BindingScope['route'];

/** The URL of a GET as the app builds it; undefined when a path parameter has no value (the app sends nothing). */
function getUrl(target: RequestTarget): string | undefined {
  try {
    return buildRequest(target).url;
  } catch (error) {
    if (error instanceof MissingPathParameterError) return undefined;
    throw error;
  }
}

/** The layout request of a screen (no draft: drafts are never preloaded). */
export function layoutUrl(id: string, fallbackId: string): string {
  return buildRequest(layoutRequest({ id, fallbackId })).url;
}

interface DataEntryLike {
  endpoint?: unknown;
  args?: unknown;
  when?: unknown;
  paged?: unknown;
}

type CatalogueDefinition = { method: string; path: string; paged?: boolean };

/**
 * URLs of the layout's data entries that can be asked for before the app runs: unconditional GETs whose
 * args read nothing but the address; by default only viewer-independent ones (link preloads, which any
 * fetch of the URL takes), with `withViewer` also the rest (the boot script asks for those with the
 * viewer's own session).
 */
export function dataPreloads(data: unknown, route: RouteScope, withViewer = false): string[] {
  if (!data || typeof data !== 'object') return [];
  const urls: string[] = [];
  const scope: BindingScope = { data: {}, state: {}, route };
  for (const entry of Object.values(data as Record<string, DataEntryLike>)) {
    if (urls.length >= MAX_DATA_PRELOADS) break;
    if (!entry || typeof entry !== 'object' || entry.when !== undefined || typeof entry.endpoint !== 'string') continue;
    if (!withViewer && !VIEWER_INDEPENDENT_ENDPOINTS.has(entry.endpoint)) continue;
    const definition = (endpointCatalogue as Record<string, CatalogueDefinition | undefined>)[entry.endpoint];
    if (!definition || definition.method !== 'GET' || Boolean(definition.paged) !== Boolean(entry.paged)) continue;
    // Arguments from loaded data or app state are only known once the app runs.
    if ([...referencedRoots(entry.args)].some((root) => root !== 'route')) continue;
    const args = resolveRecord(entry.args as Record<string, unknown> | undefined, scope);
    const url = getUrl({ method: 'GET', path: definition.path, params: definition.paged ? pagedParams(args, 1) : args });
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
  /** The first screen drawn by the server with the app's widgets (html/first-screen.ts), with the CSS of its widgets. */
  firstScreen?: FirstScreen & { styles: string[] };
}

/** What the hints need of a stored layout: its data entries and its nodes (for the widget types). */
export type LayoutLoader = (id: string, fallbackId: string) => Promise<LayoutShape | undefined>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The code of a layout's widgets (and of other lazily loaded modules of the app, by manifest key). */
export type WidgetAssets = (types: Iterable<string>, chunks?: readonly string[]) => { modules: string[]; styles: string[] };

/** The app's side of a server-drawn first screen (it swaps the app in), loaded only on such pages. */
const FIRST_SCREEN_CHUNK = 'src/app/first-screen.ts';

/** The lazily loaded layout validators (src/runtime/layout/validate-layout.ts), by its manifest key. */
const LAYOUT_VALIDATORS_CHUNK = 'contract/generated/validators.js';

/** At most this many widget files per page (the home layout needs about ten). */
const MAX_ASSET_PRELOADS = 20;

/**
 * The build's widget chunks (dist/.vite/manifest.json): for a widget type, the files of its lazily
 * imported component (widgets/<type>/…) with their shared chunks and CSS, minus what the entry loads anyway;
 * always the layout validators first.
 */
export function widgetAssets(manifest: Record<string, ManifestChunk>): WidgetAssets {
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
  return (types, chunks = []) => {
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
    for (const key of chunks) visit(key);
    for (const type of types) for (const key of lazyByWidget.get(type) ?? []) visit(key);
    return { modules: [...modules], styles: [...styles] };
  };
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
  hidden?: unknown;
  audiences?: unknown;
  bind?: Record<string, unknown>;
}

/** Where the hero image comes from: a preloadable data URL and the path to the bound list in its answer. */
export function heroImageSource(layout: { data?: unknown; body?: unknown }, route: RouteScope): { url: string; path: string[]; field: string } | undefined {
  if (!Array.isArray(layout.body) || !layout.data || typeof layout.data !== 'object') return undefined;
  // A section an operator hid is not on the page: it neither is the hero nor pushes one down.
  // Nor is a section limited to audiences: the shell is the same for every viewer.
  const shown = (layout.body as HeroNode[]).filter((node) => node?.hidden !== true && node?.audiences === undefined);
  for (const node of shown.slice(0, HERO_MAX_POSITION)) {
    const hero = typeof node?.widget === 'string' ? HERO_IMAGE_WIDGETS[node.widget] : undefined;
    if (!hero || node.when !== undefined) continue;
    const binding = parseReference(String(node.bind?.[hero.prop] ?? ''));
    if (binding?.root !== 'data' || binding.path.length === 0) return undefined;
    const [name, ...path] = binding.path;
    const [url] = dataPreloads({ [name]: (layout.data as Record<string, unknown>)[name] }, route);
    return url ? { url, path, field: hero.field } : undefined;
  }
  return undefined;
}

/** The hero image's address in an answer's data, when it is a plain same-site or https address. */
export function pickHeroImage(data: unknown, source: { path: string[]; field: string }): string | undefined {
  const list = readPath(data, source.path);
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
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
  assets?: WidgetAssets,
  loadData?: PreloadDataLoader,
  drawFirstScreen?: FirstScreenDrawer,
): Promise<PageHints> {
  const matched = matchRoute(pathname);
  if (!matched) return { title: PRODUCT_NAME, heading: PRODUCT_NAME, preloads: [] };
  const { route, params } = matched;
  // A screen titled by its content (titleFromContent) shows the product name until the content is there.
  const title = pageTitle(route.titleFromContent ? undefined : route.title);
  const heading = route.tabBar ? PRODUCT_NAME : route.title;
  const query = new URLSearchParams(search);
  // An operator's draft preview asks for ?draft=<token>, with no-store: nothing to preload.
  if (query.has(LAYOUT_DRAFT_PARAM)) return { title, heading, preloads: [] };
  // The console's phone canvas (?preview=…) shows what the operator is editing, not what is stored: a first
  // screen drawn from the stored layout would show the wrong page until the app took over.
  const previewing = query.has(CONSOLE_PREVIEW_PARAM);
  const target = resolveLayoutId(route, params, query);
  // A landing address that cannot name a page: the app shows 页面不存在, there is nothing to load.
  if (target.absent) return { title, heading, preloads: [] };
  const preloads = [layoutUrl(target.id, target.fallbackId)];
  if (!loadLayout) return { title, heading, preloads };
  const layout = await loadLayout(target.id, target.fallbackId).catch(() => undefined);
  // $route as the app's screen sees it: its matched params and the query, one value per name.
  const routeScope: RouteScope = { params, query: Object.fromEntries(query) };
  const fetches = [preloads[0], ...dataPreloads(layout?.data, routeScope, true)];
  // A layout with sections limited to audiences is tailored per viewer: only the boot script's fetch (with
  // the viewer's session) may ask for it, never a link preload that any fetch of the URL would take.
  if (layoutAudienceKeys(layout).length > 0) preloads.shift();
  preloads.push(...dataPreloads(layout?.data, routeScope));
  const heroSource = layout && loadData ? heroImageSource(layout, routeScope) : undefined;
  const heroImage = heroSource && loadData ? pickHeroImage(await loadData(heroSource.url).catch(() => undefined), heroSource) : undefined;
  // A page tailored per viewer is the app's alone to draw; so is one whose widget CSS the build does not name.
  const drawn =
    layout && assets && drawFirstScreen && !previewing && layoutAudienceKeys(layout).length === 0
      ? await drawFirstScreen(layout, routeScope, { withHome: shouldShowFloatingHome(pathname), withTabs: route.tabBar === true })
      : undefined;
  const firstScreen = drawn && assets ? { ...drawn, styles: assets(drawn.types).styles } : undefined;
  // A drawn page also needs the app's swap code (first-screen.ts) before the app renders. Overlays that
  // only an action opens are the app's to fetch after its first render.
  const files = assets && layout ? assets(firstRenderWidgetTypes(layout), firstScreen ? [FIRST_SCREEN_CHUNK] : []) : { modules: [], styles: [] };
  return {
    title,
    heading,
    preloads,
    fetches,
    modules: files.modules.slice(0, MAX_ASSET_PRELOADS),
    styles: files.styles.slice(0, MAX_ASSET_PRELOADS),
    heroImage,
    firstScreen,
  };
}

/**
 * index.html with the page's hints: the <title>, the shell heading (the element marked
 * data-shell-heading), the hero image in the shell's banner box, and the preloads. A production build's
 * page gets its script and preloads started after the first paint (client-boot.ts); any other page gets
 * the preload links just before </head>.
 */
export function renderIndexHtml(template: string, hints: PageHints, readStyle: (href: string) => string | undefined = () => undefined): string {
  const withScreen = hints.firstScreen ? withFirstScreen(template, hints.firstScreen, readStyle) : template;
  const page = withScreen
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(hints.title)}</title>`)
    .replace(/(<[a-z0-9]+ [^>]*data-shell-heading[^>]*>)[^<]*(<\/)/, (_, open: string, close: string) => `${open}${escapeHtml(hints.heading)}${close}`)
    .replace(/(<div class="boot-shell__banner">)(<\/div>)/, (all, open: string, close: string) =>
      hints.heroImage ? `${open}<img src="${escapeHtml(hints.heroImage)}" alt="" fetchpriority="high">${close}` : all,
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

/** Everything inside #root: from its opening tag to the page's last </div> (only scripts follow #root in index.html). */
const ROOT_CONTENT = /(<div id="root">)[\s\S]*(<\/div>)/;

/**
 * The page with the server-drawn first screen in #root instead of the grey static shell, its widgets'
 * CSS inline (the same files the app's widget chunks load, so nothing moves when the app takes over)
 * and its first picture preloaded with high priority. Without the CSS text the page keeps its shell:
 * unstyled content would jump when the app's styles arrive.
 */
function withFirstScreen(template: string, screen: FirstScreen & { styles: string[] }, readStyle: (href: string) => string | undefined): string {
  const css = screen.styles.map(readStyle);
  if (css.some((text) => text === undefined) || !ROOT_CONTENT.test(template)) return template;
  const style = `<style>${css.join('').replace(/<\/style/gi, '<\\/style')}</style>`;
  const preload = screen.image ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(screen.image)}">` : '';
  return template.replace(ROOT_CONTENT, (_, open: string, close: string) => `${open}${screen.html}${close}`).replace('</head>', `${preload}${style}</head>`);
}
