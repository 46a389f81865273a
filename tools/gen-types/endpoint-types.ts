// The typed RTK Query definitions of the endpoint catalogue: one `build.query` / `build.infiniteQuery` /
// `build.mutation` per endpoint, typed by the generated `EndpointArgs` / `EndpointResults` maps, so every
// hook and `initiate` is typed by the catalogue. Each is a function of the builder, so the app injects an
// endpoint when it first uses it (src/runtime/data/catalogue-api.ts), not all of them while it starts.
// Written into src/ because it builds on the client's api.
import type { EndpointInfo } from '../../server/src/schemas/schema-store';
import { GENERATED_HEADER } from './validators';

export const CATALOGUE_API_FILE = 'src/runtime/data/generated/catalogue-api.ts';

function definition(e: EndpointInfo): string {
  const { name } = e;
  if (e.paged) return `  ${name}: (build: ApiBuilder) => build.infiniteQuery<R['${name}'], A['${name}'], number>(pagedQueryOf('${name}')),`;
  if (e.method === 'GET') return `  ${name}: (build: ApiBuilder) => build.query<R['${name}'], CallArgs<'${name}'>>(queryOf('${name}')),`;
  return `  ${name}: (build: ApiBuilder) => build.mutation<R['${name}'], CallArgs<'${name}'>>(mutationOf('${name}')),`;
}

/** Repo-relative path → content of the typed catalogue api (sorted by endpoint name, as the catalogue). */
export function catalogueApiFiles(endpoints: readonly EndpointInfo[]): Map<string, string> {
  const body = `${GENERATED_HEADER}
import type { EndpointArgs as A, EndpointResults as R } from '../../../../contract/generated/endpoints';
import type { ApiBuilder } from '../api';
import { mutationOf, pagedQueryOf, queryOf, type CallArgs } from '../catalogue-definitions';

/** Every catalogue endpoint's definition under its name: paged ones as infinite queries, GETs as queries, the rest as mutations. */
export const catalogueDefinitions = {
${endpoints.map(definition).join('\n')}
};

/** The definitions as the api holds them once injected. */
export type CatalogueDefinitions = { [N in keyof typeof catalogueDefinitions]: ReturnType<(typeof catalogueDefinitions)[N]> };
`;
  return new Map([[CATALOGUE_API_FILE, body]]);
}
