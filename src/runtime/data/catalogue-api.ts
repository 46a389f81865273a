// The catalogue's endpoints as the app uses them: the generated definitions (generated/catalogue-api.ts,
// one per catalogue entry) plus the few per-endpoint behaviours a schema cannot describe — cache
// lifecycles and merges — kept in hand-written tables and merged into a definition as it is injected.
//
// An endpoint is injected into the api the first time something asks for it. Building all ~150 of them
// (thunks, selectors, matchers, hooks) took about a quarter of the entry's start-up work on a phone,
// before the first screen, which uses five (docs/bench.md, "The first load's main thread").
import type { EndpointName } from '../../../contract/generated/endpoints';
import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { api, type ApiBuilder } from './api';
import { catalogueDefinitions, type CatalogueDefinitions } from './generated/catalogue-api';
import { liveChatEndpoints } from './live-chat-cache';

/** The api's type with every catalogue endpoint injected: what `catalogueEndpoint` hands out, by name. */
export type CatalogueApi = ReturnType<typeof api.injectEndpoints<CatalogueDefinitions>>;
export type CatalogueEndpoints = CatalogueApi['endpoints'];

const behaviours: { [N in EndpointName]?: Partial<CatalogueDefinitions[N]> } = liveChatEndpoints(() => catalogueEndpoint('listLiveChat'));

type AnyDefinition = EndpointDefinitions[string];

function inject(name: EndpointName): void {
  // TypeScript cannot pair a name with its own definition across the union of every name; the generated
  // table and the behaviours are typed per name above.
  const define = catalogueDefinitions[name] as (build: ApiBuilder) => AnyDefinition;
  const extra = behaviours[name] as Partial<AnyDefinition> | undefined;
  api.injectEndpoints({ endpoints: (build) => ({ [name]: { ...define(build), ...extra } as AnyDefinition }) });
}

/** A catalogue endpoint by name, injected into the api on first use. */
export function catalogueEndpoint<N extends EndpointName>(name: N): CatalogueEndpoints[N] {
  // The api's own type lists no catalogue endpoint: what it holds at run time is what was injected so far.
  const injected = api.endpoints as Partial<CatalogueEndpoints>;
  if (!injected[name]) inject(name);
  return (api.endpoints as CatalogueEndpoints)[name];
}
