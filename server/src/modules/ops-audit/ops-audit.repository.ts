import { count, desc } from 'drizzle-orm';
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

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(opsAuditLog).values({
    operatorId: entry.operator.id,
    operatorName: entry.operator.name,
    action: entry.action,
    target: entry.target.slice(0, 160),
    detail: entry.detail ?? null,
  });
}

/** One page of the audit log, newest first, and how many entries there are. */
export async function auditPageRows(db: Db, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(opsAuditLog)
    .orderBy(desc(opsAuditLog.createdAt), desc(opsAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(opsAuditLog);
  return { rows, total };
}
