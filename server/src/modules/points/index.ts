// The points module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { findUserPoint } from './points.repository';
export { awardNote, awardQuietly, beginAward, beijingDay, dayKeyParts, dayKeyPrefix } from './points.service';
