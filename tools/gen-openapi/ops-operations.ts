// The operator API (schemas/api/ops-endpoints) in the OpenAPI document: one operation per ops endpoint, its
// params/query/body as written in the catalogue, its answer in the envelope, every operation tagged ops-<domain>
// and, but for the sign-in itself, needing the operator's session cookie.
import path from 'node:path';
import type { JsonSchema } from '../../server/src/schemas/schema-store';
import type { OpsEndpointInfo } from '../../server/src/schemas/ops-catalogue';
import { toJsonSchema2020, type ComponentPointers } from './json-schema-2020';

/** The security scheme: the httpOnly cookie a sign-in (createOpsSession) sets, sent to /ops/api only. */
export const OPS_SESSION_SCHEME = 'ops_session';

export const opsSessionScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: 'ops_session',
  description:
    "The operator console's session, set by POST /ops/api/session (createOpsSession). Operator routes refuse app users' tokens (x-token or Bearer) with 403.",
};

/** Tag of an ops endpoint: "ops-" + its catalogue file's name, so operator operations never mix with the app's. */
export function opsTagOf(e: OpsEndpointInfo): string {
  return `ops-${path.posix.basename(e.file, '.json')}`;
}

function parameters(e: OpsEndpointInfo, where: 'path' | 'query', schema: JsonSchema | undefined): JsonSchema[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }));
}

const ACCESS_TEXT: Record<OpsEndpointInfo['access'], string> = {
  public: 'Needs no session.',
  operator: 'Needs a signed-in operator (401 without one).',
  publisher: 'Needs a signed-in publisher or admin (401 without a session, 403 for an editor).',
  admin: 'Needs a signed-in admin (401 without a session, 403 for an editor or publisher).',
};

export function opsOperation(e: OpsEndpointInfo, pointers: ComponentPointers): JsonSchema {
  const convert = (s: unknown) => toJsonSchema2020(s, e.sourceId, pointers) as JsonSchema;
  const params = e.params ? convert(e.params) : undefined;
  const query = e.query ? convert(e.query) : undefined;
  const all = [...parameters(e, 'path', params), ...parameters(e, 'query', query)];
  const description = [e.description, ACCESS_TEXT[e.access]].filter(Boolean).join(' ');
  return {
    operationId: e.name,
    summary: e.title ?? e.name,
    description,
    tags: [opsTagOf(e)],
    security: e.access === 'public' ? [{}] : [{ [OPS_SESSION_SCHEME]: [] }],
    'x-ops-access': e.access,
    ...(all.length ? { parameters: all } : {}),
    ...(e.body ? { requestBody: { required: true, content: { [e.contentType]: { schema: convert(e.body) } } } } : {}),
    responses: {
      '200': {
        description: 'The answer',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'message', 'data'],
              properties: { code: { const: 0 }, message: { type: 'string' }, data: convert(e.response) },
            },
          },
        },
      },
      '4XX': { $ref: '#/components/responses/ClientError' },
      '5XX': { $ref: '#/components/responses/ServerError' },
    },
  };
}
