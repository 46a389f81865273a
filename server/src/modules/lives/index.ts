// The lives module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { accessFor, guestMayRead, isLiveManager, LIVE_ACCESS } from './live-access';
export { effectiveStatus } from './live-play';
export { findLive, type LiveRow } from './lives.repository';
export { liveRoutes } from './lives.routes';
export { liveWatchableBy } from './live-watching';
