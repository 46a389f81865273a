// The views module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export type { UniqueViews } from './unique-views';
export { viewerOf } from './viewer';
