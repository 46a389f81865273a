// The one place that reads the JSON Schemas from disk: gen-types, lint-layouts and the server all use it,
// so they agree on which files exist, how `$ref`s resolve and which widgets are registered.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../app-root';
import { Ajv, type Options as AjvOptions } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under tsx/vitest the default import may be the module namespace.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

/** Where schemas/ and widgets/ are: the repository, or the server build's copy (app-root.ts). */
export const defaultRoot = appRoot;

/**
 * The files keep relative `$id`s ("entities/banner.json") and relative-path `$ref`s. Ajv needs one
 * absolute base so that refs from widgets/ (../../schemas/…) and schemas/ meet; we give every schema
 * the id `<base><repo-relative path>` in memory and leave the files alone.
 */
export const SCHEMA_BASE = 'https://schemas.boyihui.local/';

export type JsonSchema = { [key: string]: unknown };

export interface SchemaFile {
  /** Repo-relative POSIX path, e.g. schemas/entities/banner.json. */
  file: string;
  /** Absolute id used by ajv and by ref resolution: SCHEMA_BASE + file. */
  id: string;
  /** The parsed file, unchanged. */
  schema: JsonSchema;
}

export interface WidgetSchemaFile extends SchemaFile {
  /** Widget type = folder name. */
  type: string;
  version: number;
  events: string[];
}

export interface EndpointInfo {
  name: string;
  method: string;
  path: string;
  paged: boolean;
  description?: string;
  args: JsonSchema;
  response: JsonSchema;
  /** Repo-relative catalogue file defining it, e.g. schemas/api/endpoints/home.json. */
  file: string;
  /** Absolute id of that file: the base every `$ref` inside args/response resolves against. */
  sourceId: string;
}

export type WidgetManifest = Record<string, { version: number; events: string[] }>;

export interface SchemaStore {
  root: string;
  /** Every schemas/**\/*.json file, sorted by path (the catalogue files included). */
  schemaFiles: SchemaFile[];
  /** Every widgets/<type>/<type>.schema.json, sorted by type. */
  widgets: WidgetSchemaFile[];
  byId: Map<string, JsonSchema>;
  manifest: WidgetManifest;
  /** Every catalogue file's endpoints merged, sorted by name; refs resolve against each `sourceId`. */
  endpoints: Map<string, EndpointInfo>;
  /** Action name (its `action` const) → id of its schema, in action.json's oneOf order. */
  actions: Map<string, string>;
  /** Lint-time ajv (allErrors) with every schema added under its absolute id. */
  ajv: Ajv;
}

/** The endpoint catalogue: one file per domain (schemas/api/endpoints/<domain>.json), merged here. */
export const CATALOGUE_DIR = 'schemas/api/endpoints';
export const ACTION_FILE = 'schemas/actions/action.json';

export function idOf(file: string): string {
  return SCHEMA_BASE + file;
}

/**
 * The operator API's catalogue (schemas/api/ops-endpoints/<domain>.json, read by ops-catalogue.ts). A
 * separate folder, never merged into `endpoints`: a layout can bind only the app's catalogue.
 */
export const OPS_CATALOGUE_DIR = 'schemas/api/ops-endpoints';

/** True for a file of the app's catalogue (data listing endpoints, not a schema of its own). */
export function isCatalogueFile(file: string): boolean {
  return file.startsWith(`${CATALOGUE_DIR}/`);
}

/** True for a file of either catalogue (the app's or the operator API's): data, not a schema to generate a type from. */
export function isAnyCatalogueFile(file: string): boolean {
  return isCatalogueFile(file) || file.startsWith(`${OPS_CATALOGUE_DIR}/`);
}

function readJson(abs: string): JsonSchema {
  try {
    return JSON.parse(readFileSync(abs, 'utf8')) as JsonSchema;
  } catch (err) {
    throw new Error(`${abs}: ${(err as Error).message}`, { cause: err });
  }
}

function listJsonFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const name of readdirSync(abs).sort()) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listJsonFiles(root, rel));
    else if (name.endsWith('.json')) out.push(rel);
  }
  return out;
}

export function readSchemaFiles(root: string): SchemaFile[] {
  return listJsonFiles(root, 'schemas').map((file) => ({
    file,
    id: idOf(file),
    schema: readJson(path.join(root, file)),
  }));
}

