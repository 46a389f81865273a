import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRoot } from '../../schemas/schema-store';
import { signIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { API_DOCS_PATH, OPENAPI_DOCUMENT } from './api-docs.routes';

// ajv-formats is CommonJS; under vitest the default import may be the module namespace.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
const DOC_ID = 'https://openapi.boyihui.local/openapi.json';
const doc = JSON.parse(readFileSync(path.join(defaultRoot, OPENAPI_DOCUMENT), 'utf8')) as Json;

// The document is one JSON Schema 2020-12 resource for ajv: its answers' schemas are compiled by JSON pointer,
// so their `#/components/...` refs resolve inside it. Not strict: the OpenAPI fields around the schemas are
// not schema keywords.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: DOC_ID });

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The document's answer for (method, path template, status): the exact status, else its range (4XX, 5XX). */
function answerPointer(method: string, template: string, status: number): string {
  const operation = ((doc.paths as Json)[template] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
  if (!operation) throw new Error(`the document has no ${method} ${template}`);
  const responses = operation.responses as Record<string, Json>;
  const key = String(status) in responses ? String(status) : `${String(status)[0]}XX`;
  const response = responses[key];
  if (!response) throw new Error(`${method} ${template} documents no ${status} answer`);
  if (typeof response.$ref === 'string') return `${response.$ref}/content/application~1json/schema`;
  return `#/paths/${pointerEscape(template)}/${method.toLowerCase()}/responses/${key}/content/application~1json/schema`;
}

/** Checks a real answer against the document; the message names every mismatch. */
function expectDocumented(method: string, template: string, answer: { statusCode: number; body: string }): void {
  const validate = ajv.getSchema(`${DOC_ID}${answerPointer(method, template, answer.statusCode)}`);
  if (!validate) throw new Error(`no schema for ${method} ${template} ${answer.statusCode}`);
  const body: unknown = JSON.parse(answer.body);
  expect(validate(body), `${method} ${template} → ${answer.statusCode} ${answer.body.slice(0, 200)}\n${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
}

describe.each(testDatabases())('the OpenAPI document against the real server on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await openTestApp(kind);
    headers = (await signIn(t.database, '13800000023')).headers;
  });
  afterAll(() => t.close());

  it('describes the home payload and a paged list with a path parameter as they are answered', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/course/api/home' });
    expect(home.statusCode).toBe(200);
    expectDocumented('GET', '/course/api/home', home);
    const channels = JSON.parse((await t.app.inject({ method: 'GET', url: '/course/api/channel?origin_type=1' })).body) as { data: { list: { id: number }[] } };
    const id = channels.data.list[0]?.id;
    expect(id).toBeGreaterThan(0);
    const page = await t.app.inject({ method: 'GET', url: `/course/api/channel/${id}?page=1&pageSize=5` });
    expect(page.statusCode).toBe(200);
    expectDocumented('GET', '/course/api/channel/{id}', page);
  });

  it('describes the signed-in profile, and the 401 a guest gets instead, through the access token header', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/user/api/profile' });
    expect(guest.statusCode).toBe(401);
    expectDocumented('GET', '/user/api/profile', guest);
    const scheme = ((doc.components as Json).securitySchemes as Record<string, Json>).accessToken;
    const user = await t.app.inject({ method: 'GET', url: '/user/api/profile', headers: { [String(scheme.name)]: headers['x-token'] } });
    expect(user.statusCode).toBe(200);
    expectDocumented('GET', '/user/api/profile', user);
  });

  it('describes a refused argument (400) and a refusal answered with HTTP 200 (a wrong login code, posted as a form)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/course/api/channel/0' });
    expect(bad.statusCode).toBe(400);
    expectDocumented('GET', '/course/api/channel/{id}', bad);
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/user/api/check-verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=13800000023&code=0000',
    });
    expect(wrongCode.statusCode).toBe(200);
    expect((JSON.parse(wrongCode.body) as { code: number }).code).not.toBe(0);
    expectDocumented('POST', '/user/api/check-verify', wrongCode);
  });

  it('fails an answer that does not match (the check is real)', () => {
    const validate = ajv.getSchema(`${DOC_ID}${answerPointer('GET', '/course/api/home', 200)}`)!;
    expect(validate({ code: 0, message: 'success', data: { banners: 'not a list' } })).toBe(false);
    expect(validate({ code: 0, message: 'success' })).toBe(false);
  });

  it('serves the document at /api/docs/openapi.json outside production, /api/docs leading there', async () => {
    const json = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/openapi.json` });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(json.body)).toEqual(doc);
    const index = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe(`${API_DOCS_PATH}/openapi.json`);
  });
});

describe('the OpenAPI document in production', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // A built client too, so the check covers the SPA fallback: /api/docs must not get index.html either.
    clientDir = mkdtempSync(path.join(tmpdir(), 'boyihui-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>博医荟</title></head><body></body></html>');
    t = await openTestApp('pglite', { config: { NODE_ENV: 'production', clientDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('still answers client routes with the page (the fallback is there)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/mine' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is not served: /api/docs answers the JSON 404 of an unknown API path', async () => {
    for (const url of [API_DOCS_PATH, `${API_DOCS_PATH}/openapi.json`]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ code: 404, message: '接口不存在' });
    }
  });
});
