import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Banner, ContentItem, LiveHome } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { appointments, banners, categories, channelContents, footprints, lives, meetings, streamCallbackNonces } from '../../db/schema/index';
import { LiveStatus, TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';

/** Lists of the live screens (live home, study zone, live columns). */

/** banners.type of the live home and of the study zone. */
const BANNER_TYPE = { liveHome: 4, studyZone: 10 } as const;
/** categories.type of the study zone's tabs. */
const STUDY_CATEGORY_TYPE = 10;
/** lives.content_type of academic lives (学术会议): the study zone and academic content. */
const ACADEMIC_CONTENT_TYPE = 5;
const HOME_LIMIT = { forecast: 20, columns: 10, academic: 4, appointment: 20 } as const;

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const liveRefs = (rows: Array<{ id: number }>) => rows.map((row) => ({ originType: OriginType.live, originId: row.id }));

/** A channel tab (channels of origin_type 4) or a live category: either filters lives. */
function categoryFilter(db: Db, categoryId: number | undefined): SQL | undefined {
  if (!categoryId) return undefined;
  const inChannel = db
    .select({ id: channelContents.originId })
    .from(channelContents)
    .where(and(eq(channelContents.channelId, categoryId), eq(channelContents.originType, OriginType.live)));
  return or(eq(lives.categoryId, categoryId), inArray(lives.id, inChannel));
}

async function bannersOf(db: Db, type: number): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}

/** The viewer's bookings of lives that have not ended, soonest first (the My appointment card). */
async function viewerAppointments(db: Db, viewerId: number | undefined, now: Date): Promise<ContentItem[]> {
  if (viewerId === undefined) return [];
  const rows = await db
    .select({ id: lives.id })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .where(and(eq(appointments.userId, viewerId), lt(lives.liveStatus, LiveStatus.ended)))
    .orderBy(asc(lives.startAt), asc(lives.id))
    .limit(HOME_LIMIT.appointment);
  return loadContentItems(db, liveRefs(rows), now, viewerId);
}

export interface HomeQuery {
  pageSize: number;
  categoryId?: number;
  title?: string;
}

export async function loadLiveHome(db: Db, query: HomeQuery, viewerId: number | undefined, now = new Date()): Promise<LiveHome> {
  const keyword = query.title?.trim();
  const topLevel = isNull(lives.parentId);
  const recommendRows = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(topLevel, categoryFilter(db, query.categoryId), keyword ? ilike(lives.title, likePattern(keyword)) : undefined))
    .orderBy(desc(lives.top), desc(lives.viewCount), desc(lives.id))
    .limit(query.pageSize);
  // 直播中 first, then 预告 soonest first; single lives and sessions of a series alike.
  const forecastRows = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.type, 1), inArray(lives.liveStatus, [LiveStatus.upcoming, LiveStatus.live])))
    .orderBy(desc(lives.liveStatus), asc(lives.startAt), asc(lives.id))
    .limit(HOME_LIMIT.forecast);
  const columnRows = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.type, 2), topLevel))
    .orderBy(desc(lives.top), desc(lives.startAt), desc(lives.id))
    .limit(HOME_LIMIT.columns);
  return {
    recommend: await loadContentItems(db, liveRefs(recommendRows), now, viewerId),
    academicContent: (await listAcademicContent(db, { page: 1, pageSize: HOME_LIMIT.academic }, viewerId, now)).list,
    banners: await bannersOf(db, BANNER_TYPE.liveHome),
    forecast: await loadContentItems(db, liveRefs(forecastRows), now, viewerId),
    appointment: await viewerAppointments(db, viewerId, now),
    columns: await loadContentItems(db, liveRefs(columnRows), now, viewerId),
  };
}

/** One page of lives matching `where`, in `order`. */
async function pageOfLives(db: Db, where: SQL | undefined, order: SQL[], paging: Paging, viewerId: number | undefined, now: Date): Promise<Page<ContentItem>> {
  const [{ total }] = await db.select({ total: count() }).from(lives).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: lives.id })
    .from(lives)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return pageOf(await loadContentItems(db, liveRefs(rows), now, viewerId), total, paging);
}

