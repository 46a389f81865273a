import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultRoot } from '../../schemas/schema-store';

/** Written by `npm run gen:openapi` from the endpoint catalogue (CI fails when it is stale). */
export const OPENAPI_DOCUMENT = 'contract/generated/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The API's OpenAPI 3.1 document for developers, at /api/docs/openapi.json (/api/docs leads there). Not
 * registered in production: the document lists every endpoint and argument, which a deployment need not
 * publish. No viewer page: load the JSON into any OpenAPI tool.
 */
export function apiDocsRoutes(app: FastifyInstance, options: { root?: string } = {}): void {
  const file = path.join(options.root ?? defaultRoot, OPENAPI_DOCUMENT);
  app.get(API_DOCS_PATH, async (_request, reply) => reply.redirect(`${API_DOCS_PATH}/openapi.json`));
  app.get(`${API_DOCS_PATH}/openapi.json`, async (_request, reply) => {
    // Read per request: in development the file changes under a running server with each gen:openapi.
    const text = await readFile(file, 'utf8');
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });
}
