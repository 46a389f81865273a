// The ops-audit module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { type AuditEntry, recordAudit } from './ops-audit.repository';
export { listAudit } from './ops-audit.service';
