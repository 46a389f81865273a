import type { Db } from '../../db/database';
import { auditPageRows } from './ops-audit.repository';

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log as the console shows it. */
export async function listAudit(db: Db, page: number, pageSize: number = AUDIT_PAGE_SIZE) {
  const { rows, total } = await auditPageRows(db, page, pageSize);
  return {
    list: rows.map((row) => ({
      id: row.id,
      operator: row.operatorName,
      action: row.action,
      target: row.target,
      created_at: row.createdAt.toISOString(),
      detail: row.detail ?? {},
    })),
    page,
    pageSize,
    total,
  };
}
