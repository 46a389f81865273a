// The moderation module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { communityRoutes } from './community.routes';
export { opsModerationRoutes } from './moderation.routes';
export { MODERATION_MESSAGES, mutedMessage, REMOVED_TEXT } from './moderation-messages';
export { findUserMute } from './texts.repository';
export type { WordVerdict } from './word-matcher';
