// The reactions module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { type CounterTarget, FAVOURITE_TARGETS, favouritedAmong, LIKE_TARGETS, toggleCommentLike, viewerReactions } from './reactions.repository';
export { forgetViewerFlags } from './viewer-flags-cache';
