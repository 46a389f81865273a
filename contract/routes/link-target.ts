import { matchRoute } from './match-route';
import { findRoute, routeTable, type RouteDefinition } from './route-table';

// The one model of a link, shared by the console's link fields, the server's publish gate and the phone:
// a link is empty, an in-app screen (a path, or a route name with params as a `navigate` action holds
// them), or an external https:// address. Anything else (javascript:, data:, http:, a bare word) is
// refused with a Chinese reason that names no place: the caller knows the place and puts it in front.

/** How a route parameter is written: decided by its name, so a new route needs no entry here. */
export type ParamType = 'number' | 'uuid' | 'slug';

/** Back-office content kinds a detail screen can name (the `/ops/api/items/{kind}` kinds). */
export type LinkItemKind = 'article' | 'course' | 'short-video' | 'live' | 'meeting' | 'topic' | 'download' | 'activity' | 'medical-column';

export const LINK_ITEM_KIND_TITLES: Readonly<Record<LinkItemKind, string>> = {
  article: '资讯',
  course: '课程',
  'short-video': '短视频',
  live: '直播',
  meeting: '学术会',
  topic: '专题',
  download: '指南文献',
  activity: '活动',
  'medical-column': '医学专栏',
};

/** The content item a screen shows: which parameter names it and of which kind it is. */
export interface ItemParam {
  kind: LinkItemKind;
  param: string;
}

// Screens whose parameter is a back-office item's id (uuid for meetings). Columns of articles and cases,
// channel pages and text pages open rows the back office does not publish one by one: their ids are
// only checked for their type.
const ITEM_PARAMS: Readonly<Record<string, ItemParam>> = {
  'article-detail': { kind: 'article', param: 'id' },
  'course-detail': { kind: 'course', param: 'id' },
  'course-column': { kind: 'course', param: 'id' },
  'video-detail': { kind: 'course', param: 'id' },
  'video-column': { kind: 'course', param: 'id' },
  'short-video-detail': { kind: 'short-video', param: 'id' },
  'live-detail': { kind: 'live', param: 'id' },
  'live-detail-home': { kind: 'live', param: 'id' },
  'live-column': { kind: 'live', param: 'id' },
  meeting: { kind: 'meeting', param: 'uuid' },
  'topic-detail': { kind: 'topic', param: 'id' },
  'topic-desc': { kind: 'topic', param: 'id' },
  'topic-news-list': { kind: 'topic', param: 'id' },
  'topic-column': { kind: 'topic', param: 'topic_id' },
  'study-group-recruitment': { kind: 'topic', param: 'topic_id' },
  'topic-honor': { kind: 'topic', param: 'topic_id' },
  'topic-honor-detail': { kind: 'topic', param: 'topic_id' },
  'download-detail': { kind: 'download', param: 'id' },
  'activity-detail': { kind: 'activity', param: 'id' },
  'medical-column-list': { kind: 'medical-column', param: 'id' },
  'medical-column-detail': { kind: 'medical-column', param: 'id' },
};

/** The item a route's screen shows, when the back office publishes such items. */
export function itemParamOf(routeName: string): ItemParam | undefined {
  return ITEM_PARAMS[routeName];
}

const PARAM_TITLES: Readonly<Record<string, string>> = {
  id: '编号',
  uuid: '会议编号',
  slug: '活动页标识',
  topic_id: '专题编号',
  topic_subject_id: '专题栏目编号',
  origin_type: '内容类型',
};

/** A parameter's name for operators. */
export function paramTitle(name: string): string {
  return PARAM_TITLES[name] ?? name;
}

export function paramTypeOf(name: string): ParamType {
  if (name === 'uuid') return 'uuid';
  if (name === 'slug') return 'slug';
  return 'number';
}

export interface RouteParam {
  name: string;
  type: ParamType;
  title: string;
}

/** A route's path parameters in path order. */
export function routeParams(route: RouteDefinition): RouteParam[] {
  return [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({ name, type: paramTypeOf(name), title: paramTitle(name) }));
}

const PARAM_PATTERNS: Readonly<Record<ParamType, { pattern: RegExp; words: string }>> = {
  number: { pattern: /^\d{1,10}$/, words: '数字' },
  uuid: { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, words: 'UUID（如 1b4e28ba-2fa1-11d2-883f-0016d3cca427）' },
  slug: { pattern: /^[A-Za-z0-9_-]{1,64}$/, words: '字母、数字、- 或 _' },
};

/** A literal value a layout wrote as `$…`: a reference resolved on the phone, so only the phone knows it. */
export function isBoundValue(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('$');
}

