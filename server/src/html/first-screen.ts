import { FIRST_SCREEN_ELEMENT_ID } from '../../../contract/boot/first-screen';
import type { FirstScreenRenderer, FirstScreenRoute, FirstScreenSections } from '../../../contract/boot/first-screen-renderer';
import { evaluateCondition } from '../../../contract/bind/evaluate-condition';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import { parseReference, referencedRoots, type BindingScope } from '../../../contract/bind/scope';
import { endpointCatalogue } from '../../../contract/generated/endpoints';
import type { Condition } from '../../../contract/generated/schema-types';
import { buildRequest, MissingPathParameterError } from '../../../contract/request/request-url';
import { escapeHtml } from './escape-html';

/**
 * A page's first screen as HTML, drawn on the server by the app's own widgets (the renderer bundle,
 * first-screen-renderer.ts) from the same layout and the same answers the app will use, so a phone shows
 * the content (and starts its largest image) before the app's script has even arrived. The app renders
 * the page out of sight and swaps it in once it shows the same sections (src/app/first-screen.ts).
 *
 * This module decides what may be drawn: only what every viewer would see. The data is the layout's
 * entries that the address alone settles (GETs, not paged, arguments and conditions from the address),
 * either the page's main record as a signed-out visitor gets it or answers that are the same for every
 * viewer; the nodes are the body's leading ones whose bindings, conditions and children read nothing
 * else, and no page is drawn where an overlay (a password dialog) would cover it on load. Drawing stops
 * at the first node that reads anything more, and the renderer stops at the first one that cannot render.
 */

/** Catalogue endpoints whose answer does not depend on the viewer (no session, no content pass). */
export const VIEWER_INDEPENDENT_ENDPOINTS: ReadonlySet<string> = new Set([
  'getHome',
  'listChannels',
  'listContentSelect',
  'getChannelHome',
  'getLoginCodeRules',
]);

/** At most this many answers are read to draw one page (each is a cached in-process request). */
const MAX_DRAW_LOADS = 4;

export interface LayoutShape {
  id?: unknown;
  data?: unknown;
  body?: unknown;
  overlays?: unknown;
}

interface NodeLike {
  id?: unknown;
  widget?: unknown;
  bind?: unknown;
  when?: Condition;
  hidden?: unknown;
  audiences?: unknown;
  repeat?: unknown;
  children?: unknown;
}

interface EntryLike {
  endpoint?: unknown;
  args?: unknown;
  main?: unknown;
  paged?: unknown;
  when?: Condition;
}

type CatalogueDefinition = { method: string; path: string; paged?: boolean };

/** How the server can know a data entry before the app runs: its URL, or that it is skipped (its `when` fails). */
type EntryPlan = { url: string } | 'skipped';

/** An entry the address settles: a plain GET whose arguments and condition read nothing but the address. */
function planEntry(entry: EntryLike | undefined, route: FirstScreenRoute): EntryPlan | undefined {
  if (!entry || typeof entry !== 'object' || typeof entry.endpoint !== 'string' || entry.paged) return undefined;
  if ([...referencedRoots(entry.when), ...referencedRoots(entry.args)].some((root) => root !== 'route')) return undefined;
  const scope: BindingScope = { data: {}, state: {}, route };
  if (!evaluateCondition(entry.when, scope)) return 'skipped';
  if (entry.main !== true && !VIEWER_INDEPENDENT_ENDPOINTS.has(entry.endpoint)) return undefined;
  const definition = (endpointCatalogue as Record<string, CatalogueDefinition | undefined>)[entry.endpoint];
  if (!definition || definition.method !== 'GET' || definition.paged) return undefined;
  try {
    return { url: buildRequest({ method: 'GET', path: definition.path, params: resolveRecord(entry.args as Record<string, unknown> | undefined, scope) }).url };
  } catch (error) {
    if (error instanceof MissingPathParameterError) return undefined;
    throw error;
  }
}

/**
 * The data entries a value reads (`$data.<name>…`), or undefined when it reads what the server cannot
 * know: app state, an event, or `$item` outside a repeated node. Screen overlays (`$state.overlay.…`) are
 * closed when a page loads, so they are known where `overlays` is true.
 */
function dataReads(value: unknown, options: { item: boolean; overlays?: boolean }, into = new Set<string>()): Set<string> | undefined {
  if (typeof value === 'string') {
    const parsed = parseReference(value);
    if (!parsed || parsed.root === 'route' || (parsed.root === 'item' && options.item)) return into;
    if (parsed.root === 'state' && options.overlays && parsed.path[0] === 'overlay') return into;
    if (parsed.root !== 'data' || parsed.path.length === 0) return undefined;
    into.add(parsed.path[0]);
    return into;
  }
  const members = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  for (const member of members) if (!dataReads(member, options, into)) return undefined;
  return into;
}

