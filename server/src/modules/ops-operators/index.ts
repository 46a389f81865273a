// The ops-operators module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export {
  clearedSessionCookie,
  currentOperator,
  DIRECT_PUBLISH_MESSAGES,
  guardOpsScope,
  noStore,
  OPS_COOKIE,
  OPS_MESSAGES,
  readCookie,
  requireOperator,
  requireDirectPublisher,
  requirePublisher,
  sessionCookie,
} from './ops-auth';
export { findOperatorByName } from './ops-operators.service';
export { decoyHash, verifyPassword } from './ops-password';
export { deleteOperatorSession } from './ops-sessions.repository';
export { createOperatorSession } from './ops-sessions.service';
