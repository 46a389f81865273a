import { and, asc, count, countDistinct, desc, eq, ilike, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appointments, favourites, follows, footprints, lives, medicalColumns } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import type { ContentItem } from '../content/content-item';
import { loadContentItems, type ContentRef } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';

/** The four kinds of the history and favourites tabs, by target-type code (1 course, 2 article, 3 short video, 4 live). */
export type PersonalKind = 1 | 2 | 3 | 4;

function refOf(kind: number, originId: number): ContentRef {
  return kind === TargetType.shortVideo ? { originType: 3, originId, source: 'shortVideo' } : { originType: kind, originId };
}

async function cards(db: Db, kind: number, ids: number[], now: Date): Promise<ContentItem[]> {
  return loadContentItems(
    db,
    ids.map((id) => refOf(kind, id)),
    now,
  );
}

/** History = the viewer's viewing footprints (type 1–4 share the codes), one card per item, latest view first. */
export async function listHistory(db: Db, userId: number, kind: PersonalKind, paging: Paging, now = new Date()): Promise<Page<ContentItem>> {
  const where = and(eq(footprints.userId, userId), eq(footprints.type, kind), sql`${footprints.targetId} > 0`);
  const [{ total }] = await db
    .select({ total: countDistinct(footprints.targetId) })
    .from(footprints)
    .where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const lastSeen = max(footprints.id);
  const rows = await db
    .select({ targetId: footprints.targetId, last: lastSeen })
    .from(footprints)
    .where(where)
    .groupBy(footprints.targetId)
    .orderBy(desc(lastSeen))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return pageOf(
    await cards(
      db,
      kind,
      rows.map((r) => r.targetId),
      now,
    ),
    total,
    paging,
  );
}

export async function listFavourites(db: Db, userId: number, kind: PersonalKind, paging: Paging, now = new Date()): Promise<Page<ContentItem>> {
  const where = and(eq(favourites.userId, userId), eq(favourites.targetType, kind));
  const [{ total }] = await db.select({ total: count() }).from(favourites).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(where)
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const items = await cards(
    db,
    kind,
    rows.map((r) => r.targetId),
    now,
  );
  return pageOf(
    items.map((item) => ({ ...item, is_favorite: 1 })),
    total,
    paging,
  );
}

/** Bookings: lives still to start first (soonest first), then started ones (latest first). */
export async function listAppointments(db: Db, userId: number, paging: Paging, now = new Date()): Promise<Page<ContentItem>> {
  const where = eq(appointments.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(appointments).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const nowIso = now.toISOString();
  const started = sql`(${lives.startAt} <= ${nowIso}::timestamptz)`;
  const rows = await db
    .select({ liveId: appointments.liveId })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .where(where)
    .orderBy(asc(started), sql`case when ${started} then null else ${lives.startAt} end asc`, desc(lives.startAt), desc(appointments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const items = await loadContentItems(
    db,
    rows.map((r) => ({ originType: TargetType.live, originId: r.liveId })),
    now,
  );
  return pageOf(
    items.map((item) => ({ ...item, isAppointment: true })),
    total,
    paging,
  );
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Followed medical columns, latest follow first; `title` searches the column name. */
export async function listFocus(db: Db, userId: number, paging: Paging, title?: string, now = new Date()): Promise<Page<ContentItem>> {
  const keyword = title?.trim();
  const where = and(
    eq(follows.userId, userId),
    eq(follows.targetType, TargetType.medicalColumn),
    keyword ? ilike(medicalColumns.title, likePattern(keyword)) : undefined,
  );
  const base = () => db.select({ targetId: follows.targetId }).from(follows).innerJoin(medicalColumns, eq(medicalColumns.id, follows.targetId)).where(where);
  const [{ total }] = await db.select({ total: count() }).from(base().as('focus'));
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await base().orderBy(desc(follows.createdAt), desc(follows.id)).limit(paging.pageSize).offset(offsetOf(paging));
  const items = await loadContentItems(
    db,
    rows.map((r) => ({ originType: TargetType.medicalColumn, originId: r.targetId })),
    now,
  );
  return pageOf(
    items.map((item) => ({ ...item, is_subscribe: 1 })),
    total,
    paging,
  );
}