/** The entries a node and its children read, or undefined when it is the app's to draw (audiences, app state). */
function nodeReads(node: NodeLike, inRepeat: boolean): Set<string> | undefined {
  if (node.audiences !== undefined) return undefined;
  const reads = new Set<string>();
  if (node.repeat !== undefined && !dataReads(node.repeat, { item: inRepeat }, reads)) return undefined;
  const item = inRepeat || node.repeat !== undefined;
  if (!dataReads(node.bind, { item }, reads) || !dataReads(node.when, { item }, reads)) return undefined;
  for (const child of Array.isArray(node.children) ? (node.children as NodeLike[]) : []) {
    if (!child || typeof child !== 'object' || child.hidden === true) continue;
    const childReads = nodeReads(child, item);
    if (!childReads) return undefined;
    childReads.forEach((name) => reads.add(name));
  }
  return reads;
}

export interface FirstScreenPlan {
  /** The entries to load before drawing, by name (the main record first). */
  loads: Array<{ name: string; url: string }>;
  /** The main record's entry name, when the layout has one: without its answer nothing is drawn. */
  main?: string;
  /** The body's leading nodes that read only those entries (and the address), in order. */
  nodes: NodeLike[];
  /** What the overlays' conditions read: each must be false on load. */
  overlays: Array<{ when?: Condition; reads: Set<string> }>;
}

/** What can be drawn of a layout before the app runs, and what must be loaded for it; undefined when nothing. */
export function planFirstScreen(layout: LayoutShape, route: FirstScreenRoute): FirstScreenPlan | undefined {
  if (!Array.isArray(layout.body)) return undefined;
  const entries = layout.data && typeof layout.data === 'object' ? (layout.data as Record<string, EntryLike>) : {};
  const known = new Map<string, EntryPlan>();
  let main: string | undefined;
  for (const [name, entry] of Object.entries(entries)) {
    const plan = planEntry(entry, route);
    if (entry?.main === true) {
      // A page about one record shows nothing useful without it: the app draws it (or its not-found screen) alone.
      if (!plan || plan === 'skipped') return undefined;
      main = name;
    }
    if (plan) known.set(name, plan);
  }
  const needed = new Set<string>(main ? [main] : []);
  const overlays: FirstScreenPlan['overlays'] = [];
  for (const overlay of Array.isArray(layout.overlays) ? (layout.overlays as NodeLike[]) : []) {
    // An overlay with no condition decides on its own, once the app runs, whether to show (a daily advert).
    if (!overlay || typeof overlay !== 'object' || overlay.hidden === true || overlay.when === undefined) continue;
    const reads = dataReads(overlay.when, { item: false, overlays: true });
    if (!reads || [...reads].some((name) => !known.has(name))) return undefined;
    reads.forEach((name) => needed.add(name));
    overlays.push({ when: overlay.when, reads });
  }
  const nodes: NodeLike[] = [];
  for (const node of layout.body as NodeLike[]) {
    if (!node || typeof node !== 'object' || node.hidden === true) continue;
    const reads = nodeReads(node, false);
    if (!reads || [...reads].some((name) => !known.has(name))) break;
    const more = [...reads].filter((name) => !needed.has(name) && known.get(name) !== 'skipped');
    if ([...needed].filter((name) => known.get(name) !== 'skipped').length + more.length > MAX_DRAW_LOADS) break;
    reads.forEach((name) => needed.add(name));
    nodes.push(node);
  }
  if (nodes.length === 0) return undefined;
  const loads: FirstScreenPlan['loads'] = [];
  for (const name of needed) {
    const plan = known.get(name);
    if (plan && plan !== 'skipped') loads.push({ name, url: plan.url });
  }
  return { loads, main, nodes, overlays };
}

export interface FirstScreenShell {
  /** The route shows the floating home button (app-main--with-home) or the tab bar (app-main--with-tabs). */
  withHome: boolean;
  withTabs: boolean;
}

export interface FirstScreen {
  /** The wrapper with the drawn nodes, to replace the static shell in #root. */
  html: string;
  /** The widget types drawn (their CSS goes inline into the page). */
  types: string[];
  /** The first eagerly loaded picture, to preload with high priority (the page's largest element). */
  image?: string;
}

