export { studyGroupRoutes, APPLY_RATE_WINDOWS } from './study-groups.routes';
export { opsStudyGroupRoutes } from './ops-study-groups.routes';
