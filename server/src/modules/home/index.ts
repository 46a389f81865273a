// The home module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { homeBoundaryPassed, nextHomeBoundary } from './home.repository';
