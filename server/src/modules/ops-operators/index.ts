// The ops-operators module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export {
  clearedSessionCookie,
  currentOperator,
  guardOpsScope,
  noStore,
  OPS_COOKIE,
  OPS_MESSAGES,
  readCookie,
  requireOperator,
  requirePublisher,
  sessionCookie,
} from './ops-auth';
export { findOperatorByName } from './ops-operators.service';
export { decoyHash, verifyPassword } from './ops-password';
export { deleteOperatorSession } from './ops-sessions.repository';
export { createOperatorSession } from './ops-sessions.service';
