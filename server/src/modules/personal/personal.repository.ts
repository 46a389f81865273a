import { and, asc, count, countDistinct, desc, eq, ilike, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appointments, favourites, follows, footprints, lives, medicalColumns } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { offsetOf, type Paging } from '../../shared/paging';

/** The four kinds of the history and favourites tabs, by target-type code (1 course, 2 article, 3 short video, 4 live). */
export type PersonalKind = 1 | 2 | 3 | 4;

// ---- History: the viewer's viewing footprints (type 1–4 share the codes) ---------------------------

function historyWhere(userId: number, kind: PersonalKind) {
  return and(eq(footprints.userId, userId), eq(footprints.type, kind), sql`${footprints.targetId} > 0`);
}

/** How many distinct items of a kind the user has viewed. */
export async function countHistory(db: Db, userId: number, kind: PersonalKind): Promise<number> {
  const [{ total }] = await db
    .select({ total: countDistinct(footprints.targetId) })
    .from(footprints)
    .where(historyWhere(userId, kind));
  return total;
}

/** One page of viewed item ids, one per item, latest view first. */
export async function listHistoryIds(db: Db, userId: number, kind: PersonalKind, paging: Paging): Promise<{ targetId: number }[]> {
  const lastSeen = max(footprints.id);
  return db
    .select({ targetId: footprints.targetId, last: lastSeen })
    .from(footprints)
    .where(historyWhere(userId, kind))
    .groupBy(footprints.targetId)
    .orderBy(desc(lastSeen))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

// ---- Favourites ---------------------------------------------------------------------------------

function favouritesWhere(userId: number, kind: PersonalKind) {
  return and(eq(favourites.userId, userId), eq(favourites.targetType, kind));
}

export async function countFavourites(db: Db, userId: number, kind: PersonalKind): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(favourites).where(favouritesWhere(userId, kind));
  return total;
}

/** One page of favourite item ids, latest first. */
export async function listFavouriteIds(db: Db, userId: number, kind: PersonalKind, paging: Paging): Promise<{ targetId: number }[]> {
  return db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(favouritesWhere(userId, kind))
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

// ---- Bookings -----------------------------------------------------------------------------------

export async function countAppointments(db: Db, userId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(appointments).where(eq(appointments.userId, userId));
  return total;
}

/** One page of booked live ids: lives still to start at `now` first (soonest first), then started ones (latest first). */
export async function listAppointmentLiveIds(db: Db, userId: number, paging: Paging, now: Date): Promise<{ liveId: number }[]> {
  const nowIso = now.toISOString();
  const started = sql`(${lives.startAt} <= ${nowIso}::timestamptz)`;
  return db
    .select({ liveId: appointments.liveId })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(started), sql`case when ${started} then null else ${lives.startAt} end asc`, desc(lives.startAt), desc(appointments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

// ---- Followed medical columns -------------------------------------------------------------------

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user's followed medical columns, whose name contains `title` when given. */
function focusQuery(db: Db, userId: number, title: string | undefined) {
  const keyword = title?.trim();
  const where = and(
    eq(follows.userId, userId),
    eq(follows.targetType, TargetType.medicalColumn),
    keyword ? ilike(medicalColumns.title, likePattern(keyword)) : undefined,
  );
  return db.select({ targetId: follows.targetId }).from(follows).innerJoin(medicalColumns, eq(medicalColumns.id, follows.targetId)).where(where);
}

export async function countFocus(db: Db, userId: number, title: string | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(focusQuery(db, userId, title).as('focus'));
  return total;
}

/** One page of followed medical column ids, latest follow first. */
export async function listFocusIds(db: Db, userId: number, title: string | undefined, paging: Paging): Promise<{ targetId: number }[]> {
  return focusQuery(db, userId, title).orderBy(desc(follows.createdAt), desc(follows.id)).limit(paging.pageSize).offset(offsetOf(paging));
}