/** An answer of the app's own API, by URL (as a signed-out visitor gets it); null when it failed. */
export type DrawDataLoader = (url: string) => Promise<unknown>;

/** Widgets that alone are not a first screen. */
const NOT_A_SCREEN: ReadonlySet<string> = new Set(['back-button']);

/** Draws a layout's first screen for an address; undefined when nothing useful can be drawn (the page keeps its static shell). */
export type FirstScreenDrawer = (layout: LayoutShape, route: FirstScreenRoute, shell: FirstScreenShell) => Promise<FirstScreen | undefined>;

/** Drawn pages kept per layout document (its addresses: one per article of a detail layout). */
const DRAWN_PER_LAYOUT = 200;

/**
 * The drawer: loads what the plan needs, checks the overlays and has the renderer draw the nodes. A page
 * is drawn once per layout document (a stored revision, while the layout cache holds it) and per address,
 * then reused for as long as the answers it was drawn from are the very same objects (the data cache's).
 */
export function createFirstScreenDrawer(renderer: FirstScreenRenderer, load: DrawDataLoader): FirstScreenDrawer {
  const drawn = new WeakMap<object, Map<string, { answers: unknown[]; screen: Promise<FirstScreen | undefined> }>>();
  return async (layout, route, shell) => {
    const plan = planFirstScreen(layout, route);
    if (!plan) return undefined;
    const answers = await Promise.all(plan.loads.map(({ url }) => load(url).catch(() => null)));
    const pages = drawn.get(layout) ?? new Map<string, { answers: unknown[]; screen: Promise<FirstScreen | undefined> }>();
    drawn.set(layout, pages);
    const key = JSON.stringify([route, shell]);
    const kept = pages.get(key);
    if (kept && kept.answers.every((answer, index) => answer === answers[index])) return kept.screen;
    // A renderer that fails leaves the page its static shell; never an error page.
    const screen = drawPlanned(plan, layout, route, answers, renderer, shell).catch(() => undefined);
    pages.delete(key);
    if (pages.size >= DRAWN_PER_LAYOUT) pages.delete(pages.keys().next().value as string);
    pages.set(key, { answers, screen });
    return screen;
  };
}

async function drawPlanned(
  plan: FirstScreenPlan,
  layout: LayoutShape,
  route: FirstScreenRoute,
  answers: unknown[],
  renderer: FirstScreenRenderer,
  shell: FirstScreenShell,
): Promise<FirstScreen | undefined> {
  const data: Record<string, unknown> = {};
  const failed = new Set<string>();
  plan.loads.forEach(({ name }, index) => {
    const answer = answers[index];
    if (answer && typeof answer === 'object') data[name] = answer;
    else failed.add(name);
  });
  if (plan.main && failed.has(plan.main)) return undefined;
  const scope: BindingScope = { data, state: {}, route };
  // A dialog over the page on load (a password gate) would not be there until the app runs: the app draws such a page alone.
  if (plan.overlays.some(({ when, reads }) => [...reads].some((name) => failed.has(name)) || evaluateCondition(when, scope))) return undefined;
  // A node reading an answer that failed would show what the app does not: the app draws it and what follows.
  const failedAt = plan.nodes.findIndex((node) => [...(nodeReads(node, false) ?? [])].some((name) => failed.has(name)));
  const nodes = failedAt < 0 ? plan.nodes : plan.nodes.slice(0, failedAt);
  if (nodes.length === 0) return undefined;
  const sections = await renderer.renderSections({ layout: { id: typeof layout.id === 'string' ? layout.id : '', body: nodes }, data, route });
  return firstScreenHtml(sections, shell);
}

/** The drawn sections inside the app's own wrappers (app-shell.tsx, layout-screen.tsx, layout-view.tsx), so the boxes line up. */
export function firstScreenHtml(sections: FirstScreenSections, shell: FirstScreenShell): FirstScreen | undefined {
  if (!sections.types.some((type) => !NOT_A_SCREEN.has(type))) return undefined;
  const main = `app-main${shell.withTabs ? ' app-main--with-tabs' : ''}${shell.withHome ? ' app-main--with-home' : ''}`;
  return {
    html:
      `<div id="${FIRST_SCREEN_ELEMENT_ID}" data-nodes="${sections.nodes}"><div class="app-frame"><main class="${escapeHtml(main)}">` +
      `<div class="layout-screen"><div class="sdui-body">${sections.html}</div></div></main></div></div>`,
    types: sections.types,
    image: sections.image,
  };
}
