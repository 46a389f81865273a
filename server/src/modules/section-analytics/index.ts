// The section-analytics module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsSectionStatsRoutes } from './section-stats.routes';
