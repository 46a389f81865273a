// The audiences module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { layoutAudienceKeys, mayReceive, signatureKey, tailorLayout, variantBuilds, variantEtag } from './audience-targets';
export { opsAudienceRoutes } from './audiences.routes';
