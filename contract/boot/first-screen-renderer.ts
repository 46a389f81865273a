/**
 * What the server and the app's first-screen renderer (src/app/first-screen-ssr.tsx, built into
 * dist-server/ as its own bundle) say to each other. The server never imports the app's code: it loads
 * the built bundle at run time and speaks only this interface, which both sides are checked against.
 */

/** The address as a screen's bindings read it (`$route`). */
export interface FirstScreenRoute {
  params: Record<string, string | undefined>;
  query: Record<string, string>;
}

export interface FirstScreenRequest {
  /** The layout's id (for the runtime's reports) and the nodes to draw, in order: the ones the server found drawable. */
  layout: { id: string; body: readonly unknown[] };
  /** The answers of the layout's data entries the server loaded, by entry name (as the app's bindings read them). */
  data: Record<string, unknown>;
  route: FirstScreenRoute;
}

export interface FirstScreenSections {
  /** The drawn nodes' HTML, in order: the real widgets' markup, as the app's renderer wraps it. */
  html: string;
  /** How many of the request's nodes were drawn: drawing stops at the first one that cannot render on the server. */
  nodes: number;
  /** Every widget type drawn (nested ones included), for their CSS. */
  types: string[];
  /** The first eagerly loaded picture: the candidate for the page's largest element, preloaded with priority. */
  image?: string;
}

/** The bundle's one export the server calls. */
export interface FirstScreenRenderer {
  renderSections(request: FirstScreenRequest): Promise<FirstScreenSections>;
}

/** The bundle's file name inside dist-server/. */
export const FIRST_SCREEN_RENDERER_FILE = 'first-screen-ssr.js';
