// The articles module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { ARTICLE_CACHE_CHANNEL } from './articles.routes';
export { medicalColumnExists } from './articles.repository';
