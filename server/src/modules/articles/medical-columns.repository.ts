import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { MedicalColumn, MedicalColumnGroup, MedicalColumnIndex, TextPage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { articles, follows, medicalColumns, textPages } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { sanitizeArticleHtml } from '../../html/article-html';

type ColumnRow = typeof medicalColumns.$inferSelect;

async function articleCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.medicalColumnId, n: count() })
    .from(articles)
    .where(inArray(articles.medicalColumnId, ids))
    .groupBy(articles.medicalColumnId);
  return new Map(rows.map((row) => [row.id as number, row.n]));
}

/** The viewer's followed columns with the time they last opened each (drives the red dot). */
async function viewerFollows(db: Db, viewerId: number | undefined): Promise<Map<number, Date>> {
  if (viewerId === undefined) return new Map();
  const rows = await db
    .select({ id: follows.targetId, lastSeenAt: follows.lastSeenAt })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), eq(follows.targetType, TargetType.medicalColumn)))
    .orderBy(asc(follows.createdAt), asc(follows.id));
  return new Map(rows.map((row) => [row.id, row.lastSeenAt]));
}

function toMedicalColumn(row: ColumnRow, n: number, lastSeen: Date | undefined): MedicalColumn {
  return {
    id: row.id,
    title: row.title,
    logo: row.logo,
    desc: row.desc,
    py: row.py.toUpperCase(),
    subscribe_count: row.subscribeCount,
    is_subscribe: lastSeen ? 1 : 0,
    showRedPoint: lastSeen !== undefined && row.lastContentAt !== null && row.lastContentAt > lastSeen,
    current_count: n,
    view_count: row.viewCount,
  };
}

export async function loadMedicalColumnIndex(db: Db, viewerId?: number): Promise<MedicalColumnIndex> {
  const rows = await db.select().from(medicalColumns).orderBy(asc(medicalColumns.py), asc(medicalColumns.sort), asc(medicalColumns.id));
  const counts = await articleCounts(
    db,
    rows.map((r) => r.id),
  );
  const followed = await viewerFollows(db, viewerId);
  const columns = rows.map((row) => toMedicalColumn(row, counts.get(row.id) ?? 0, followed.get(row.id)));
  const groups: MedicalColumnGroup[] = [];
  for (const column of columns) {
    const last = groups[groups.length - 1];
    if (last?.py === column.py) last.list.push(column);
    else groups.push({ py: column.py, list: [column] });
  }
  const byId = new Map(columns.map((c) => [c.id, c]));
  const subscribes = [...followed.keys()].map((id) => byId.get(id)).filter((c): c is MedicalColumn => c !== undefined);
  return { subscribes, list: groups };
}

export async function loadMedicalColumn(db: Db, id: number, viewerId?: number): Promise<MedicalColumn | undefined> {
  const [row] = await db.select().from(medicalColumns).where(eq(medicalColumns.id, id)).limit(1);
  if (!row) return undefined;
  const counts = await articleCounts(db, [id]);
  const followed = await viewerFollows(db, viewerId);
  return toMedicalColumn(row, counts.get(id) ?? 0, followed.get(id));
}

export async function loadTextPage(db: Db, id: number): Promise<TextPage | undefined> {
  const [row] = await db.select().from(textPages).where(eq(textPages.id, id)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    content: sanitizeArticleHtml(row.content, { proxyImages: true }),
    ...(row.shareDesc ? { share_desc: row.shareDesc } : {}),
  };
}
