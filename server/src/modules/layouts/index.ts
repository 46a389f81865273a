// The layouts module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { createPreviewToken } from './layout-preview.repository';
export { findPublishedLayout, layoutEtag } from './layouts.repository';
export { everyNode, windowBoundaries } from './node-windows';
export { publicDocument } from './public-document';
