// The failure-reports module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsFailureReportRoutes } from './ops-failure-reports.routes';
