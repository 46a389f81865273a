// The ops-media module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsMediaRoutes, MEDIA_UPLOAD_WINDOWS } from './ops-media.routes';
export type { MediaLimits } from './ops-media.service';
