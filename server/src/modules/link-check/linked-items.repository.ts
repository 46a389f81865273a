import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LinkItemKind } from '../../../../contract/routes/link-target';
import type { Db } from '../../db/database';
import { activities, articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';

interface KindTable {
  table: PgTable;
  /** The column a link names the item by (id, or a meeting's uuid). */
  key: PgColumn;
  title: PgColumn;
  publishState: PgColumn;
}

const TABLES: Readonly<Record<LinkItemKind, KindTable>> = {
  article: { table: articles, key: articles.id, title: articles.title, publishState: articles.publishState },
  course: { table: courses, key: courses.id, title: courses.title, publishState: courses.publishState },
  'short-video': { table: shortVideos, key: shortVideos.id, title: shortVideos.title, publishState: shortVideos.publishState },
  live: { table: lives, key: lives.id, title: lives.title, publishState: lives.publishState },
  meeting: { table: meetings, key: meetings.uuid, title: meetings.title, publishState: meetings.publishState },
  topic: { table: topics, key: topics.id, title: topics.title, publishState: topics.publishState },
  download: { table: downloads, key: downloads.id, title: downloads.title, publishState: downloads.publishState },
  activity: { table: activities, key: activities.id, title: activities.title, publishState: activities.publishState },
  'medical-column': { table: medicalColumns, key: medicalColumns.id, title: medicalColumns.title, publishState: medicalColumns.publishState },
};

export interface LinkedItemRow {
  /** The key as the link wrote it (an id as text, a uuid in lower case). */
  key: string;
  title: string;
  publishState: number;
}

/** Keys no row can have: ids beyond the integer column, so the query is not even asked (it would fail). */
function storable(kind: LinkItemKind, key: string): boolean {
  return kind === 'meeting' || Number(key) <= 2147483647;
}

/** The rows of one kind named by `keys`, in one query; missing keys are simply absent. */
export async function findLinkedItems(db: Db, kind: LinkItemKind, keys: readonly string[]): Promise<LinkedItemRow[]> {
  const t = TABLES[kind];
  const wanted = [...new Set(keys.filter((key) => storable(kind, key)))];
  if (wanted.length === 0) return [];
  const values: unknown[] = kind === 'meeting' ? wanted.map((key) => key.toLowerCase()) : wanted.map(Number);
  const keyText: SQL<string> = sql<string>`${t.key}::text`;
  const rows = await db.select({ key: keyText, title: t.title, publishState: t.publishState }).from(t.table).where(inArray(t.key, values));
  return rows.map((row) => ({ key: String(row.key), title: String(row.title), publishState: Number(row.publishState) }));
}
