// The ops-watch-passwords module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsWatchPasswordRoutes } from './ops-watch-passwords.routes';
