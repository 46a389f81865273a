// Lint for layout documents and widget examples: used by the CLI, by the server before it accepts a
// layout, and by tests. No side effects at import; schemas are read from disk on first use (cached).
import { isReference } from '../../../contract/bind/scope';
import { describeTypes, schemaTypes, typesCompatible, type TypeSet } from '../../../contract/bind/value-types';
import { checkDataReference, checkItemReference, locateRepeat, type DataEntryInfo, type ItemScope } from './binding-paths';
import { describePointer } from './issue-subject';
import { checkScopeReference, referenceTypes, schemaResolver } from './reference-types';
import { validateExplained } from './schema-errors';
import { idOf, loadSchemaStore, resolveRef, type EndpointInfo, type JsonSchema, type SchemaStore } from '../schemas/schema-store';

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
  | 'scope-path';

export interface LintIssue {
  file?: string;
  /** JSON pointer into the linted value, e.g. /body/2/bind/items. */
  path: string;
  kind: LintIssueKind;
  message: string;
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

function add(ctx: Context, kind: LintIssueKind, path: string, message: string): void {
  ctx.issues.push({ ...(ctx.file !== undefined ? { file: ctx.file } : {}), path, kind, message });
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
    else problem = `"${ref}" is used outside any repeating node ($item exists only inside a node with repeat and its children)`;
    if (problem) add(ctx, 'binding-path', at, problem);
  });
  forEachRef(value, pointer, ['$route', '$state'], (ref, at) => {
    const problem = checkScopeReference(ctx.store, ref);
    if (problem) add(ctx, 'scope-path', at, `${describePointer(ctx.store, ctx.doc, at)}：${problem}`);
  });
}

/** A schema with its `$ref` chain followed (for the keywords an expectation names). */
function derefSchema(store: SchemaStore, base: string, schema: JsonSchema): JsonSchema {
  let current = { id: base, schema };
  for (let i = 0; i < 10 && typeof current.schema.$ref === 'string'; i++) {
    const next = resolveRef(store.byId, current.id, current.schema.$ref);
    if (!next) break;
    current = next;
  }
  return current.schema;
}

/** What an argument must be, in an operator's words: "非空文字，或指向文字的引用". */
function expectation(schema: JsonSchema, accepted: TypeSet): string {
  if (Array.isArray(schema.enum)) return `以下之一：${schema.enum.map((v) => JSON.stringify(v)).join('、')}`;
  const types = describeTypes(accepted);
  const nonEmpty = accepted?.has('string') && typeof schema.minLength === 'number' && schema.minLength > 0 ? '非空' : '';
  return accepted?.has('string') ? `${nonEmpty}${types}，或指向${types}的引用` : `${nonEmpty}${types}`;
}

/**
 * Each typed argument of a known action: a reference must be able to reach the argument's type, a
 * literal must be of it. Untyped (any-value) arguments are resolved member by member at run time.
 */
