import { FIRST_SCREEN_ELEMENT_ID } from '../../../contract/boot/first-screen';
import { evaluateCondition } from '../../../contract/bind/evaluate-condition';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import { parseReference, referencedRoots, type BindingScope } from '../../../contract/bind/scope';
import { endpointCatalogue } from '../../../contract/generated/endpoints';
import type { Condition } from '../../../contract/generated/schema-types';
import { buildRequest, MissingPathParameterError } from '../../../contract/request/request-url';
import { escapeHtml } from './escape-html';
import { FIRST_SCREEN_WIDGETS } from './first-screen-widgets';

/**
 * A detail page's first screen as HTML, drawn by the server from the same layout and the same answer the
 * app will use: the back button, title, meta, parent column and the article body with its first picture,
 * so a phone shows the content (and starts its largest image) before the app's script has even arrived.
 * The app renders the page out of sight and swaps it in once it has the same content (src/app/first-screen.ts).
 *
 * Only what every viewer would see is drawn: the main record as a signed-out visitor gets it, nodes whose
 * bindings and conditions read nothing but that record and the address, and no page where an overlay
 * (a password dialog) would cover it. Drawing stops at the first node the server cannot draw.
 */

export interface LayoutShape {
  data?: unknown;
  body?: unknown;
  overlays?: unknown;
}

interface NodeLike {
  id?: unknown;
  widget?: unknown;
  props?: Record<string, unknown>;
  bind?: Record<string, unknown>;
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
  when?: unknown;
}

type CatalogueDefinition = { method: string; path: string; paged?: boolean };

/** The main record's request (`main: true`, a GET whose arguments come from the address), or undefined. */
export function mainDataRequest(layout: LayoutShape, route: BindingScope['route']): { name: string; url: string } | undefined {
  if (!layout.data || typeof layout.data !== 'object') return undefined;
  const found = Object.entries(layout.data as Record<string, EntryLike>).find(([, entry]) => entry?.main === true);
  if (!found) return undefined;
  const [name, entry] = found;
  if (entry.when !== undefined || entry.paged || typeof entry.endpoint !== 'string') return undefined;
  const definition = (endpointCatalogue as Record<string, CatalogueDefinition | undefined>)[entry.endpoint];
  if (!definition || definition.method !== 'GET' || definition.paged) return undefined;
  if ([...referencedRoots(entry.args)].some((root) => root !== 'route')) return undefined;
  const args = resolveRecord(entry.args as Record<string, unknown> | undefined, { data: {}, state: {}, route });
  try {
    return { name, url: buildRequest({ method: 'GET', path: definition.path, params: args }).url };
  } catch (error) {
    if (error instanceof MissingPathParameterError) return undefined;
    throw error;
  }
}

/** True when every `$data` reference in the value reads the named entry (and nothing reads state or events). */
function readsOnly(value: unknown, dataName: string): boolean {
  if (typeof value === 'string') {
    const parsed = parseReference(value);
    if (!parsed) return true;
    if (parsed.root === 'route') return true;
    return parsed.root === 'data' && parsed.path[0] === dataName;
  }
  if (Array.isArray(value)) return value.every((member) => readsOnly(member, dataName));
  if (value && typeof value === 'object') return Object.values(value).every((member) => readsOnly(member, dataName));
  return true;
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
  /** The first picture, to preload with high priority (the page's largest element). */
  image?: string;
}

/** The first screen of a layout with its main record's answer; undefined when nothing useful can be drawn. */
export function renderFirstScreen(
  layout: LayoutShape,
  route: BindingScope['route'],
  main: { name: string; data: unknown },
  shell: FirstScreenShell,
): FirstScreen | undefined {
  if (!Array.isArray(layout.body) || !main.data || typeof main.data !== 'object') return undefined;
  const scope: BindingScope = { data: { [main.name]: main.data }, state: {}, route };
  // A dialog over the page (a password gate) would not be there until the app runs: the app draws such a page alone.
  const overlays = Array.isArray(layout.overlays) ? (layout.overlays as NodeLike[]) : [];
  for (const overlay of overlays) {
    if (overlay?.hidden === true) continue;
    if (!readsOnly(overlay.when, main.name) || evaluateCondition(overlay.when, scope)) return undefined;
  }
  const parts: string[] = [];
  const types: string[] = [];
  let image: string | undefined;
  let drawn = 0;
  for (const node of layout.body as NodeLike[]) {
    if (!node || typeof node !== 'object' || node.hidden === true) continue;
    const type = typeof node.widget === 'string' ? node.widget : '';
    const render = FIRST_SCREEN_WIDGETS[type];
    // Sections for some audiences only, repeated or composed nodes, and state-bound ones are the app's to draw.
    if (!render || node.audiences !== undefined || node.repeat !== undefined || node.children !== undefined) break;
    if (!readsOnly(node.bind, main.name) || !readsOnly(node.when, main.name)) break;
    if (!evaluateCondition(node.when, scope)) continue;
    const props = { ...(node.props ?? {}), ...resolveRecord(node.bind, scope) };
    const widget = render(props);
    if (!widget) continue;
    parts.push(widget.html);
    types.push(type);
    image ??= widget.image;
    drawn += 1;
  }
  // A back button alone is not a first screen.
  if (!types.some((type) => type !== 'back-button')) return undefined;
  const main_ = `app-main${shell.withTabs ? ' app-main--with-tabs' : ''}${shell.withHome ? ' app-main--with-home' : ''}`;
  // The wrappers are the app's own (app-shell.tsx, layout-screen.tsx, layout-view.tsx), so the boxes line up.
  return {
    html:
      `<div id="${FIRST_SCREEN_ELEMENT_ID}" data-nodes="${drawn}"><div class="app-frame"><main class="${escapeHtml(main_)}">` +
      `<div class="layout-screen"><div class="sdui-body">${parts.join('')}</div></div></main></div></div>`,
    types,
    image,
  };
}
