import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import type { ContentItem } from '../../shared/content/content-item';
import { loadContentItems, type ContentRef } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import {
  countAppointments,
  countFavourites,
  countFocus,
  countHistory,
  listAppointmentLiveIds,
  listFavouriteIds,
  listFocusIds,
  listHistoryIds,
  type PersonalKind,
} from './personal.repository';

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
  const total = await countHistory(db, userId, kind);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listHistoryIds(db, userId, kind, paging);
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
  const total = await countFavourites(db, userId, kind);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listFavouriteIds(db, userId, kind, paging);
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
  const total = await countAppointments(db, userId);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listAppointmentLiveIds(db, userId, paging, now);
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

/** Followed medical columns, latest follow first; `title` searches the column name. */
export async function listFocus(db: Db, userId: number, paging: Paging, title?: string, now = new Date()): Promise<Page<ContentItem>> {
  const total = await countFocus(db, userId, title);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listFocusIds(db, userId, title, paging);
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