/** A route's screen with its parameters, as a link field or a navigate action names it. */
export interface AppLink {
  kind: 'app';
  route: RouteDefinition;
  params: Record<string, string>;
  /** The path the phone opens (query and fragment kept when the link was a path). */
  path: string;
  /** The content item the screen shows, when its parameter is literal. */
  item?: { kind: LinkItemKind; key: string };
}

export type Link = { kind: 'none' } | AppLink | { kind: 'external'; url: string };

/** A refusal says why, and which route parameter it is about when it is one. */
export type LinkCheck = { ok: true; link: Link } | { ok: false; reason: string; param?: string };

const refuse = (reason: string, param?: string): LinkCheck => ({ ok: false, reason, ...(param !== undefined ? { param } : {}) });

function itemOf(route: RouteDefinition, params: Record<string, string>): AppLink['item'] {
  const named = ITEM_PARAMS[route.name];
  const key = named ? params[named.param] : undefined;
  return named && key !== undefined && !isBoundValue(key) ? { kind: named.kind, key } : undefined;
}

/**
 * A route name with params (a `navigate` action): the route exists, every path parameter is given, and
 * literal ones have their type. References (`$item.id`) are accepted: the phone resolves them.
 */
export function checkRouteTarget(name: string, params: Record<string, unknown> = {}, table: readonly RouteDefinition[] = routeTable): LinkCheck {
  const route = table === routeTable ? findRoute(name) : table.find((candidate) => candidate.name === name);
  if (!route) return refuse(`没有名为 "${name}" 的页面`);
  const values: Record<string, string> = {};
  for (const param of routeParams(route)) {
    const value = params[param.name];
    if (value === undefined || value === null || value === '') return refuse(`页面「${route.title}」缺少参数「${param.title}」`, param.name);
    if (isBoundValue(value)) {
      values[param.name] = String(value);
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      return refuse(`页面「${route.title}」的参数「${param.title}」必须是${PARAM_PATTERNS[param.type].words}`, param.name);
    const text = String(value);
    if (!PARAM_PATTERNS[param.type].pattern.test(text)) {
      return refuse(`页面「${route.title}」的参数「${param.title}」必须是${PARAM_PATTERNS[param.type].words}，现在是 ${JSON.stringify(value)}`, param.name);
    }
    values[param.name] = text;
  }
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(values[key]));
  const item = itemOf(route, values);
  return { ok: true, link: { kind: 'app', route, params: values, path, ...(item ? { item } : {}) } };
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * A link as text (a banner's target, an open-link url, a message's link): empty (nothing happens), an
 * in-app path that matches a route with well-typed parameters, or an https:// address. http:// is
 * refused too: the app runs inside WeChat and HTTPS pages, where a plain-http page is blocked or warned.
 */
export function checkLinkText(input: string, table: readonly RouteDefinition[] = routeTable): LinkCheck {
  const text = input.trim();
  if (text === '') return { ok: true, link: { kind: 'none' } };
  if (text.startsWith('//')) return refuse(`"${text}" 不是站内页面地址，网址请写完整的 https:// 地址`);
  if (text.startsWith('/')) {
    const pathname = text.split(/[?#]/)[0];
    const matched = matchRoute(pathname, table);
    if (!matched) return refuse(`没有这个页面：${pathname}`);
    const checked = checkRouteTarget(matched.route.name, matched.params, table);
    if (!checked.ok || checked.link.kind !== 'app') return checked;
    return { ok: true, link: { ...checked.link, path: text } };
  }
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return refuse(`"${text}" 既不是站内页面地址（以 / 开头），也不是 https:// 网址`);
  if (scheme === 'http') return refuse(`网址必须以 https:// 开头（http:// 网址在微信里会被拦截）：${text}`);
  if (scheme !== 'https') return refuse(`不允许的链接类型 ${scheme}:，只能是站内页面或 https:// 网址`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(`网址写法不对：${text}`);
  }
  if (url.hostname === '') return refuse(`网址缺少域名：${text}`);
  return { ok: true, link: { kind: 'external', url: url.href } };
}

/** Routes operators may pick, by their Chinese titles (the route name tells same-titled screens apart). */
export function pickableRoutes(table: readonly RouteDefinition[] = routeTable): Array<{ name: string; title: string; params: RouteParam[]; item?: ItemParam }> {
  return table.map((route) => ({
    name: route.name,
    title: route.title,
    params: routeParams(route),
    ...(ITEM_PARAMS[route.name] ? { item: ITEM_PARAMS[route.name] } : {}),
  }));
}
