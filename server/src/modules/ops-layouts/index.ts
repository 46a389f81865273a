// The ops-layouts module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { type LayoutProblem, layoutProblems, nodeIdAt, readClientManifest } from './layout-problems';
export { layoutItemProblems } from './layout-link-items';
export { type LayoutWriter, publishLayoutRevision, saveLayoutDraft } from './layout-writes';
export { findLayoutRow, findRevision } from './ops-layouts.repository';
export { opsLayoutRoutes } from './ops-layouts.routes';
export { listLayoutsWithStatus } from './ops-layouts.service';
export { opsNodeVisibilityRoutes } from './ops-node-visibility.routes';
export { opsWidgetRoutes } from './ops-widgets.routes';