/** widgets/<type>/<type>.schema.json for every folder that has one. */
export function readWidgetSchemaFiles(root: string): WidgetSchemaFile[] {
  const dir = path.join(root, 'widgets');
  if (!existsSync(dir)) return [];
  const out: WidgetSchemaFile[] = [];
  for (const type of readdirSync(dir).sort()) {
    const file = `widgets/${type}/${type}.schema.json`;
    if (!existsSync(path.join(root, file))) continue;
    const schema = readJson(path.join(root, file));
    const version = typeof schema['x-version'] === 'number' ? schema['x-version'] : 1;
    const events = Object.keys((schema['x-events'] as Record<string, string> | undefined) ?? {});
    out.push({ file, id: idOf(file), schema, type, version, events });
  }
  return out;
}

/** Copy for ajv: absolute `$id`, and no `$schema` pointing at a non-meta schema (the catalogue's). */
function forAjv(file: SchemaFile): JsonSchema {
  const copy: JsonSchema = { ...file.schema, $id: file.id };
  if (typeof copy.$schema === 'string' && !copy.$schema.startsWith('http://json-schema.org/')) {
    delete copy.$schema;
  }
  return copy;
}

/** Props schemas without top-level `required`: bound props may be absent while data loads. */
export function withoutRequired(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.required;
  return copy;
}

const ANNOTATIONS = [
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'x-version',
  'x-events',
  'x-enum-names',
  'x-title',
  'x-description',
  'x-content-kind',
];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'items'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'additionalItems', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];

/**
 * Drops annotation keywords (recursively, only where a schema is expected — `title` may also be a
 * property name). Standalone code embeds schema objects for big `properties`/`enum` checks, and
 * descriptions would only make the client bundle bigger.
 */
export function stripAnnotations(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) {
    if (ANNOTATIONS.includes(k)) continue;
    if (SCHEMA_MAPS.includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, stripAnnotations(pv)]));
    } else if (SCHEMA_LISTS.includes(k) && Array.isArray(v)) {
      out[k] = v.map(stripAnnotations);
    } else if (SCHEMA_VALUES.includes(k)) {
      out[k] = stripAnnotations(v);
    } else {
      out[k] = v;
    }
  }
  return out;
}

export interface CreateAjvOptions {
  root?: string;
  /** Emit standalone code (gen-types) instead of compiling with new Function (lint/server). */
  code?: boolean;
  /** Add widget props schemas with top-level `required` removed (for the client validators). */
  relaxWidgetRequired?: boolean;
  allErrors?: boolean;
  files?: { schemaFiles: SchemaFile[]; widgets: WidgetSchemaFile[] };
}

