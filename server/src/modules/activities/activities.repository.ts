import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';

export type ActivityRow = typeof activities.$inferSelect;

/** Doctors see published activities only: a draft or a taken-down one is in no month and its page is gone. */
const published = eq(activities.publishState, PUBLISH_STATE.published);

// Calendar months are China Standard Time months (UTC+8, no daylight saving), like every shown time.
const cstYear = sql<number>`cast(extract(year from (${activities.date} at time zone 'UTC') + interval '8 hours') as integer)`;
const cstMonth = sql<number>`cast(extract(month from (${activities.date} at time zone 'UTC') + interval '8 hours') as integer)`;

/** The CST months that have activities (by start date), in order. */
export async function selectActivityMonths(db: Db): Promise<Array<{ year: number; month: number }>> {
  return db.selectDistinct({ year: cstYear, month: cstMonth }).from(activities).where(published).orderBy(asc(cstYear), asc(cstMonth));
}

/** Activities starting in [start, end), in date order. */
export async function selectActivitiesBetween(db: Db, start: Date, end: Date, limit: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(published, gte(activities.date, start), lt(activities.date, end)))
    .orderBy(asc(activities.date), asc(activities.sort), asc(activities.id))
    .limit(limit);
}

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), published))
    .limit(1);
  return row;
}
