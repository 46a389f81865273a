import type { ReactNode } from 'react';
// The edge build, not Node's: Node's keeps each render in an AsyncLocalStorage, and the first use of one turns
// on async hooks for the whole process for good, a cost on every promise and tick of every later request.
// Nothing drawn here needs it (the page writes its own resource hints).
import { prerender } from 'react-dom/static.edge';
import type { FirstScreenRenderer, FirstScreenRequest, FirstScreenSections } from '../../contract/boot/first-screen-renderer';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { layoutWidgetTypes } from '../../contract/layout/widget-types';
// eslint-disable-next-line import-x/no-restricted-paths -- the server's first-screen entry, like main.tsx, hands the widget set to the runtime.
import { widgetDefinitions } from '../../widgets/index';
import type { ActionServices } from '../runtime/actions/action-context';
import { LayoutIdentityContext } from '../runtime/render/layout-identity';
import { RenderNode, type NodeScopeBase } from '../runtime/render/render-node';
import { RuntimeProvider, type RuntimeServices } from '../runtime/render/runtime-context';
import { ScreenViewContext, type ScreenHandle } from '../runtime/render/screen-data';
import { createWidgetRegistry, type WidgetRegistry } from '../runtime/render/widget-registry';
import { appConfig } from './app-config';

/**
 * The first screen's sections drawn on the server by the app's own renderer: the widget registry, the
 * node renderer (bindings, conditions, repeats, children, the exposure wrapper) and the real widget
 * components, so the server's HTML is the markup the app will show. Built by `npm run build` into
 * dist-server/first-screen-ssr.js; the server loads it at run time (server/src/html/first-screen-renderer.ts).
 *
 * The widgets' lazily loaded code is loaded first; then each node is rendered on its own. A node that throws,
 * or does not finish in time, ends the first screen there: the app draws it and everything after it, so
 * nothing below a missing section is drawn in a place it would not keep.
 */

/** Longest one node may take to draw once its widget's code is here (nothing else is awaited). */
const NODE_RENDER_MS = 2_000;

/** Nothing runs on the server but rendering: an action or a tracker reached here is a bug of the renderer. */
const refuse = (): never => {
  throw new Error('not available while drawing on the server');
};

const actions: ActionServices = {
  navigate: refuse,
  openExternal: refuse,
  toast: refuse,
  confirm: refuse,
  callEndpoint: refuse,
  currentPath: refuse,
  config: appConfig,
};

/** The runtime as the app's pages have it, minus everything that acts: drawing is all that happens here. */
const serverRuntime = (registry: WidgetRegistry): RuntimeServices => ({
  registry,
  actions,
  preview: false,
  checkBoundProps: false,
  report: () => undefined,
  // Present, as in the app, so each node gets the app's (box-less) exposure wrapper; effects never run here.
  exposure: { observe: () => () => undefined, seenByTap: () => undefined, startPageView: () => undefined, flush: () => undefined },
});

const screen: ScreenHandle = { refetch: () => undefined, setOverlay: () => undefined, patch: () => undefined, loadMore: () => undefined };

/** React's resource hints (image preloads) that it writes ahead of a fragment: the page has its own in <head>. */
const LEADING_HINTS = /^(?:<link\b[^>]*>)+/;

/** The first <img> that is not loaded lazily, with its src attribute (React and the article sanitiser both double-quote it). */
const IMAGE_TAG = /<img\b[^>]*>/gi;
const SRC = /\ssrc="([^"]+)"/i;
const LAZY = /\sloading="lazy"/i;

/** Entities written inside an attribute, back to the address the browser will ask for. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[name] ?? '');

function firstEagerImage(html: string): string | undefined {
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    const src = SRC.exec(tag)?.[1];
    if (src && !LAZY.test(tag)) return unescapeAttribute(src);
  }
  return undefined;
}

/** Whether a node drew anything besides the runtime's box-less wrapper (a false condition draws nothing at all). */
const hasMarkup = (html: string) => /<(?!div class="sdui-node")[a-z]/i.test(html.replace(/^<div class="sdui-node"[^>]*>/, ''));

/**
 * A form control on the drawn copy would take what a doctor types (a phone number, a ticked consent box) and
 * lose it when the app swaps in its own copy: sections with one are left to the app, like those that throw.
 */
const hasFormControl = (html: string) => /<(input|textarea|select)\b/i.test(html);

/** One node's HTML, or undefined when it cannot be drawn here (it threw, or its code did not arrive in time). */
async function renderNode(element: ReactNode): Promise<string | undefined> {
  const failed: unknown[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('first-screen node timed out')), NODE_RENDER_MS);
  try {
    const { prelude } = await prerender(element, { signal: controller.signal, onError: (error) => void failed.push(error) });
    const html = await new Response(prelude).text();
    return failed.length === 0 ? html.replace(LEADING_HINTS, '') : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** A renderer over a widget registry: the app's own below; tests give their own widgets. */
export function createSectionRenderer(registry: WidgetRegistry): FirstScreenRenderer {
  const runtime = serverRuntime(registry);
  return {
    async renderSections(request: FirstScreenRequest): Promise<FirstScreenSections> {
      const base: NodeScopeBase = { route: request.route, state: {} };
      const view = { values: request.data };
      const identity = { id: request.layout.id };
      const parts: string[] = [];
      const drawn: LayoutNode[] = [];
      const nodes = request.layout.body as LayoutNode[];
      // The widgets' code first, all at once (as the app does with a layout): the nodes' time limit is for drawing.
      await Promise.allSettled(layoutWidgetTypes(nodes).map((type) => registry.get(type)?.preload()));
      for (const node of nodes) {
        const html = await renderNode(
          <RuntimeProvider value={runtime}>
            <LayoutIdentityContext.Provider value={identity}>
              <ScreenViewContext.Provider value={view}>
                <RenderNode node={node} base={base} screen={screen} />
              </ScreenViewContext.Provider>
            </LayoutIdentityContext.Provider>
          </RuntimeProvider>,
        );
        if (html === undefined || hasFormControl(html)) break;
        parts.push(html);
        if (hasMarkup(html)) drawn.push(node);
      }
      const html = parts.join('');
      return { html, nodes: parts.length, types: layoutWidgetTypes(drawn), image: firstEagerImage(html) };
    },
  };
}

/** The bundle's export the server calls (FirstScreenRenderer): the app's widgets. */
export const { renderSections } = createSectionRenderer(createWidgetRegistry(widgetDefinitions));
