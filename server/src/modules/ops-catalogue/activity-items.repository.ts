import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/**
 * The activity columns the back office writes. Where a tap goes is the link (or the activity's own page);
 * origin_type, uuid and is_saas stay as the row has them (11, an activity, for new rows).
 */
export interface ActivityValues {
  title: string;
  date: Date;
  endDate: Date;
  coverImg: string;
  statusText: string;
  link: string;
  content: string;
}

/** At most this many choices per search, as for the other pickers. */
const OPTIONS_LIMIT = 20;

export async function findActivityItem(db: Db, id: number) {
  const [row] = await db
    .select({
      id: activities.id,
      title: activities.title,
      date: activities.date,
      endDate: activities.endDate,
      coverImg: activities.coverImg,
      statusText: activities.statusText,
      link: activities.link,
      content: activities.content,
      state: activities.publishState,
      updatedAt: activities.updatedAt,
    })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return row;
}

export async function insertActivityDraft(db: Db, values: ActivityValues): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: activities.id });
  return row.id;
}

export async function publishActivityRow(db: Db, id: number, values: ActivityValues): Promise<void> {
  await db
    .update(activities)
    .set({ ...values, publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

export async function setActivityStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(activities)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(activities.id, [...ids]));
}

/** The console's list; "published" order is the calendar's own, by start, latest first. */
export async function listActivityItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? ilike(activities.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(activities.publishState, filter.state),
    filter.from ? gte(activities.updatedAt, filter.from) : undefined,
    filter.to ? lt(activities.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(activities.title), desc(activities.id)]
      : filter.sort === 'published'
        ? [desc(activities.date), desc(activities.id)]
        : [desc(activities.updatedAt), desc(activities.id)];
  const [{ total }] = await db.select({ total: count() }).from(activities).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: activities.id,
      title: activities.title,
      state: activities.publishState,
      column: activities.statusText,
      author: sql<string>`''`,
      updatedAt: activities.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(activities)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function publishedActivityOptions(db: Db, q: string) {
  return db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(eq(activities.publishState, PUBLISH_STATE.published), q ? ilike(activities.title, containing(q)) : undefined))
    .orderBy(desc(activities.date), desc(activities.id))
    .limit(OPTIONS_LIMIT);
}
