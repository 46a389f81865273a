// The ops-home-content module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { checkDraftLinks, liveRecords, publishDraft } from './ops-content-drafts';
export { findDraft } from './ops-content-drafts.repository';
export { CONTENT_KINDS } from './ops-content-kinds';
export { opsContentRoutes } from './ops-content.routes';
export { recordLinks, type RecordLink } from './content-links';
export { editableRecords } from './ops-content-drafts';