/** A live-home channel tab: 直播中, then 预告 soonest first, then the rest newest first. */
export function listByCategory(db: Db, query: Paging & { categoryId: number; title?: string }, viewerId: number | undefined, now = new Date()) {
  const keyword = query.title?.trim();
  const where = and(isNull(lives.parentId), categoryFilter(db, query.categoryId), keyword ? ilike(lives.title, likePattern(keyword)) : undefined);
  const phase = sql`case when ${lives.liveStatus} = ${LiveStatus.live} then 0 when ${lives.liveStatus} = ${LiveStatus.upcoming} then 1 else 2 end`;
  const upcomingFirst = sql`case when ${lives.liveStatus} = ${LiveStatus.upcoming} then ${lives.startAt} end`;
  return pageOfLives(db, where, [asc(phase), asc(upcomingFirst), desc(lives.startAt), desc(lives.id)], query, viewerId, now);
}

/** 精彩回放: replays (5, 6, 7), newest first; live_type = content_type tab (5 学术会议, 7 临床好课, 8 科研好课). */
export function listReplays(db: Db, query: Paging & { liveType?: number; categoryId?: number }, viewerId: number | undefined, now = new Date()) {
  const where = and(
    eq(lives.type, 1),
    gte(lives.liveStatus, LiveStatus.replay),
    query.liveType ? eq(lives.contentType, query.liveType) : undefined,
    categoryFilter(db, query.categoryId),
  );
  return pageOfLives(db, where, [desc(lives.startAt), desc(lives.id)], query, viewerId, now);
}

/** 学术专区: academic lives (content_type 5) by study category and title, newest first. */
export function listStudy(db: Db, query: Paging & { categoryId?: number; title?: string }, viewerId: number | undefined, now = new Date()) {
  const keyword = query.title?.trim();
  const where = and(
    eq(lives.type, 1),
    eq(lives.contentType, ACADEMIC_CONTENT_TYPE),
    query.categoryId ? eq(lives.studyCategoryId, query.categoryId) : undefined,
    keyword ? ilike(lives.title, likePattern(keyword)) : undefined,
  );
  return pageOfLives(db, where, [desc(lives.startAt), desc(lives.id)], query, viewerId, now);
}

export async function listStudyCategories(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, STUDY_CATEGORY_TYPE), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function studyBanners(db: Db): Promise<Banner[]> {
  return bannersOf(db, BANNER_TYPE.studyZone);
}

/** 学术内容: academic entries (meetings of origin_type 31), newest first. */
export async function listAcademicContent(db: Db, paging: Paging, viewerId: number | undefined, now = new Date()): Promise<Page<ContentItem>> {
  const where = eq(meetings.originType, OriginType.academic);
  const [{ total }] = await db.select({ total: count() }).from(meetings).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(where)
    .orderBy(desc(meetings.startAt), desc(meetings.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const items = await loadContentItems(
    db,
    rows.map((r) => ({ originType: OriginType.academic, originId: r.id })),
    now,
    viewerId,
  );
  return pageOf(items, total, paging);
}

/** 直播专栏 list: series (type 2), latest first. */
export function listColumns(db: Db, paging: Paging, viewerId: number | undefined, now = new Date()) {
  return pageOfLives(db, and(eq(lives.type, 2), isNull(lives.parentId)), [desc(lives.top), desc(lives.startAt), desc(lives.id)], paging, viewerId, now);
}

/** Footprint type 4 = watched a live: the viewer's history entry. */
export async function insertLiveFootprint(db: Db, userId: number, live: { id: number; title: string }): Promise<void> {
  await db.insert(footprints).values({ userId, type: TargetType.live, targetId: live.id, title: live.title });
}

type LiveRecord = typeof lives.$inferSelect;
type StreamStatus = Pick<LiveRecord, 'liveStatus' | 'openStatus'>;

/**
 * Claims a stream callback's nonce and applies its status change (`next`, undefined when nothing
 * changes) in one transaction: a repeat, also one racing in another process, finds the nonce taken and
 * changes nothing (null), and a failed update leaves the nonce free for a retry.
 */
export async function claimStreamCallback(db: Db, nonce: string, live: LiveRecord, next: StreamStatus | undefined): Promise<LiveRecord | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(streamCallbackNonces).values({ nonce }).onConflictDoNothing().returning({ nonce: streamCallbackNonces.nonce });
    if (!claimed) return null;
    if (!next) return live;
    const [updated] = await tx
      .update(lives)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(lives.id, live.id))
      .returning();
    return updated ?? { ...live, ...next };
  });
}

export async function pruneStreamCallbackNonces(db: Db, keepSeconds: number): Promise<void> {
  await db.delete(streamCallbackNonces).where(lt(streamCallbackNonces.createdAt, sql`now() - make_interval(secs => ${keepSeconds})`));
}
