// The ops-review module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsReviewRoutes } from './ops-review.routes';
