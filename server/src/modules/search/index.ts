// The search module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { reindexItems } from './search-index';
export { SEARCH_CACHE_CHANNEL } from './search-answers';
export type { SearchSource } from './search-source-names';
export { opsSearchSynonymRoutes } from './ops-search-synonyms.routes';
