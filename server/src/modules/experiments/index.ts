// The experiments module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { experimentServing } from './experiment-serving';
export { findExperiment, layoutRevisionNumbers, listExperiments, revisionDocument } from './experiments.repository';
export { opsExperimentRoutes } from './experiments.routes';
export { subtreeIds } from './node-variant';
