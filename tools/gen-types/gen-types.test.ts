import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempRoot, TEST_WIDGETS } from '../../server/src/testing/temp-root';
import { generateAll, GENERATED_DIR, staleFiles, writeGenerated } from './gen-types';

const tmp = makeTempRoot({ widgets: TEST_WIDGETS });
const bare = makeTempRoot();
const domains = makeTempRoot();
afterAll(() => {
  tmp.remove();
  bare.remove();
  domains.remove();
});

interface ValidatorsModule {
  validateLayoutDocument: ((d: unknown) => boolean) & { errors?: unknown[] | null };
  validateAction: (d: unknown) => boolean;
}

interface PropsValidatorModule {
  validateProps: (d: unknown) => boolean;
}

/** Imports a generated module from its text, as the browser would (no loader, no ajv); T is what the test expects of it. */
async function importGenerated<T>(dir: string, name: string, js: string): Promise<T> {
  const file = path.join(dir, name);
  writeFileSync(file, js);
  return (await import(pathToFileURL(file).href)) as T;
}

describe('gen-types', () => {
  it('writes every file, then --check finds nothing stale, then detects a stale file', async () => {
    await writeGenerated(tmp.dir);
    expect(await staleFiles(tmp.dir)).toEqual([]);
    const banner = path.join(tmp.dir, 'schemas/entities/banner.json');
    const schema = JSON.parse(readFileSync(banner, 'utf8'));
    schema.properties.subtitle = { type: 'string' };
    writeFileSync(banner, JSON.stringify(schema));
    expect(await staleFiles(tmp.dir)).toContain(`${GENERATED_DIR}/schema-types.ts`);
    // A props file for a widget that no longer exists is stale too.
    tmp.write(`${GENERATED_DIR}/widgets/gone.props.ts`, '// old\n');
    expect(await staleFiles(tmp.dir)).toContain(`${GENERATED_DIR}/widgets/gone.props.ts`);
    tmp.write(`${GENERATED_DIR}/widget-validators/gone.js`, '// old\n');
    expect(await staleFiles(tmp.dir)).toContain(`${GENERATED_DIR}/widget-validators/gone.js`);
  }, 60_000);

  it('declares each type once and imports shared ones', async () => {
    const files = await generateAll(tmp.dir);
    const card = files.get(`${GENERATED_DIR}/widgets/test-card.props.ts`)!;
    expect(card).toMatch(/^\/\/ generated — do not edit; run npm run gen:types/);
    expect(card).toContain("import type { ContentItem } from '../schema-types';");
    expect(card).toContain('export interface TestCardProps');
    expect(card).not.toContain('interface ContentItem');
    const endpoints = files.get(`${GENERATED_DIR}/endpoints.ts`)!;
    expect(endpoints).toContain('export interface ListChannelContentArgs');
    expect(endpoints).toContain('getHome: HomePayload;');
    // The temp root copies the real catalogue, which grows; assert membership, not the whole union.
    const paged = /export type PagedEndpointName = ([^;]*);/.exec(endpoints)?.[1] ?? '';
    expect(paged).toContain("'listChannelContent'");
    expect(paged).toContain("'listContentSelect'");
    expect(paged).not.toContain("'getHome'");
    const names = [...files.values()].flatMap((c) => [...c.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]));
    expect(names.length).toBe(new Set(names).size);
    expect(JSON.parse(files.get(`${GENERATED_DIR}/widget-manifest.json`)!)).toEqual({
      'test-card': { version: 2, events: ['select'] },
      'test-list': { version: 1, events: [] },
    });
  }, 60_000);

  it('merges every endpoint catalogue file, resolving refs against each file', async () => {
    domains.write('schemas/api/endpoints/talks.json', {
      $schema: '../endpoint-catalogue.schema.json',
      endpoints: {
        listArchivedTalks: {
          method: 'GET',
          path: '/talk/api/archive',
          paged: true,
          args: { type: 'object', properties: { page: { type: 'integer' } } },
          response: { $ref: '../../entities/live-list.json' },
        },
      },
    });
    const endpoints = (await generateAll(domains.dir)).get(`${GENERATED_DIR}/endpoints.ts`)!;
    expect(endpoints).toContain('  listArchivedTalks: { method: "GET", path: "/talk/api/archive", paged: true },');
    expect(endpoints).toContain('getHome: HomePayload;');
    expect(endpoints).toContain('listArchivedTalks: LiveList;');
    expect(endpoints).toContain('export interface ListArchivedTalksArgs');
    expect(/export type PagedEndpointName = ([^;]*);/.exec(endpoints)?.[1]).toContain("'listArchivedTalks'");
  }, 60_000);

  it('works with no widgets at all', async () => {
    const files = await generateAll(bare.dir);
    expect(files.get(`${GENERATED_DIR}/widget-manifest.json`)).toBe('{}\n');
    expect([...files.keys()].filter((file) => file.includes('widget-validators'))).toEqual([]);
  }, 60_000);

  it('bundles CSP-safe validators without require( that validate documents and props', async () => {
    const files = await generateAll(tmp.dir);
    const js = files.get(`${GENERATED_DIR}/validators.js`)!;
    expect(js).not.toMatch(/(^|[^\w$.'"])require\(/m);
    expect(js).not.toMatch(/new Function|\beval\(/);
    expect(js).not.toMatch(/from ["']ajv/);
    const v = await importGenerated<ValidatorsModule>(tmp.dir, 'validators-under-test.mjs', js);
    const propsJs = files.get(`${GENERATED_DIR}/widget-validators/test-card.js`)!;
    expect(propsJs).not.toMatch(/(^|[^\w$.'"])require\(|new Function|\beval\(/m);
    const card = await importGenerated<PropsValidatorModule>(tmp.dir, 'test-card-under-test.mjs', propsJs);
    const good = { schemaVersion: 1, id: 'home-new', body: [{ id: 'a', widget: 'test-card', on: { select: [{ action: 'toast', text: 'hi' }] } }] };
    expect(v.validateLayoutDocument(good)).toBe(true);
    expect(v.validateLayoutDocument({ schemaVersion: 1, id: 'Bad Id', body: [] })).toBe(false);
    expect(v.validateLayoutDocument.errors?.length).toBeGreaterThan(0);
    expect(v.validateAction({ action: 'toast' })).toBe(false);
    // Required props are not checked (bound data may still be loading); wrong types are.
    expect(card.validateProps({})).toBe(true);
    expect(card.validateProps({ title: 3 })).toBe(false);
  }, 60_000);

  it('inlines the string-length helper when a props schema uses maxLength (no require left)', async () => {
    const limited = makeTempRoot({
      widgets: {
        'short-title': {
          title: 'ShortTitleProps',
          type: 'object',
          'x-version': 1,
          additionalProperties: false,
          properties: { title: { type: 'string', maxLength: 4 } },
        },
      },
    });
    try {
      const files = await generateAll(limited.dir);
      const { validateProps } = await importGenerated<PropsValidatorModule>(
        limited.dir,
        'short-title.mjs',
        files.get(`${GENERATED_DIR}/widget-validators/short-title.js`)!,
      );
      expect(validateProps({ title: '心血管' })).toBe(true);
      expect(validateProps({ title: '心血管内科学' })).toBe(false);
    } finally {
      limited.remove();
    }
  }, 60_000);
});
