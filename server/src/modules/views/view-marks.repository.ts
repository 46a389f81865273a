import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { viewMarks } from '../../db/schema/index';
import type { ViewMarkStore } from './view-marks';

/**
 * In the database (view_marks): one INSERT … ON CONFLICT DO UPDATE … WHERE counted_at is old enough,
 * RETURNING — the row lock taken on conflict makes racing requests of one viewer count once.
 */
export function databaseViewMarks(db: Db): ViewMarkStore {
  const t = viewMarks;
  return {
    async mark(kind, itemId, viewer, at, windowMs) {
      const countedAt = new Date(at);
      const rows = await db
        .insert(t)
        .values({ kind, itemId, viewer: viewer.key, userId: viewer.userId, countedAt })
        .onConflictDoUpdate({ target: [t.kind, t.itemId, t.viewer], set: { countedAt }, setWhere: lte(t.countedAt, new Date(at - windowMs)) })
        .returning({ itemId: t.itemId });
      return rows.length > 0;
    },
    async purge(before) {
      // pg answers rowCount, PGlite affectedRows (the driver's result shape, not drizzle's).
      const result = (await db.execute(sql`DELETE FROM ${t} WHERE ${t.countedAt} <= ${new Date(before)}`)) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      return Number(result.rowCount ?? result.affectedRows ?? 0);
    },
  };
}
