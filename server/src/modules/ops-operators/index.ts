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
  requireAdmin,
  requirePublisher,
  sessionCookie,
} from './ops-auth';
export { OPS_WRITE_MESSAGES, type OpsWriteRules } from './ops-write-guard';
export {
  ACCOUNT_MESSAGES,
  AccountRefusal,
  changeAccount,
  changeOwnPassword,
  createAccount,
  findOperatorByName,
  listAccounts,
  publishes,
  resetAccountPassword,
} from './ops-operators.service';
export { PASSWORD_MESSAGES } from './ops-password-rule';
export { decoyHash, verifyPassword } from './ops-password';
export { deleteOperatorSession } from './ops-sessions.repository';
export { createOperatorSession } from './ops-sessions.service';
