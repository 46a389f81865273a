// The ops-presence module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { createPresenceStore, type PresenceStore } from './ops-presence';
export { opsPresenceRoutes } from './ops-presence.routes';
