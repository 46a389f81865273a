import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, follows, medicalColumns, textPages } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** Drafts and taken-down columns are the back office's (modules/ops-catalogue). */
const columnPublished = eq(medicalColumns.publishState, PUBLISH_STATE.published);

export type MedicalColumnRow = typeof medicalColumns.$inferSelect;
export type TextPageRow = typeof textPages.$inferSelect;

/** Every medical column in index order: by pinyin initial, then the operator's order. */
export async function selectIndexColumns(db: Db): Promise<MedicalColumnRow[]> {
  return db.select().from(medicalColumns).where(columnPublished).orderBy(asc(medicalColumns.py), asc(medicalColumns.sort), asc(medicalColumns.id));
}

export async function findMedicalColumn(db: Db, id: number): Promise<MedicalColumnRow | undefined> {
  const [row] = await db
    .select()
    .from(medicalColumns)
    .where(and(eq(medicalColumns.id, id), columnPublished))
    .limit(1);
  return row;
}

/** Number of articles in each of the columns `ids`; no query for no ids. */
export async function articleCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.medicalColumnId, n: count() })
    .from(articles)
    .where(and(inArray(articles.medicalColumnId, ids), eq(articles.publishState, PUBLISH_STATE.published)))
    .groupBy(articles.medicalColumnId);
  return new Map(rows.map((row) => [row.id as number, row.n]));
}

/** The columns `viewerId` follows with the time they last opened each, in follow order. */
export async function selectFollowedColumns(db: Db, viewerId: number): Promise<Array<{ id: number; lastSeenAt: Date }>> {
  return db
    .select({ id: follows.targetId, lastSeenAt: follows.lastSeenAt })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), eq(follows.targetType, TargetType.medicalColumn)))
    .orderBy(asc(follows.createdAt), asc(follows.id));
}

export async function findTextPage(db: Db, id: number): Promise<TextPageRow | undefined> {
  const [row] = await db.select().from(textPages).where(eq(textPages.id, id)).limit(1);
  return row;
}
