import type { Db } from '../../db/database';
import { auditPageRows, type AuditFilter } from './ops-audit.repository';

export const AUDIT_PAGE_SIZE = 50;

/** The console's filters: a page (layout id), an operator, an action, and days (YYYY-MM-DD, the operators' day in China). */
export interface AuditQuery {
  target?: string;
  operator?: string;
  action?: string;
  from?: string;
  to?: string;
}

const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

function filterOf(query: AuditQuery): AuditFilter {
  return {
    target: query.target || undefined,
    operator: query.operator?.trim() || undefined,
    action: query.action || undefined,
    since: query.from ? chinaDayStart(query.from) : undefined,
    until: query.to ? new Date(chinaDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
}

/** One page of the audit log as the console shows it. */
export async function listAudit(db: Db, page: number, pageSize: number = AUDIT_PAGE_SIZE, query: AuditQuery = {}) {
  const { rows, total } = await auditPageRows(db, page, pageSize, filterOf(query));
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
