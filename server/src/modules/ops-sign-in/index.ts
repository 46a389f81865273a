// The ops-sign-in module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsSessionRoutes } from './ops-session.routes';
