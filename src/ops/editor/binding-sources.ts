import type { TypeSet } from '../../../contract/bind/value-types';
import { parseReference } from '../../../contract/bind/scope';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { routeTable } from '../../../contract/routes/route-table';
import { endpointInfos, referenceScope, type JsonSchema, type SchemaAt } from '../schema-form/schema-registry';
import { bindingField, schemaAtPath, shapeOf, type BindingField } from './binding-fields';

// Where a value can come from, as lists an operator picks from: the layout's data entries (the
// endpoint's response), the element of a repeating node, the page address, app state and (in actions)
// the event. $route, $state and $event are declared once in schemas/layout/reference-scope.json.

export interface BindingSource {
  /** The root reference: $data.home, $item, $route, $state, $event. */
  root: string;
  /** The data entry's name for $data sources (its sample comes from a call of its endpoint). */
  entry?: string;
  label: string;
  /** The source as a field: itself (when it fits) and what below it fits. */
  field: BindingField;
}

export interface SourceOptions {
  doc: LayoutDocument;
  layoutId: string;
  /** The types the value may have (null: any). */
  accepted: TypeSet;
  /** The `repeat` of the node or its nearest repeating ancestor: $item reads its elements. */
  repeat?: string;
  /** Inside an action: $event is a source. */
  event?: boolean;
  /** Only the layout's data (a node's repeat reads nothing else). */
  dataOnly?: boolean;
}

export const SOURCE_TEXT = {
  data: (name: string) => `数据 ${name}`,
  item: '当前重复项',
  route: '页面地址',
  state: '应用状态',
  event: '事件数据',
  more: '还有更多',
  loading: '加载中',
  error: '加载失败',
  total: '总数',
  list: '列表',
} as const;

const PAGED_FLAGS: Record<string, { type: string; label: string }> = {
  hasMore: { type: 'boolean', label: SOURCE_TEXT.more },
  loading: { type: 'boolean', label: SOURCE_TEXT.loading },
  error: { type: 'boolean', label: SOURCE_TEXT.error },
  total: { type: 'integer', label: SOURCE_TEXT.total },
};

/**
 * The value a data entry binds: the endpoint's response, or for a paged entry the runtime's virtual
 * shape (list over all pages loaded, hasMore, loading, error, total).
 */
export function entrySchema(doc: LayoutDocument, name: string): SchemaAt | undefined {
  const entry = doc.data?.[name];
  const endpoint = entry ? endpointInfos().find((info) => info.name === entry.endpoint) : undefined;
  if (!entry || !endpoint?.response) return undefined;
  if (!entry.paged) return endpoint.response;
  const list = shapeOf(endpoint.response).properties.find(([key]) => key === 'list')?.[1];
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(PAGED_FLAGS).map(([key, flag]) => [key, { type: flag.type, description: flag.label }]),
  );
  // The list's schema keeps the file its $refs are relative to: the virtual object lives in that file.
  if (list) properties.list = { ...list.schema, description: SOURCE_TEXT.list };
  return { schema: { type: 'object', properties }, file: list?.file ?? endpoint.response.file };
}

