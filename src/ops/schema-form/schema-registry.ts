// Every JSON Schema of the repository (schemas/ and each widget's props schema), bundled into the
// console's own chunk only. The console builds its forms from the same files the deployed client was
// built with, and resolves their relative $refs here (no ajv in the browser: the CSP forbids eval).

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  definitions?: Record<string, JsonSchema>;
  'x-version'?: number;
  'x-events'?: Record<string, string>;
  /** The operator's Chinese name of a widget or action (`title` names the generated type). */
  'x-title'?: string;
  /** The operator's description, where `description` speaks to developers. */
  'x-description'?: string;
} & Record<string, unknown>;

/** A schema with the repository path of the file it came from (relative $refs resolve against it). */
export interface SchemaAt {
  schema: JsonSchema;
  file: string;
}

export type SchemaFiles = Record<string, JsonSchema>;

const globbed = {
  ...import.meta.glob<JsonSchema>('../../../schemas/**/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<JsonSchema>('../../../widgets/*/*.schema.json', { eager: true, import: 'default' }),
};

/** Keys are repository paths: schemas/actions/navigate.json, widgets/section/section.schema.json. */
export const repositorySchemas: SchemaFiles = Object.fromEntries(Object.entries(globbed).map(([key, schema]) => [key.replace(/^(\.\.\/)+/, ''), schema]));

function joinPath(fromFile: string, relative: string): string {
  const parts = fromFile.split('/');
  parts.pop();
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function pointer(root: JsonSchema, fragment: string): JsonSchema | undefined {
  let current: unknown = root;
  for (const raw of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  }
  return current as JsonSchema | undefined;
}

/** Follows $ref chains (file-relative and #/pointers) until a schema without $ref; unknown → undefined. */
export function resolveRef(at: SchemaAt, files: SchemaFiles = repositorySchemas): SchemaAt | undefined {
  let current = at;
  for (let hops = 0; hops < 16; hops += 1) {
    const ref = current.schema.$ref;
    if (!ref) return current;
    const [filePart, fragment = ''] = ref.split('#');
    const file = filePart ? joinPath(current.file, filePart) : current.file;
    const root = files[file];
    if (!root) return undefined;
    const target = fragment ? pointer(root, fragment) : root;
    if (!target) return undefined;
    // Keep the referring schema's own description (operators' wording) over the target's.
    const description = current.schema.description ?? target.description;
    current = { schema: { ...target, ...(description ? { description } : {}) }, file };
  }
  return undefined;
}

/** The props schema of a widget by its folder name. */
export function widgetSchemaFile(widget: string): string {
  return `widgets/${widget}/${widget}.schema.json`;
}

export function widgetSchema(widget: string, files: SchemaFiles = repositorySchemas): SchemaAt | undefined {
  const file = widgetSchemaFile(widget);
  const schema = files[file];
  return schema ? { schema, file } : undefined;
}

/** Every action type with its schema (schemas/actions/<type>.json; action.json is the union). */
export function actionSchemas(files: SchemaFiles = repositorySchemas): Map<string, SchemaAt> {
  const result = new Map<string, SchemaAt>();
  for (const [file, schema] of Object.entries(files)) {
    if (!file.startsWith('schemas/actions/') || file.endsWith('/action.json')) continue;
    const type = (schema.properties?.action as JsonSchema | undefined)?.const;
    if (typeof type === 'string') result.set(type, { schema, file });
  }
  return new Map([...result.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

export interface EndpointInfo {
  name: string;
  /** The operator's name of the endpoint (x-title); the name when it has none. */
  title: string;
  description?: string;
  paged: boolean;
  method: string;
  /** Path with {param} placeholders, e.g. /course/api/channel/{id}/home. */
  path: string;
  args?: SchemaAt;
  response?: SchemaAt;
}

/** Every endpoint of the catalogue (schemas/api/endpoints/<domain>.json) with its args schema. */
export function endpointInfos(files: SchemaFiles = repositorySchemas): EndpointInfo[] {
  const result: EndpointInfo[] = [];
  for (const [file, schema] of Object.entries(files)) {
    if (!/^schemas\/api\/endpoints\/[^/]+\.json$/.test(file)) continue;
    const endpoints = (schema.endpoints ?? {}) as Record<
      string,
      { 'x-title'?: string; description?: string; paged?: boolean; method?: string; path?: string; args?: JsonSchema; response?: JsonSchema }
    >;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      result.push({
        name,
        title: endpoint['x-title'] ?? name,
        description: endpoint.description,
        paged: Boolean(endpoint.paged),
        method: endpoint.method ?? 'GET',
        path: endpoint.path ?? '',
        args: endpoint.args ? { schema: endpoint.args, file } : undefined,
        response: endpoint.response ? { schema: endpoint.response, file } : undefined,
      });
    }
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

/** What value references read besides $data and $item: $route, $state and $event (declared once for lint and the console). */
export const REFERENCE_SCOPE_FILE = 'schemas/layout/reference-scope.json';

export function referenceScope(files: SchemaFiles = repositorySchemas): SchemaAt | undefined {
  const schema = files[REFERENCE_SCOPE_FILE];
  return schema ? { schema, file: REFERENCE_SCOPE_FILE } : undefined;
}
