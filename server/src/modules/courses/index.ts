// The courses module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { courseWatchableBy } from './course-watching';