function checkActionArgs(ctx: Context, action: Obj, at: string, item: ItemScope | undefined): void {
  const id = typeof action.action === 'string' ? ctx.store.actions.get(action.action) : undefined;
  const properties = (id ? ctx.store.byId.get(id)?.properties : undefined) as Record<string, JsonSchema> | undefined;
  if (!id || !properties) return;
  const resolve = schemaResolver(ctx.store);
  for (const [key, value] of Object.entries(action)) {
    if (key === 'action' || !(key in properties)) continue;
    const accepted = schemaTypes({ base: id, schema: properties[key] }, resolve);
    if (accepted === null) continue;
    const argAt = ptr(at, key);
    const wanted = expectation(derefSchema(ctx.store, id, properties[key]), accepted);
    if (isReference(value)) {
      const actual = referenceTypes({ store: ctx.store, entries: ctx.entries, item }, value);
      if (!typesCompatible(actual, accepted)) {
        add(ctx, 'action-arg', argAt, `${describePointer(ctx.store, ctx.doc, argAt)}必须是${wanted}，但 ${value} 是${describeTypes(actual)}`);
      }
      continue;
    }
    // Objects and lists: the schema's own messages say which member is wrong.
    if (accepted.has('object') || accepted.has('array')) continue;
    if (validateExplained(ctx.store, `${id}#/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, value).length === 0) continue;
    add(ctx, 'action-arg', argAt, `${describePointer(ctx.store, ctx.doc, argAt)}必须是${wanted}，现在是 ${JSON.stringify(value)}`);
    ctx.explainedArgs.push(argAt);
  }
}

/** Each bound prop whose reference's type, as far as the schemas tell, cannot be the prop's. */
function checkBindTypes(ctx: Context, node: Obj, at: string, widget: string, item: ItemScope | undefined): void {
  const w = ctx.store.widgets.find((x) => x.type === widget);
  const declared = (w?.schema.properties ?? {}) as Record<string, JsonSchema>;
  if (!w || !isObj(node.bind)) return;
  const resolve = schemaResolver(ctx.store);
  for (const [key, value] of Object.entries(node.bind)) {
    if (!(key in declared) || !isReference(value)) continue;
    const accepted = schemaTypes({ base: w.id, schema: declared[key] }, resolve);
    const actual = referenceTypes({ store: ctx.store, entries: ctx.entries, item }, value);
    if (typesCompatible(actual, accepted)) continue;
    const bindAt = ptr(`${at}/bind`, key);
    add(
      ctx,
      'binding-type',
      bindAt,
      `${describePointer(ctx.store, ctx.doc, bindAt)}要求${describeTypes(accepted)}，但绑定的 ${value} 是${describeTypes(actual)}`,
    );
  }
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
    add(ctx, 'unknown-endpoint', `${at}/endpoint`, `unknown endpoint "${name}" (not in any schemas/api/endpoints/<domain>.json)`);
    return undefined;
  }
  const args = isObj(rawArgs) ? rawArgs : {};
  const argProps = (endpoint.args.properties ?? {}) as Obj;
  for (const [key, value] of Object.entries(args)) {
    const argAt = ptr(`${at}/args`, key);
    if (!(key in argProps)) {
      if (endpoint.args.additionalProperties === false) add(ctx, 'endpoint-args', argAt, `"${name}" takes no argument "${key}"`);
      continue;
    }
    if (holdsReference(value)) continue;
    for (const p of validateExplained(ctx.store, argSchemaId(ctx.store, endpoint, key), value)) {
      add(ctx, 'endpoint-args', argAt + p.path, `"${name}" argument "${key}" ${p.message} (got ${JSON.stringify(value)})`);
    }
  }
  for (const key of (endpoint.args.required ?? []) as string[]) {
    if (!(key in args)) add(ctx, 'endpoint-args', at, `"${name}" needs argument "${key}" in args`);
  }
  return endpoint;
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
      add(ctx, 'paged-mismatch', `${at}/paged`, `"${entry.endpoint}" is not a paged endpoint; remove paged: true`);
    } else if (!paged && endpoint.paged) {
      add(ctx, 'paged-mismatch', at, `"${entry.endpoint}" is a paged endpoint; set paged: true`);
    }
  }
  // Second pass: args and conditions may reference other entries declared later.
  for (const [name, entry] of Object.entries(data)) {
    if (!isObj(entry)) continue;
    checkRefs(ctx, entry.args, `${ptr('/data', name)}/args`);
    checkRefs(ctx, entry.when, `${ptr('/data', name)}/when`);
  }
}

function checkActions(ctx: Context, on: Obj, at: string, item: ItemScope | undefined): void {
  for (const [event, list] of Object.entries(on)) {
    if (!Array.isArray(list)) continue;
    list.forEach((action, i) => {
      const aPtr = ptr(ptr(at, event), i);
      if (isObj(action) && typeof action.action === 'string' && !ctx.store.actions.has(action.action)) {
        const known = [...ctx.store.actions.keys()].join(', ');
        add(ctx, 'unknown-action', `${aPtr}/action`, `unknown action "${action.action}" (known: ${known})`);
        ctx.unknownActions.push(aPtr);
      } else if (isObj(action) && typeof action.endpoint === 'string') {
        // Any action naming a catalogue endpoint (call-endpoint today) calls it with its `args`.
        checkEndpointCall(ctx, action.endpoint, action.args, aPtr);
      }
      if (isObj(action)) checkActionArgs(ctx, action, aPtr, item);
      checkRefs(ctx, action, aPtr, item);
    });
  }
}

function checkProps(ctx: Context, node: Obj, at: string, widget: string): void {
  const w = ctx.store.widgets.find((x) => x.type === widget);
  if (!w) return;
  const bound = isObj(node.bind) ? Object.keys(node.bind) : [];
  const problems = validateExplained(ctx.store, w.id, isObj(node.props) ? node.props : {});
  for (const p of problems) {
    const missing = /^must have required property '(.+)'$/.exec(p.message)?.[1];
    if (p.path === '' && missing !== undefined) {
      if (bound.includes(missing)) continue;
      add(ctx, 'props', `${at}/props`, `${widget}: missing required prop "${missing}" (set it in props or bind it)`);
      continue;
    }
    add(ctx, 'props', `${at}/props${p.path}`, `${widget}: ${p.message}`);
  }
  const declared = (w.schema.properties ?? {}) as Obj;
  if (w.schema.additionalProperties === false) {
    for (const key of bound) {
      if (!(key in declared)) add(ctx, 'props', ptr(`${at}/bind`, key), `${widget} has no prop "${key}"`);
    }
  }
  if (typeof node.version === 'number' && node.version > w.version) {
    add(ctx, 'props', `${at}/version`, `${widget} props schema is version ${w.version}; node asks for ${node.version}`);
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
    if (first !== undefined) add(ctx, 'duplicate-id', `${at}/id`, `duplicate node id "${node.id}" (first at ${first})`);
    else ctx.ids.set(node.id, `${at}/id`);
  }
  const widget = typeof node.widget === 'string' ? node.widget : undefined;
  const meta = widget !== undefined ? ctx.store.manifest[widget] : undefined;
  if (widget !== undefined && !meta) {
    add(ctx, 'unknown-widget', `${at}/widget`, `unknown widget "${widget}" (no widgets/${widget}/${widget}.schema.json)`);
  }
  if (widget !== undefined && meta) {
    checkProps(ctx, node, at, widget);
    checkBindTypes(ctx, node, at, widget, item);
  }
  if (isObj(node.on)) {
    if (meta) {
      for (const event of Object.keys(node.on)) {
        if (!meta.events.includes(event) && !BUILTIN_EVENTS.includes(event)) {
          const known = [...meta.events, ...BUILTIN_EVENTS].join(', ');
          add(ctx, 'unknown-event', ptr(`${at}/on`, event), `${widget} emits no event "${event}" (declared: ${known})`);
        }
      }
    }
    checkActions(ctx, node.on, `${at}/on`, item);
  }
  checkRefs(ctx, node.bind, `${at}/bind`, item);
  checkRefs(ctx, node.when, `${at}/when`, item);
  if (Array.isArray(node.children)) node.children.forEach((c, i) => checkNode(ctx, c, ptr(`${at}/children`, i), item));
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
  });
}

/** Lints a widget example: one LayoutNode with static props only (it has no data entries). */
export function lintWidgetExample(node: unknown, opts: LintOptions = {}): LintIssue[] {
  return run(NODE_SCHEMA, node, opts, (ctx) => checkNode(ctx, node, ''));
}
