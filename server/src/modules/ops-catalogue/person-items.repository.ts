import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { people } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The columns of a person the back office edits: all of them but the bookkeeping. */
export interface PersonValues {
  name: string;
  title: string;
  hospital: string;
  department: string;
  photo: string;
  bio: string;
}

const editable = {
  name: people.name,
  title: people.title,
  hospital: people.hospital,
  department: people.department,
  photo: people.photo,
  bio: people.bio,
};

/** At most this many choices per search, as for the other pickers: the operator narrows by typing. */
const OPTIONS_LIMIT = 20;

export async function findPersonItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...editable, id: people.id, state: people.publishState, updatedAt: people.updatedAt })
    .from(people)
    .where(eq(people.id, id))
    .limit(1);
  return row;
}

export async function insertPersonDraft(db: Db, values: PersonValues): Promise<number> {
  const [row] = await db
    .insert(people)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: people.id });
  return row.id;
}

export async function publishPersonRow(db: Db, id: number, values: PersonValues): Promise<void> {
  await db
    .update(people)
    .set({ ...values, publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(people.id, id));
}

export async function setPersonStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(people)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(people.id, [...ids]));
}

/** The list's words match the name or the hospital (an operator looks for 王伟 of 协和); the hospital shows as the column. */
export async function listPersonItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? or(ilike(people.name, containing(filter.q)), ilike(people.hospital, containing(filter.q))) : undefined,
    filter.state === undefined ? undefined : eq(people.publishState, filter.state),
    filter.from ? gte(people.updatedAt, filter.from) : undefined,
    filter.to ? lt(people.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] = filter.sort === 'title' ? [asc(people.name), asc(people.id)] : [desc(people.updatedAt), desc(people.id)];
  const [{ total }] = await db.select({ total: count() }).from(people).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: people.id,
      title: people.name,
      state: people.publishState,
      column: people.hospital,
      author: sql<string>`''`,
      updatedAt: people.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(people)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

/** Published people whose name or hospital contains `q`, by name; titled "name · hospital" so two 王伟 differ. */
export async function publishedPersonOptions(db: Db, q: string) {
  const rows = await db
    .select({ id: people.id, name: people.name, hospital: people.hospital })
    .from(people)
    .where(and(eq(people.publishState, PUBLISH_STATE.published), q ? or(ilike(people.name, containing(q)), ilike(people.hospital, containing(q))) : undefined))
    .orderBy(asc(people.name), asc(people.id))
    .limit(OPTIONS_LIMIT);
  return rows.map((row) => ({ id: row.id, title: row.hospital ? `${row.name} · ${row.hospital}` : row.name }));
}
