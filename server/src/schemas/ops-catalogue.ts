// The operator API's endpoint catalogue (schemas/api/ops-endpoints/<domain>.json, shape in
// schemas/api/ops-endpoint-catalogue.schema.json): every /ops/api route with its request and answer
// schemas. The server registers the routes from it, gen-types and gen-openapi read it too.
import { mergeCatalogueFiles, OPS_CATALOGUE_DIR, type JsonSchema, type SchemaFile } from './schema-store';

export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone (signing in and out), any signed-in operator, publishers (and admins), or admins only. */
export type OpsAccess = 'public' | 'operator' | 'publisher' | 'admin';

export const OPS_MULTIPART = 'multipart/form-data';

export interface OpsEndpointInfo {
  name: string;
  method: OpsMethod;
  /** Full path with {param} placeholders, e.g. /ops/api/layouts/{id}/draft. */
  path: string;
  access: OpsAccess;
  /** The request body's media type: application/json, or multipart/form-data (read by the handler). */
  contentType: string;
  /** False when the answer goes out without a serializer schema (see the meta-schema). */
  serializeResponse: boolean;
  title?: string;
  description?: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  response: JsonSchema;
  /** Repo-relative catalogue file defining it. */
  file: string;
  /** Absolute id of that file: the base every `$ref` inside the schemas resolves against. */
  sourceId: string;
}

export function isOpsCatalogueFile(file: string): boolean {
  return file.startsWith(`${OPS_CATALOGUE_DIR}/`);
}

/** Every ops catalogue file's endpoints merged, sorted by name (a name defined twice is an error naming both files). */
export function readOpsEndpoints(files: readonly SchemaFile[]): Map<string, OpsEndpointInfo> {
  return new Map(
    mergeCatalogueFiles(files, isOpsCatalogueFile).map(({ name, entry: e, file: f }) => {
      const schema = (key: string) => (e[key] && typeof e[key] === 'object' ? { [key]: e[key] as JsonSchema } : {});
      const info: OpsEndpointInfo = {
        name,
        // The meta-schema restricts method and access to these values.
        method: String(e.method) as OpsMethod,
        path: String(e.path),
        access: String(e.access) as OpsAccess,
        contentType: typeof e.contentType === 'string' ? e.contentType : 'application/json',
        serializeResponse: e.serializeResponse !== false,
        ...(typeof e['x-title'] === 'string' ? { title: e['x-title'] } : {}),
        ...(typeof e.description === 'string' ? { description: e.description } : {}),
        ...schema('params'),
        ...schema('query'),
        ...schema('body'),
        response: (e.response ?? {}) as JsonSchema,
        file: f.file,
        sourceId: f.id,
      };
      return [name, info];
    }),
  );
}