export function createAjv(opts: CreateAjvOptions = {}): Ajv {
  const root = opts.root ?? defaultRoot;
  const files = opts.files ?? { schemaFiles: readSchemaFiles(root), widgets: readWidgetSchemaFiles(root) };
  const ajvOptions: AjvOptions = {
    strict: true,
    // value.json is a union of JSON types on purpose.
    allowUnionTypes: true,
    allErrors: opts.allErrors ?? !opts.code,
    // Lint reads error.parentSchema/data to explain oneOf failures (see server/src/layout-lint/schema-errors.ts).
    verbose: !opts.code,
    // Standalone: one function per referenced schema instead of inlining it at every use (size).
    ...(opts.code ? { code: { source: true, esm: true, lines: false }, inlineRefs: false } : {}),
  };
  const ajv = new Ajv(ajvOptions);
  addFormats(ajv);
  // Annotations on widget props schemas (see contracts.md); they do not validate anything.
  ajv.addKeyword({ keyword: 'x-version', schemaType: 'number' });
  ajv.addKeyword({ keyword: 'x-events', schemaType: 'object' });
  // The operator's Chinese name and description of a widget or action (`title` is the generated type's name).
  ajv.addKeyword({ keyword: 'x-title', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-description', schemaType: 'string' });
  // Names of an `enum`'s values, for the generated constant (tools/gen-types/enum-constants.ts).
  ajv.addKeyword({ keyword: 'x-enum-names', schemaType: 'array' });
  // The kind of content an id names (a content picker's `of`), so the console picks it by title.
  ajv.addKeyword({ keyword: 'x-content-kind', schemaType: 'string' });
  const prepare = (s: JsonSchema): JsonSchema => (opts.code ? (stripAnnotations(s) as JsonSchema) : s);
  for (const f of files.schemaFiles) ajv.addSchema(prepare(forAjv(f)));
  for (const w of files.widgets) {
    const s = prepare(forAjv(w));
    ajv.addSchema(opts.relaxWidgetRequired ? withoutRequired(s) : s);
  }
  return ajv;
}

/** Resolve `ref` against `baseId`, following a JSON-pointer fragment; undefined when not found. */
export function resolveRef(byId: Map<string, JsonSchema>, baseId: string, ref: string): { id: string; schema: JsonSchema } | undefined {
  const url = new URL(ref, baseId);
  const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  const id = url.href;
  let node: unknown = byId.get(id);
  for (const seg of fragment.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node && typeof node === 'object' ? { id, schema: node as JsonSchema } : undefined;
}

/** One endpoint entry as written in a catalogue file, with the file it came from. */
export interface CatalogueEntry {
  name: string;
  entry: Record<string, unknown>;
  file: SchemaFile;
}

/**
 * The entries of every catalogue file `inCatalogue` picks, merged and sorted by name. A name defined in
 * two files is an error naming both, so engineers adding endpoints in different domain files cannot
 * shadow each other.
 */
export function mergeCatalogueFiles(files: readonly SchemaFile[], inCatalogue: (file: string) => boolean): CatalogueEntry[] {
  const found: CatalogueEntry[] = [];
  const seen = new Map<string, string>();
  for (const f of files.filter((x) => inCatalogue(x.file))) {
    const entries = (f.schema.endpoints ?? {}) as Record<string, Record<string, unknown>>;
    for (const [name, entry] of Object.entries(entries)) {
      const first = seen.get(name);
      if (first !== undefined) throw new Error(`endpoint "${name}" is defined in both ${first} and ${f.file}`);
      seen.set(name, f.file);
      found.push({ name, entry, file: f });
    }
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every app catalogue file's endpoints merged, sorted by name (mergeCatalogueFiles). */
export function readEndpoints(files: readonly SchemaFile[]): Map<string, EndpointInfo> {
  return new Map(
    mergeCatalogueFiles(files, isCatalogueFile).map(({ name, entry: e, file: f }) => [
      name,
      {
        name,
        method: String(e.method),
        path: String(e.path),
        paged: e.paged === true,
        ...(typeof e.description === 'string' ? { description: e.description } : {}),
        args: (e.args ?? {}) as JsonSchema,
        response: (e.response ?? {}) as JsonSchema,
        file: f.file,
        sourceId: f.id,
      },
    ]),
  );
}

function readActions(byId: Map<string, JsonSchema>): Map<string, string> {
  const out = new Map<string, string>();
  const actionId = idOf(ACTION_FILE);
  const union = byId.get(actionId);
  for (const branch of (union?.oneOf ?? []) as JsonSchema[]) {
    if (typeof branch.$ref !== 'string') continue;
    const target = resolveRef(byId, actionId, branch.$ref);
    const props = target?.schema.properties as Record<string, JsonSchema> | undefined;
    const name = props?.action?.const;
    if (target && typeof name === 'string') out.set(name, target.id);
  }
  return out;
}

export function buildSchemaStore(root: string = defaultRoot): SchemaStore {
  const schemaFiles = readSchemaFiles(root);
  const widgets = readWidgetSchemaFiles(root);
  const byId = new Map<string, JsonSchema>();
  for (const f of [...schemaFiles, ...widgets]) byId.set(f.id, f.schema);
  const manifest: WidgetManifest = {};
  for (const w of widgets) manifest[w.type] = { version: w.version, events: w.events };
  return {
    root,
    schemaFiles,
    widgets,
    byId,
    manifest,
    endpoints: readEndpoints(schemaFiles),
    actions: readActions(byId),
    ajv: createAjv({ root, files: { schemaFiles, widgets } }),
  };
}

const cache = new Map<string, SchemaStore>();

/** Cached per root: the first call reads the repo's schemas; `clearSchemaStoreCache` forgets them. */
export function loadSchemaStore(root: string = defaultRoot): SchemaStore {
  const key = path.resolve(root);
  let store = cache.get(key);
  if (!store) {
    store = buildSchemaStore(key);
    cache.set(key, store);
  }
  return store;
}

export function clearSchemaStoreCache(): void {
  cache.clear();
}
