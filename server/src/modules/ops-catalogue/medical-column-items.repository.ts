import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, medicalColumns } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

export interface MedicalColumnValues {
  title: string;
  logo: string;
  desc: string;
  py: string;
}

export async function findMedicalColumnItem(db: Db, id: number) {
  const [row] = await db
    .select({
      id: medicalColumns.id,
      title: medicalColumns.title,
      logo: medicalColumns.logo,
      desc: medicalColumns.desc,
      py: medicalColumns.py,
      state: medicalColumns.publishState,
      updatedAt: medicalColumns.updatedAt,
    })
    .from(medicalColumns)
    .where(eq(medicalColumns.id, id))
    .limit(1);
  return row;
}

export async function insertMedicalColumnDraft(db: Db, values: MedicalColumnValues): Promise<number> {
  const [row] = await db
    .insert(medicalColumns)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: medicalColumns.id });
  return row.id;
}

export async function publishMedicalColumnRow(db: Db, id: number, values: MedicalColumnValues): Promise<void> {
  await db
    .update(medicalColumns)
    .set({ ...values, publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(medicalColumns.id, id));
}

export async function setMedicalColumnStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(medicalColumns)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(medicalColumns.id, [...ids]));
}

export async function listMedicalColumnItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const changed = medicalColumns.updatedAt;
  const where = and(
    filter.q ? ilike(medicalColumns.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(medicalColumns.publishState, filter.state),
    filter.from ? gte(changed, filter.from) : undefined,
    filter.to ? lt(changed, filter.to) : undefined,
  );
  const order: SQL[] = filter.sort === 'title' ? [asc(medicalColumns.py), asc(medicalColumns.title)] : [desc(changed), desc(medicalColumns.id)];
  const [{ total }] = await db.select({ total: count() }).from(medicalColumns).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: medicalColumns.id,
      title: medicalColumns.title,
      state: medicalColumns.publishState,
      column: sql<string>`''`,
      author: sql<string>`''`,
      updatedAt: medicalColumns.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(medicalColumns)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

/** Published articles in the column: taking the column down would strand them. */
export async function countPublishedInColumn(db: Db, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.medicalColumnId, id), eq(articles.publishState, PUBLISH_STATE.published)));
  return n;
}

export async function publishedColumnIdByTitle(db: Db, title: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: medicalColumns.id })
    .from(medicalColumns)
    .where(and(eq(medicalColumns.title, title), eq(medicalColumns.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return row?.id;
}
