// Lint for layout documents and widget examples: used by the CLI, by the server before it accepts a
// layout, and by tests. No side effects at import; schemas are read from disk on first use (cached).
import { checkDataReference, checkItemReference, locateRepeat, type DataEntryInfo, type ItemScope } from './binding-paths';
import { documentLinks } from './document-links';
import { describePointer, shortChineseLabel } from './issue-subject';
import { checkScopeReference } from './reference-types';
import { validateExplained } from './schema-errors';
import { actionArgIssues, bindTypeIssues, type TypedValueIssue } from './typed-values';
import { idOf, loadSchemaStore, type EndpointInfo, type JsonSchema, type SchemaStore } from '../schemas/schema-store';

export type LintIssueKind =
  | 'schema'
  | 'unknown-widget'
  | 'unknown-action'
  | 'unknown-endpoint'
  | 'endpoint-args'
  | 'duplicate-id'
  | 'binding-path'
  | 'props'
  | 'paged-mismatch'
  | 'unknown-event'
  /** A bound reference whose type cannot fit the prop (a text prop bound to a list). */
  | 'binding-type'
  /** An action argument that cannot have the argument's type (a link that is not text). */
  | 'action-arg'
  /** A `$route` or `$state` path the reference scope does not declare. */
  | 'scope-path'
  /** More than one data entry marked as the page's main content, or a paged one. */
  | 'main-data'
  /** A literal link that opens nothing: an unknown page, a missing or mistyped page parameter, a refused address. */
  | 'link';

export interface LintIssue {
  file?: string;
  /** JSON pointer into the linted value, e.g. /body/2/bind/items. */
  path: string;
  kind: LintIssueKind;
  message: string;
  /** The message without the place it names: what the field's own error beside that field says. */
  reason?: string;
}

export interface LintOptions {
  /** Reported on every issue. */
  file?: string;
  /** Repository root holding schemas/ and widgets/ (defaults to this repo). */
  root?: string;
}

/** Emitted by the runtime for nodes bound to paged data; never declared in x-events. */
export const BUILTIN_EVENTS: readonly string[] = ['load-more'];

const DOCUMENT_SCHEMA = 'schemas/layout/layout-document.json';
const NODE_SCHEMA = 'schemas/layout/layout-node.json';

type Obj = Record<string, unknown>;

interface Context {
  store: SchemaStore;
  /** The linted value, to name nodes and fields in messages. */
  doc: unknown;
  issues: LintIssue[];
  file?: string;
  entries: Map<string, DataEntryInfo>;
  ids: Map<string, string>;
  /** Pointers of actions with an unknown name: their schema errors would only repeat that. */
  unknownActions: string[];
  /** Pointers of action arguments already explained by an `action-arg` issue (no schema echo). */
  explainedArgs: string[];
}

