// The ops-page-copies module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsPageCopyRoutes } from './page-copies.routes';
