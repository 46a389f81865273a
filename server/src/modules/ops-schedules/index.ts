// The ops-schedules module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsScheduleRoutes } from './ops-schedules.routes';
export { createSchedule } from './ops-schedules.service';
