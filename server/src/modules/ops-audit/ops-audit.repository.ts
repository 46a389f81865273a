import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { opsAuditLog } from '../../db/schema/index';

export interface AuditEntry {
  operator: { id: number | null; name: string };
  /** e.g. layout.publish, content.update, session.login */
  action: string;
  /** What was changed, e.g. "layout:channel-home.1" or "banners:12". */
  target: string;
  detail?: Record<string, unknown>;
}

/** Which entries to list: each filter is exact (each has an index with the time, so a page stays cheap). */
export interface AuditFilter {
  target?: string;
  operator?: string;
  action?: string;
  /** Entries at or after this instant. */
  since?: Date;
  /** Entries before this instant. */
  until?: Date;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(opsAuditLog).values({
    operatorId: entry.operator.id,
    operatorName: entry.operator.name,
    action: entry.action,
    target: entry.target.slice(0, 160),
    detail: entry.detail ?? null,
  });
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.target) parts.push(eq(opsAuditLog.target, filter.target));
  if (filter.operator) parts.push(eq(opsAuditLog.operatorName, filter.operator));
  if (filter.action) parts.push(eq(opsAuditLog.action, filter.action));
  if (filter.since) parts.push(gte(opsAuditLog.createdAt, filter.since));
  if (filter.until) parts.push(lt(opsAuditLog.createdAt, filter.until));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of the audit log, newest first, and how many entries match. */
export async function auditPageRows(db: Db, page: number, pageSize: number, filter: AuditFilter = {}) {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(opsAuditLog)
    .where(where)
    .orderBy(desc(opsAuditLog.createdAt), desc(opsAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(opsAuditLog).where(where);
  return { rows, total };
}
