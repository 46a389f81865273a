import { describe, expect, it } from 'vitest';
import type { EndpointInfo } from '../../server/src/schemas/schema-store';
import { CATALOGUE_API_FILE, catalogueApiFiles } from './endpoint-types';

function endpoint(name: string, method: string, paged = false): EndpointInfo {
  return { name, method, path: `/x/${name}`, paged, args: {}, response: {}, file: 'schemas/api/endpoints/x.json', sourceId: 'x' };
}

describe('catalogue api generation', () => {
  it('defines every endpoint with its own argument and answer types: infinite lists, queries and mutations', () => {
    const files = catalogueApiFiles([endpoint('getThing', 'GET'), endpoint('listThings', 'GET', true), endpoint('saveThing', 'POST')]);
    expect([...files.keys()]).toEqual([CATALOGUE_API_FILE]);
    const text = files.get(CATALOGUE_API_FILE)!;
    expect(text).toContain("getThing: (build: ApiBuilder) => build.query<R['getThing'], CallArgs<'getThing'>>(queryOf('getThing')),");
    expect(text).toContain("listThings: (build: ApiBuilder) => build.infiniteQuery<R['listThings'], A['listThings'], number>(pagedQueryOf('listThings')),");
    expect(text).toContain("saveThing: (build: ApiBuilder) => build.mutation<R['saveThing'], CallArgs<'saveThing'>>(mutationOf('saveThing')),");
    expect(text).not.toMatch(/\) as /);
  });
});
