// Every literal link a layout document holds, with where it is: the target of a `navigate` action (route
// name + params), the url of an `open-link` action, and link-valued widget props. Bound values ($item…,
// $event…) are the phone's to resolve and are skipped. The lint reports the refused ones; the publish gate
// also looks up the content items the accepted ones name.
import { checkLinkText, checkRouteTarget, isBoundValue, type LinkCheck } from '../../../contract/routes/link-target';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const ptr = (base: string, key: string | number) => `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Widget props that hold a link the widget opens, as pointer patterns into the props (`*`: any list index or key). */
const LINK_PROPS: Readonly<Record<string, readonly string[]>> = {
  'live-ad-swiper': ['/items/*/link'],
  'my-shortcuts': ['/links/*'],
};

export interface DocumentLink {
  /** JSON pointer of the link's field (an action's route or url, a param, a prop). */
  pointer: string;
  check: LinkCheck;
}

function* propLinks(value: unknown, pattern: string[], at: string): Generator<{ pointer: string; value: string }> {
  if (pattern.length === 0) {
    if (typeof value === 'string') yield { pointer: at, value };
    return;
  }
  const [head, ...rest] = pattern;
  if (head === '*') {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* propLinks(v, rest, ptr(at, i));
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) yield* propLinks(v, rest, ptr(at, k));
  } else if (isObj(value)) yield* propLinks(value[head], rest, ptr(at, head));
}

/** One action's link, if it has a literal one. */
function actionLink(action: Obj, at: string): DocumentLink | undefined {
  if (action.action === 'navigate' && typeof action.route === 'string' && !isBoundValue(action.route)) {
    const params = isObj(action.params) ? action.params : {};
    const check = checkRouteTarget(action.route, params);
    if (check.ok) return { pointer: `${at}/route`, check };
    // Point at the parameter the refusal is about when it is written, else at the route (unknown route, missing param).
    const pointer = check.param !== undefined && check.param in params ? ptr(`${at}/params`, check.param) : `${at}/route`;
    return { pointer, check };
  }
  if (action.action === 'open-link' && typeof action.url === 'string' && action.url.trim() !== '' && !isBoundValue(action.url)) {
    return { pointer: `${at}/url`, check: checkLinkText(action.url) };
  }
  return undefined;
}

function* nodeLinks(node: Obj, at: string): Generator<DocumentLink> {
  if (isObj(node.on)) {
    for (const [event, list] of Object.entries(node.on)) {
      if (!Array.isArray(list)) continue;
      for (const [i, action] of list.entries()) {
        const link = isObj(action) ? actionLink(action, ptr(ptr(`${at}/on`, event), i)) : undefined;
        if (link) yield link;
      }
    }
  }
  const patterns = typeof node.widget === 'string' ? (LINK_PROPS[node.widget] ?? []) : [];
  for (const pattern of patterns) {
    for (const found of propLinks(node.props, pattern.split('/').slice(1), `${at}/props`)) {
      if (found.value.trim() === '' || isBoundValue(found.value)) continue;
      yield { pointer: found.pointer, check: checkLinkText(found.value) };
    }
  }
  if (Array.isArray(node.children)) {
    for (const [i, child] of node.children.entries()) if (isObj(child)) yield* nodeLinks(child, ptr(`${at}/children`, i));
  }
}

/** The literal links of a layout document (body and overlays) or of a single node (a widget example). */
export function* documentLinks(doc: unknown): Generator<DocumentLink> {
  if (!isObj(doc)) return;
  if (typeof doc.widget === 'string') {
    yield* nodeLinks(doc, '');
    return;
  }
  for (const list of ['body', 'overlays'] as const) {
    const nodes = doc[list];
    if (!Array.isArray(nodes)) continue;
    for (const [i, node] of nodes.entries()) if (isObj(node)) yield* nodeLinks(node, `/${list}/${i}`);
  }
}
