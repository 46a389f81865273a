import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { readOpsEndpoints } from '../../server/src/schemas/ops-catalogue';
import { defaultRoot, idOf, readEndpoints, readSchemaFiles } from '../../server/src/schemas/schema-store';
import { makeTempRoot } from '../../server/src/testing/temp-root';
import { isStale, OPENAPI_FILE, openApiText, writeOpenApi } from './gen-openapi';
import { toJsonSchema2020 } from './json-schema-2020';

type Json = Record<string, unknown>;
const committed = JSON.parse(readFileSync(path.join(defaultRoot, OPENAPI_FILE), 'utf8')) as Json;
const tmp = makeTempRoot();
afterAll(() => tmp.remove());

async function validate(doc: Json): Promise<{ valid: boolean; errors?: unknown }> {
  return new Validator().validate(structuredClone(doc));
}

function operations(doc: Json): Json[] {
  return Object.values(doc.paths as Record<string, Record<string, Json>>).flatMap((item) => Object.values(item));
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (every $ref resolves), and the validator refuses a broken one', async () => {
    expect(committed.openapi).toBe('3.1.0');
    expect(await validate(committed)).toEqual({ valid: true });
    const broken = structuredClone(committed);
    (broken.components as { schemas: Json }).schemas = {};
    expect((await validate(broken)).valid).toBe(false);
  }, 60_000);

  it('has one operation per catalogue endpoint, with its path parameters, query or body, and the security schemes', () => {
    const endpoints = readEndpoints(readSchemaFiles(defaultRoot));
    const ops = operations(committed).filter((op) => !(op.tags as string[])[0].startsWith('ops-'));
    expect(ops.map((op) => op.operationId).sort()).toEqual([...endpoints.keys()].sort());
    const listChannelContent = (committed.paths as Record<string, Record<string, Json>>)['/course/api/channel/{id}'].get;
    expect(listChannelContent.parameters).toContainEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
    expect(listChannelContent.parameters).toContainEqual(expect.objectContaining({ name: 'page', in: 'query', required: false }));
    const checkVerify = (committed.paths as Record<string, Record<string, Json>>)['/user/api/check-verify'].post;
    const form = (checkVerify.requestBody as { content: Record<string, { schema: Json }> }).content['application/x-www-form-urlencoded'].schema;
    expect(form.required).toEqual(['mobile', 'code']);
    expect(checkVerify.parameters).toBeUndefined();
    const schemes = (committed.components as { securitySchemes: Json }).securitySchemes;
    expect(schemes).toMatchObject({ accessToken: { type: 'apiKey', in: 'header', name: 'x-token' }, bearerToken: { type: 'http', scheme: 'bearer' } });
  });

  it('has the operator API: one operation per ops endpoint, tagged ops-*, needing the ops_session cookie but to sign in', () => {
    const opsEndpoints = readOpsEndpoints(readSchemaFiles(defaultRoot));
    const ops = operations(committed).filter((op) => (op.tags as string[])[0].startsWith('ops-') && op['x-protocol'] === undefined);
    expect(ops.map((op) => op.operationId).sort()).toEqual([...opsEndpoints.keys()].sort());
    // The tus endpoint, outside the catalogue, is listed too: creation, offset, pieces, cancel.
    const tus = operations(committed).filter((op) => op['x-protocol'] === 'tus 1.0.0');
    expect(tus.map((op) => op.operationId).sort()).toEqual([
      'createOpsVideoUpload',
      'deleteOpsVideoUpload',
      'getOpsVideoUploadOffset',
      'sendOpsVideoUploadPiece',
    ]);
    expect((committed.components as { securitySchemes: Json }).securitySchemes).toMatchObject({
      ops_session: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
    });
    const paths = committed.paths as Record<string, Record<string, Json>>;
    expect(paths['/ops/api/session'].post.security).toEqual([{}]);
    const publish = paths['/ops/api/layouts/{id}/publish'].post;
    expect(publish).toMatchObject({ operationId: 'publishOpsLayout', tags: ['ops-layouts'], security: [{ ops_session: [] }], 'x-ops-access': 'publisher' });
    expect(publish.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    const upload = paths['/ops/api/uploads'].post.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(
      ops
        .filter((op) => op.operationId !== 'createOpsSession' && op.operationId !== 'deleteOpsSession')
        .every((op) => JSON.stringify(op.security) === '[{"ops_session":[]}]'),
    ).toBe(true);
  });

  it('reuses the schema files as components in JSON Schema 2020-12 (no draft-07 $schema, $id or file refs left)', () => {
    const text = JSON.stringify(committed);
    expect(text).not.toContain('draft-07');
    expect(text).not.toMatch(/"\$id"/);
    const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
    const schemas = (committed.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.HomePayload['x-source']).toBe('schemas/entities/home-payload.json');
  });

  it('converts the draft-07 keywords that 2020-12 renamed, and points refs at components', () => {
    const base = idOf('schemas/entities/thing.json');
    const pointers = new Map([
      [base, '#/components/schemas/Thing'],
      [idOf('schemas/entities/other.json'), '#/components/schemas/Other'],
    ]);
    const converted = toJsonSchema2020(
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'entities/thing.json',
        definitions: { id: { type: 'integer' } },
        properties: {
          definitions: { $ref: '#/definitions/id' },
          pair: { type: 'array', items: [{ type: 'string' }, { $ref: './other.json' }], additionalItems: false },
          list: { type: 'array', items: { $ref: 'other.json#/definitions/x' } },
        },
        dependencies: { a: ['b'], c: { required: ['d'] } },
      },
      base,
      pointers,
    );
    expect(converted).toEqual({
      $defs: { id: { type: 'integer' } },
      properties: {
        definitions: { $ref: '#/components/schemas/Thing/$defs/id' },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { $ref: '#/components/schemas/Other' }], items: false },
        list: { type: 'array', items: { $ref: '#/components/schemas/Other/$defs/x' } },
      },
      dependentRequired: { a: ['b'] },
      dependentSchemas: { c: { required: ['d'] } },
    });
    expect(() => toJsonSchema2020({ $ref: '../nowhere.json' }, base, pointers)).toThrow(/schemas\/nowhere\.json, which is not a schema file/);
  });
});

describe('gen:openapi --check', () => {
  it('finds the committed file current, then stale when a schema changes, and writes it anew', () => {
    expect(isStale(defaultRoot), `${OPENAPI_FILE} is stale: run npm run gen:openapi`).toBe(false);
    tmp.write('package.json', { version: '9.9.9' });
    expect(isStale(tmp.dir)).toBe(true);
    expect(writeOpenApi(tmp.dir)).toBe(true);
    expect(isStale(tmp.dir)).toBe(false);
    const banner = path.join(tmp.dir, 'schemas/entities/banner.json');
    const schema = JSON.parse(readFileSync(banner, 'utf8')) as { properties: Json };
    schema.properties.subtitle = { type: 'string' };
    tmp.write('schemas/entities/banner.json', schema);
    expect(isStale(tmp.dir)).toBe(true);
    expect(openApiText(tmp.dir)).toContain('"subtitle"');
  }, 60_000);

  it('refuses an endpoint whose path names a parameter its args lack', () => {
    tmp.write('schemas/api/endpoints/broken.json', {
      endpoints: { getBroken: { method: 'GET', path: '/x/api/broken/{id}', args: { type: 'object', properties: {} }, response: { type: 'object' } } },
    });
    expect(() => openApiText(tmp.dir)).toThrow(/getBroken's path has \{id\} but its args have no "id"/);
  });
});
