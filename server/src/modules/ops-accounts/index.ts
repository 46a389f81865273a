// The ops-accounts module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsAccountRoutes } from './ops-accounts.routes';