function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function ptr(base: string, key: string | number): string {
  return `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function add(ctx: Context, kind: LintIssueKind, path: string, message: string, reason?: string): void {
  ctx.issues.push({ ...(ctx.file !== undefined ? { file: ctx.file } : {}), path, kind, message, ...(reason !== undefined ? { reason } : {}) });
}

function isRootRef(value: string, root: string): boolean {
  return value === root || value.startsWith(`${root}.`);
}

/** Calls `visit` for every string of one of `roots` inside `value` (objects and arrays included). */
function forEachRef(value: unknown, pointer: string, roots: readonly string[], visit: (ref: string, pointer: string) => void): void {
  if (typeof value === 'string') {
    if (roots.some((root) => isRootRef(value, root))) visit(value, pointer);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => forEachRef(v, ptr(pointer, i), roots, visit));
  } else if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) forEachRef(v, ptr(pointer, k), roots, visit);
  }
}

/** Calls `visit` for every `$data…` and `$item…` string inside `value` (objects and arrays included). */
function forEachCheckedRef(value: unknown, pointer: string, visit: (ref: string, pointer: string) => void): void {
  forEachRef(value, pointer, ['$data', '$item'], visit);
}

/** `item`: the scope of the nearest repeating node (itself or an ancestor); undefined outside any. */
function checkRefs(ctx: Context, value: unknown, pointer: string, item?: ItemScope): void {
  forEachCheckedRef(value, pointer, (ref, at) => {
    let problem: string | undefined;
    if (isRootRef(ref, '$data')) problem = checkDataReference(ctx.store, ref, ctx.entries);
    else if (item) problem = checkItemReference(ctx.store, ref, item);
    else problem = `"${ref}" 用在了重复显示的节点之外（$item 只能用在设置了重复数据的节点及其子节点里）`;
    if (problem) add(ctx, 'binding-path', at, problem);
  });
  forEachRef(value, pointer, ['$route', '$state'], (ref, at) => {
    const problem = checkScopeReference(ctx.store, ref);
    if (problem) add(ctx, 'scope-path', at, `${describePointer(ctx.store, ctx.doc, at)}：${problem}`, problem);
  });
}

/** True when `value` holds a reference anywhere ($route…, $data…): its type is known only at run time. */
function holdsReference(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('$');
  if (Array.isArray(value)) return value.some(holdsReference);
  return isObj(value) && Object.values(value).some(holdsReference);
}

/**
 * Registers one argument's schema with the store's ajv (once) and returns its id. A catalogue file is
 * data, not a schema ajv compiles, so the argument's schema gets an id of its own beside that file: its
 * relative `$ref`s resolve as they do in the file.
 */
function argSchemaId(store: SchemaStore, endpoint: EndpointInfo, key: string): string {
  const id = new URL(`${encodeURIComponent(`${endpoint.name}.${key}`)}.arg.json`, endpoint.sourceId).href;
  if (!store.ajv.getSchema(id)) store.ajv.addSchema({ ...((endpoint.args.properties as Obj)[key] as Obj), $id: id });
  return id;
}

/**
 * Checks a call of a catalogue endpoint by name (a data entry, a call-endpoint action): the name must be
 * in the catalogue, and its arguments known, the required ones present and literal ones of the declared
 * type. `at` points at the object holding `endpoint` and `args`. Returns the endpoint when it exists.
 */
function checkEndpointCall(ctx: Context, name: string, rawArgs: unknown, at: string): EndpointInfo | undefined {
  const endpoint = ctx.store.endpoints.get(name);
  if (!endpoint) {
    add(ctx, 'unknown-endpoint', `${at}/endpoint`, `没有名为 "${name}" 的接口（接口目录里没有它）`);
    return undefined;
  }
  const args = isObj(rawArgs) ? rawArgs : {};
  const argProps = (endpoint.args.properties ?? {}) as Obj;
  for (const [key, value] of Object.entries(args)) {
    const argAt = ptr(`${at}/args`, key);
    if (!(key in argProps)) {
      if (endpoint.args.additionalProperties === false) add(ctx, 'endpoint-args', argAt, `接口 "${name}" 没有参数 "${key}"`);
      continue;
    }
    if (holdsReference(value)) continue;
    for (const p of validateExplained(ctx.store, argSchemaId(ctx.store, endpoint, key), value)) {
      add(ctx, 'endpoint-args', argAt + p.path, `接口 "${name}" 的参数 "${key}" ${p.message}（现在是 ${JSON.stringify(value)}）`);
    }
  }
  for (const key of (endpoint.args.required ?? []) as string[]) {
    if (!(key in args)) add(ctx, 'endpoint-args', at, `接口 "${name}" 需要参数 "${key}"`);
  }
  return endpoint;
}

/** Adds typed-value issues; those that explain a value keep ajv from repeating it in English. */
function addTyped(ctx: Context, issues: TypedValueIssue[]): void {
  for (const issue of issues) {
    add(ctx, issue.kind, issue.path, `${describePointer(ctx.store, ctx.doc, issue.path)}${issue.reason}`, issue.reason);
    if (issue.explainsSchema) ctx.explainedArgs.push(issue.path);
  }
}

function checkData(ctx: Context, data: unknown): void {
  if (!isObj(data)) return;
  for (const [name, entry] of Object.entries(data)) {
    if (!isObj(entry) || typeof entry.endpoint !== 'string') continue;
    const at = ptr('/data', name);
    const paged = entry.paged === true;
    ctx.entries.set(name, { endpoint: entry.endpoint, paged });
    const endpoint = checkEndpointCall(ctx, entry.endpoint, entry.args, at);
    if (!endpoint) continue;
    if (paged && !endpoint.paged) {
      add(ctx, 'paged-mismatch', `${at}/paged`, `接口 ${entry.endpoint} 不分页，请去掉「分页」（paged: true）`);
    } else if (!paged && endpoint.paged) {
      add(ctx, 'paged-mismatch', at, `接口 ${entry.endpoint} 是分页接口，请设为「分页」（paged: true）`);
    }
  }
  checkMainEntry(ctx, data);
  // Second pass: args and conditions may reference other entries declared later.
  for (const [name, entry] of Object.entries(data)) {
    if (!isObj(entry)) continue;
    checkRefs(ctx, entry.args, `${ptr('/data', name)}/args`);
    checkRefs(ctx, entry.when, `${ptr('/data', name)}/when`);
  }
}

/** The runtime shows one not-found or retry state per page, for one record: one main entry, not a list. */
function checkMainEntry(ctx: Context, data: Obj): void {
  const main = Object.entries(data).filter(([, entry]) => isObj(entry) && entry.main === true);
  for (const [name] of main.slice(1)) add(ctx, 'main-data', `${ptr('/data', name)}/main`, `只能有一个主要数据（main），已有 ${main[0][0]}`);
  for (const [name, entry] of main) {
    if (isObj(entry) && entry.paged === true) add(ctx, 'main-data', `${ptr('/data', name)}/main`, `主要数据（main）不能是分页列表：${name}`);
  }
}

function checkActions(ctx: Context, on: Obj, at: string, item: ItemScope | undefined): void {
  for (const [event, list] of Object.entries(on)) {
    if (!Array.isArray(list)) continue;
    list.forEach((action, i) => {
      const aPtr = ptr(ptr(at, event), i);
      if (isObj(action) && typeof action.action === 'string' && !ctx.store.actions.has(action.action)) {
        const known = [...ctx.store.actions.keys()].join(', ');
        add(ctx, 'unknown-action', `${aPtr}/action`, `未知动作 ${action.action}（可用的动作：${known}）`);
        ctx.unknownActions.push(aPtr);
      } else if (isObj(action) && typeof action.endpoint === 'string') {
        // Any action naming a catalogue endpoint (call-endpoint today) calls it with its `args`.
        checkEndpointCall(ctx, action.endpoint, action.args, aPtr);
      }
      if (isObj(action)) addTyped(ctx, actionArgIssues({ store: ctx.store, entries: ctx.entries, item }, action, aPtr));
      checkRefs(ctx, action, aPtr, item);
    });
  }
}

/** A widget's name in messages: the operator's Chinese name (x-title), else its id. */
function widgetName(w: { type: string; schema: Obj } | undefined, fallback = ''): string {
  const title = w?.schema['x-title'];
  return typeof title === 'string' ? title : (w?.type ?? fallback);
}

function checkProps(ctx: Context, node: Obj, at: string, widget: string): void {
  const w = ctx.store.widgets.find((x) => x.type === widget);
  if (!w) return;
  const bound = isObj(node.bind) ? Object.keys(node.bind) : [];
  const problems = validateExplained(ctx.store, w.id, isObj(node.props) ? node.props : {});
  for (const p of problems) {
    const missing = p.missing;
    if (p.path === '' && missing !== undefined) {
      if (bound.includes(missing)) continue;
      const name = shortChineseLabel((w.schema.properties as Record<string, JsonSchema> | undefined)?.[missing]) ?? missing;
      add(ctx, 'props', `${at}/props`, `${widgetName(w)}：缺少必填属性「${name}」（请填写或绑定数据）`);
      continue;
    }
    add(ctx, 'props', `${at}/props${p.path}`, `${widgetName(w)}：${p.message}`);
  }
  const declared = (w.schema.properties ?? {}) as Obj;
  if (w.schema.additionalProperties === false) {
    for (const key of bound) {
      if (!(key in declared)) add(ctx, 'props', ptr(`${at}/bind`, key), `${widgetName(w)}没有属性 ${key}`);
    }
  }
  if (typeof node.version === 'number' && node.version > w.version) {
    add(ctx, 'props', `${at}/version`, `${widgetName(w)}的属性定义是第 ${w.version} 版，本节点要求第 ${node.version} 版（当前客户端太旧）`);
  }
}

/** The `$item` scope inside `node`: its own repeat's elements, else the enclosing one. */
function itemScopeOf(ctx: Context, node: Obj, at: string, outer: ItemScope | undefined): ItemScope | undefined {
  if (typeof node.repeat !== 'string') return outer;
  // A repeat that fails the pattern is a schema issue; only well-formed ones are located.
  if (!/^\$data(\.[A-Za-z0-9_]+)+$/.test(node.repeat)) return { repeat: node.repeat, items: [] };
  const r = locateRepeat(ctx.store, node.repeat, ctx.entries);
  if ('scope' in r) return r.scope;
  add(ctx, 'binding-path', `${at}/repeat`, r.error);
  return { repeat: node.repeat, items: [] };
}

function checkNode(ctx: Context, node: unknown, at: string, outer?: ItemScope): void {
  if (!isObj(node)) return;
  const item = itemScopeOf(ctx, node, at, outer);
  if (typeof node.id === 'string') {
    const first = ctx.ids.get(node.id);
    if (first !== undefined) add(ctx, 'duplicate-id', `${at}/id`, `节点编号 ${node.id} 重复（第一次出现在 ${first}）`);
    else ctx.ids.set(node.id, `${at}/id`);
  }
  const widget = typeof node.widget === 'string' ? node.widget : undefined;
  const meta = widget !== undefined ? ctx.store.manifest[widget] : undefined;
  if (widget !== undefined && !meta) {
    add(ctx, 'unknown-widget', `${at}/widget`, `未知组件 ${widget}（当前客户端没有这个组件）`);
  }
  if (widget !== undefined && meta) {
    checkProps(ctx, node, at, widget);
    const w = ctx.store.widgets.find((x) => x.type === widget);
    if (w && isObj(node.bind)) addTyped(ctx, bindTypeIssues({ store: ctx.store, entries: ctx.entries, item }, w, node.bind, at));
  }
  if (isObj(node.on)) {
    if (meta) {
      const named = widgetName(
        ctx.store.widgets.find((x) => x.type === widget),
        widget,
      );
      for (const event of Object.keys(node.on)) {
        if (!meta.events.includes(event) && !BUILTIN_EVENTS.includes(event)) {
          const known = [...meta.events, ...BUILTIN_EVENTS].join(', ');
          add(ctx, 'unknown-event', ptr(`${at}/on`, event), `${named}没有事件 ${event}（它的事件：${known}）`);
        }
      }
    }
    checkActions(ctx, node.on, `${at}/on`, item);
  }
  checkRefs(ctx, node.bind, `${at}/bind`, item);
  checkRefs(ctx, node.when, `${at}/when`, item);
  if (Array.isArray(node.children)) node.children.forEach((c, i) => checkNode(ctx, c, ptr(`${at}/children`, i), item));
}

/** Literal links must open something: a page of the app with its parameters, or an https:// address. */
function checkLinks(ctx: Context, value: unknown): void {
  for (const { pointer, check } of documentLinks(value)) {
    if (check.ok) continue;
    add(ctx, 'link', pointer, `${describePointer(ctx.store, ctx.doc, pointer)}：${check.reason}`, check.reason);
    ctx.explainedArgs.push(pointer);
  }
}

function run(schemaFile: string, value: unknown, opts: LintOptions, body: (ctx: Context) => void): LintIssue[] {
  const store = loadSchemaStore(opts.root);
  const ctx: Context = {
    store,
    doc: value,
    issues: [],
    ...(opts.file !== undefined ? { file: opts.file } : {}),
    entries: new Map(),
    ids: new Map(),
    unknownActions: [],
    explainedArgs: [],
  };
  body(ctx);
  const semantic = ctx.issues;
  ctx.issues = [];
  for (const p of validateExplained(store, idOf(schemaFile), value)) {
    if ([...ctx.unknownActions, ...ctx.explainedArgs].some((a) => p.path === a || p.path.startsWith(`${a}/`))) continue;
    add(ctx, 'schema', p.path, p.message);
  }
  return [...ctx.issues, ...semantic];
}

/** Lints one layout document. Empty array = valid. */
export function lintLayoutDocument(doc: unknown, opts: LintOptions = {}): LintIssue[] {
  return run(DOCUMENT_SCHEMA, doc, opts, (ctx) => {
    if (!isObj(doc)) return;
    checkData(ctx, doc.data);
    for (const list of ['body', 'overlays'] as const) {
      const nodes = doc[list];
      if (Array.isArray(nodes)) nodes.forEach((n, i) => checkNode(ctx, n, `/${list}/${i}`));
    }
    checkLinks(ctx, doc);
  });
}

/** Lints a widget example: one LayoutNode with static props only (it has no data entries). */
export function lintWidgetExample(node: unknown, opts: LintOptions = {}): LintIssue[] {
  return run(NODE_SCHEMA, node, opts, (ctx) => {
    checkNode(ctx, node, '');
    checkLinks(ctx, node);
  });
}
