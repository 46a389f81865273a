// The auth module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { checkLimits, formatWait, LIMIT_MESSAGES } from './auth-limits';
export { LOGIN_FORM, refuse } from './auth-refusals';
export { safeRelativePath } from './mobile';
export { hashToken, resolveAccessToken } from './sessions.repository';
export { issueWechatHandoff } from './wechat-handoffs.service';
