import { afterAll, describe, expect, it } from 'vitest';
import { lintLayoutDocument } from '../layout-lint/lint-layout';
import { makeTempRoot } from '../testing/temp-root';
import { buildSchemaStore, idOf, resolveRef } from './schema-store';

const LIVE_FILE = 'schemas/api/endpoints/talks.json';
const liveCatalogue = {
  $schema: '../endpoint-catalogue.schema.json',
  endpoints: {
    listArchivedTalks: {
      method: 'GET',
      path: '/talk/api/archive',
      description: 'Archived talks (a fixture domain file).',
      args: { type: 'object', additionalProperties: false, properties: {} },
      response: { $ref: '../../entities/live-list.json' },
    },
  },
};

const tmp = makeTempRoot();
tmp.write(LIVE_FILE, liveCatalogue);
afterAll(() => tmp.remove());

describe('schema store: endpoint catalogue folder', () => {
  it('merges every schemas/api/endpoints/<domain>.json, sorted by name, each knowing its file', () => {
    const { endpoints, byId } = buildSchemaStore(tmp.dir);
    const names = [...endpoints.keys()];
    expect(names).toEqual([...names].sort());
    expect(endpoints.get('getHome')).toMatchObject({ file: 'schemas/api/endpoints/home.json', sourceId: idOf('schemas/api/endpoints/home.json') });
    const replays = endpoints.get('listArchivedTalks')!;
    expect(replays).toMatchObject({ file: LIVE_FILE, sourceId: idOf(LIVE_FILE), method: 'GET', paged: false });
    const target = resolveRef(byId, replays.sourceId, replays.response.$ref as string);
    expect(target?.id).toBe(idOf('schemas/entities/live-list.json'));
  });

  it('refuses an endpoint name defined in two files, naming both', () => {
    const dup = makeTempRoot();
    try {
      dup.write('schemas/api/endpoints/zz-dup.json', { endpoints: { getHome: liveCatalogue.endpoints.listArchivedTalks } });
      expect(() => buildSchemaStore(dup.dir)).toThrow(
        'endpoint "getHome" is defined in both schemas/api/endpoints/home.json and schemas/api/endpoints/zz-dup.json',
      );
    } finally {
      dup.remove();
    }
  });

  it('lint checks bindings of an endpoint from another domain file against its response', () => {
    const doc = (id: string) => ({
      schemaVersion: 1,
      id: 'live-replays',
      data: { replays: { endpoint: 'listArchivedTalks' }, ch: { endpoint: 'getChannelHome', args: { id } } },
      body: [],
    });
    expect(lintLayoutDocument(doc('$data.replays.list.0.id'), { root: tmp.dir })).toEqual([]);
    expect(lintLayoutDocument(doc('$data.replays.lizt.0.id'), { root: tmp.dir })).toMatchObject([
      {
        kind: 'binding-path',
        path: '/data/ch/args/id',
        message: '"$data.replays.lizt.0.id"：接口 listArchivedTalks 返回的数据中，$data.replays 下没有「lizt」',
      },
    ]);
  });
});
