import { disallowedHtml, sanitizeRichHtml } from './rich-html';

/**
 * The props the client inserts as HTML, by widget: each path names a string prop ('*' = every item of an
 * array). widgets/data-export/stored-xss.test.tsx lists the widgets allowed to insert HTML, and
 * layout-html.test.ts checks that each of them is named here. A literal value written into a layout passes
 * the same allow-list as a content body (rich-html.ts); a bound value ("$data.…") is sanitised by the API
 * that answers it, and as a binding it holds no markup, so it passes here unchanged.
 */
export const HTML_PROPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'rich-text': [['html']],
  'live-column-tabs': [['columns', '*', 'content']],
  'study-group': [['memberships', '*', 'member_content']],
};

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One prop of one section whose HTML the allow-list would change. */
export interface LayoutHtmlProblem {
  /** JSON pointer of the value, e.g. /body/2/props/html */
  path: string;
  node_id: string | null;
  widget: string;
  /** What the allow-list removes (rich-html.ts disallowedHtml). */
  found: string[];
}

/** `value` with `edit` applied to every string at `path` (a copy where something changed; `value` itself otherwise). */
function mapStrings(value: unknown, path: readonly string[], at: string, edit: (html: string, pointer: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? edit(value, at) : value;
  const [head, ...rest] = path;
  if (head === '*') {
    if (!Array.isArray(value)) return value;
    const items = value.map((item, i) => mapStrings(item, rest, `${at}/${i}`, edit));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!isObj(value) || !(head in value)) return value;
  const next = mapStrings(value[head], rest, `${at}/${head}`, edit);
  return next === value[head] ? value : { ...value, [head]: next };
}

/** Every section of the document (body, overlays, children) with `edit` applied to its HTML props. */
function mapLayoutHtml(document: unknown, edit: (html: string, pointer: string, node: Obj) => string): unknown {
  if (!isObj(document)) return document;
  const visit = (nodes: unknown, base: string): unknown => {
    if (!Array.isArray(nodes)) return nodes;
    const out = nodes.map((node: unknown, i): unknown => {
      if (!isObj(node)) return node;
      const pointer = `${base}/${i}`;
      let next: Obj = node;
      const paths = typeof node.widget === 'string' ? HTML_PROPS[node.widget] : undefined;
      if (paths && isObj(node.props)) {
        let props: unknown = node.props;
        for (const path of paths) props = mapStrings(props, path, `${pointer}/props`, (html, at) => edit(html, at, node));
        if (props !== node.props) next = { ...next, props };
      }
      const children = visit(node.children, `${pointer}/children`);
      if (children !== node.children) next = { ...next, children };
      return next;
    });
    return out.every((node, i) => node === nodes[i]) ? nodes : out;
  };
  let out: Obj = document;
  for (const list of ['body', 'overlays'] as const) {
    const next = visit(document[list], `/${list}`);
    if (next !== document[list]) out = { ...out, [list]: next };
  }
  return out;
}

/** The HTML props of the document that hold something the allow-list removes (a save naming them refuses). */
export function layoutHtmlProblems(document: unknown): LayoutHtmlProblem[] {
  const problems: LayoutHtmlProblem[] = [];
  mapLayoutHtml(document, (html, path, node) => {
    const found = disallowedHtml(html);
    if (found.length > 0) problems.push({ path, node_id: typeof node.id === 'string' ? node.id : null, widget: String(node.widget), found });
    return html;
  });
  return problems;
}

/** The document with every HTML prop through the allow-list: what any public answer sends. */
export function sanitizeLayoutHtml<T>(document: T): T {
  // The same shape comes back: only string values inside props are replaced.
  return mapLayoutHtml(document, (html) => sanitizeRichHtml(html)) as T;
}