/** Every `$route.query.<name>` and `$state.overlay.<name>` the document already reads or sets. */
function namesUsed(doc: LayoutDocument): { query: Set<string>; overlay: Set<string> } {
  const query = new Set<string>();
  const overlay = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const parsed = parseReference(value);
      if (parsed?.root === 'route' && parsed.path[0] === 'query' && parsed.path[1]) query.add(parsed.path[1]);
      if (parsed?.root === 'state' && parsed.path[0] === 'overlay' && parsed.path[1]) overlay.add(parsed.path[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ((record.action === 'set-overlay' || record.action === 'open-download') && typeof (record.name ?? record.overlay) === 'string') {
        overlay.add(String(record.name ?? record.overlay));
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(doc);
  return { query, overlay };
}

/** The routes whose page this layout is (a route's default layout or its per-channel/topic variant). */
function routesOf(layoutId: string) {
  const base = layoutId.split('.')[0];
  return routeTable.filter((route) => route.layout === base || route.variant?.layout === base);
}

/** A map schema without its open `additionalProperties`: only the names listed are offered. */
function closed(schema: JsonSchema | undefined): JsonSchema {
  const copy: JsonSchema = { ...schema };
  delete copy.additionalProperties;
  return copy;
}

function named(names: Iterable<string>, schema: JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries([...names].sort().map((name) => [name, schema]));
}

/** $route with the parameters of this layout's route(s) and the query names the layout uses. */
function routeSchema(scope: SchemaAt, doc: LayoutDocument, layoutId: string): SchemaAt {
  const route = (scope.schema.properties?.route ?? {}) as JsonSchema;
  const params = new Set<string>();
  const query = namesUsed(doc).query;
  for (const definition of routesOf(layoutId)) {
    for (const match of definition.path.matchAll(/:([A-Za-z_]+)/g)) params.add(match[1]);
    if (definition.variant?.source === 'query' && definition.variant.layout === layoutId.split('.')[0]) query.add(definition.variant.name);
    if (definition.variant?.source === 'param') params.add(definition.variant.name);
  }
  const text = { type: 'string' };
  const part = (key: 'params' | 'query', names: Set<string>): JsonSchema => ({ ...closed(route.properties?.[key]), properties: named(names, text) });
  return { schema: { ...route, properties: { params: part('params', params), query: part('query', query) } }, file: scope.file };
}

/** $state with the overlays this layout opens listed by name. */
function stateSchema(scope: SchemaAt, doc: LayoutDocument): SchemaAt {
  const state = (scope.schema.properties?.state ?? {}) as JsonSchema;
  const overlay = (state.properties?.overlay ?? {}) as JsonSchema;
  const overlays = named(namesUsed(doc).overlay, {});
  return { schema: { ...state, properties: { ...state.properties, overlay: { ...closed(overlay), properties: overlays } } }, file: scope.file };
}

function source(root: string, label: string, at: SchemaAt | undefined, accepted: TypeSet, entry?: string): BindingSource | null {
  // No schema (an unknown endpoint, a broken repeat): nothing can be offered from it.
  if (!at) return null;
  const field = bindingField({ key: root, label, reference: root, at }, accepted);
  return field ? { root, label, field, ...(entry ? { entry } : {}) } : null;
}

/** The element schema of a node's `repeat` ($data.<entry>.<path> to a list). */
export function repeatElement(doc: LayoutDocument, repeat: string): SchemaAt | undefined {
  const parsed = parseReference(repeat);
  if (parsed?.root !== 'data' || !parsed.path[0]) return undefined;
  const list = entrySchema(doc, parsed.path[0]);
  const at = list ? schemaAtPath(list, parsed.path.slice(1)) : undefined;
  return at ? shapeOf(at).items : undefined;
}

/** The sources offered for one value, each pruned to what fits. */
/** A data entry by its endpoint's Chinese name; with its own name too when another entry calls the same endpoint. */
function entryTitle(doc: LayoutDocument, name: string): string {
  const entries = doc.data ?? {};
  const endpoint = entries[name]?.endpoint;
  const title = endpointInfos().find((info) => info.name === endpoint)?.title ?? name;
  const shared = Object.values(entries).filter((entry) => entry.endpoint === endpoint).length > 1;
  return shared ? `${title}（${name}）` : title;
}

export function bindingSources(options: SourceOptions): BindingSource[] {
  const { doc, accepted } = options;
  const sources: Array<BindingSource | null> = Object.keys(doc.data ?? {}).map((name) =>
    source(`$data.${name}`, SOURCE_TEXT.data(entryTitle(doc, name)), entrySchema(doc, name), accepted, name),
  );
  if (options.repeat) sources.push(source('$item', SOURCE_TEXT.item, repeatElement(doc, options.repeat), accepted));
  const scope = referenceScope();
  if (scope && !options.dataOnly) {
    sources.push(source('$route', SOURCE_TEXT.route, routeSchema(scope, doc, options.layoutId), accepted));
    sources.push(source('$state', SOURCE_TEXT.state, stateSchema(scope, doc), accepted));
    if (options.event) {
      const event = (scope.schema.properties?.event ?? {}) as JsonSchema;
      // The payload depends on the widget: its fields are offered by name, their types known at run time.
      const fields = Object.entries(event.properties ?? {}).map(([key, property]) =>
        bindingField({ key, label: property.description ?? key, reference: `$event.${key}` }, accepted),
      );
      const children = fields.filter((field): field is BindingField => field !== null);
      const field = bindingField({ key: '$event', label: SOURCE_TEXT.event, reference: '$event', children }, accepted);
      sources.push(field ? { root: '$event', label: SOURCE_TEXT.event, field } : null);
    }
  }
  return sources.filter((found): found is BindingSource => found !== null);
}

/** The source a reference reads ($data.home.banners → the $data.home source), if offered. */
export function sourceOf(sources: readonly BindingSource[], reference: string): BindingSource | undefined {
  return sources.find((candidate) => reference === candidate.root || reference.startsWith(`${candidate.root}.`));
}

/** Address values a layout's own page has: channel-home.3 is the page of ?channel=3. */
export function sampleRoute(layoutId: string): { params: Record<string, string>; query: Record<string, string> } {
  const [base, variant] = layoutId.split('.');
  const route = { params: {} as Record<string, string>, query: {} as Record<string, string> };
  if (!variant) return route;
  const owner = routeTable.find((definition) => definition.variant?.layout === base);
  if (owner?.variant?.source === 'query') route.query[owner.variant.name] = variant;
  if (owner?.variant?.source === 'param') route.params[owner.variant.name] = variant;
  return route;
}
