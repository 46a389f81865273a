// The ops module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { OPS_TUS_PREFIX, opsEndpointNamed, opsFamilyRoute, opsRoute } from './ops-route';
