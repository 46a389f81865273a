import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import {
  appointments,
  banners,
  categories,
  channelContents,
  favourites,
  liveManagers,
  lives,
  meetings,
  questionnaires,
  streamCallbackNonces,
  users,
} from '../../db/schema/index';
import { LiveStatus, TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** The statements of the live screens: lists, the detail's rows, view counts and the stream callback. */

export type LiveRow = typeof lives.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** categories.type of the study zone's tabs. */
const STUDY_CATEGORY_TYPE = 10;
/** lives.content_type of academic lives (学术会议): the study zone and academic content. */
const ACADEMIC_CONTENT_TYPE = 5;

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A channel tab (channels of origin_type 4) or a live category: either filters lives. */
function categoryFilter(db: Db, categoryId: number | undefined): SQL | undefined {
  if (!categoryId) return undefined;
  const inChannel = db
    .select({ id: channelContents.originId })
    .from(channelContents)
    .where(and(eq(channelContents.channelId, categoryId), eq(channelContents.originType, OriginType.live)));
  return or(eq(lives.categoryId, categoryId), inArray(lives.id, inChannel));
}

/** Doctors see published lives only: drafts and taken-down lives leave every list and their pages answer 404. */
const published = eq(lives.publishState, PUBLISH_STATE.published);

const titleFilter = (keyword: string | undefined): SQL | undefined => (keyword ? ilike(lives.title, likePattern(keyword)) : undefined);

export async function enabledBanners(db: Db, type: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** The viewer's bookings of lives that have not ended, soonest first (the My appointment card). */
export async function bookedUpcomingLiveIds(db: Db, viewerId: number, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: lives.id })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .where(and(eq(appointments.userId, viewerId), lt(lives.liveStatus, LiveStatus.ended), published))
    .orderBy(asc(lives.startAt), asc(lives.id))
    .limit(limit);
}

/** The live home's recommended lives: top-level lives of the category matching the title, pinned and most viewed first. */
export async function recommendedLiveIds(db: Db, filter: { categoryId?: number; keyword?: string }, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: lives.id })
    .from(lives)
    .where(and(published, isNull(lives.parentId), categoryFilter(db, filter.categoryId), titleFilter(filter.keyword)))
    .orderBy(desc(lives.top), desc(lives.viewCount), desc(lives.id))
    .limit(limit);
}

/** 直播中 first, then 预告 soonest first; single lives and sessions of a series alike. */
export async function forecastLiveIds(db: Db, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: lives.id })
    .from(lives)
    .where(and(published, eq(lives.type, 1), inArray(lives.liveStatus, [LiveStatus.upcoming, LiveStatus.live])))
    .orderBy(desc(lives.liveStatus), asc(lives.startAt), asc(lives.id))
    .limit(limit);
}

/** Series (type 2) at the top level, pinned first, latest first. */
export async function columnLiveIds(db: Db, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: lives.id })
    .from(lives)
    .where(and(published, eq(lives.type, 2), isNull(lives.parentId)))
    .orderBy(desc(lives.top), desc(lives.startAt), desc(lives.id))
    .limit(limit);
}

/** Which lives a paged list shows and in what order: built here, read by countLives and liveIdsPage. */
export interface LiveList {
  where: SQL | undefined;
  order: SQL[];
}

/** A live-home channel tab: 直播中, then 预告 soonest first, then the rest newest first. */
export function livesOfCategory(db: Db, categoryId: number, keyword: string | undefined): LiveList {
  const phase = sql`case when ${lives.liveStatus} = ${LiveStatus.live} then 0 when ${lives.liveStatus} = ${LiveStatus.upcoming} then 1 else 2 end`;
  const upcomingFirst = sql`case when ${lives.liveStatus} = ${LiveStatus.upcoming} then ${lives.startAt} end`;
  return {
    where: and(published, isNull(lives.parentId), categoryFilter(db, categoryId), titleFilter(keyword)),
    order: [asc(phase), asc(upcomingFirst), desc(lives.startAt), desc(lives.id)],
  };
}

/** 精彩回放: replays (5, 6, 7), newest first; live_type = content_type tab (5 学术会议, 7 临床好课, 8 科研好课). */
export function replayLives(db: Db, filter: { liveType?: number; categoryId?: number }): LiveList {
  return {
    where: and(
      published,
      eq(lives.type, 1),
      gte(lives.liveStatus, LiveStatus.replay),
      filter.liveType ? eq(lives.contentType, filter.liveType) : undefined,
      categoryFilter(db, filter.categoryId),
    ),
    order: [desc(lives.startAt), desc(lives.id)],
  };
}

/** 学术专区: academic lives (content_type 5) by study category and title, newest first. */
export function studyLives(filter: { categoryId?: number; keyword?: string }): LiveList {
  return {
    where: and(
      published,
      eq(lives.type, 1),
      eq(lives.contentType, ACADEMIC_CONTENT_TYPE),
      filter.categoryId ? eq(lives.studyCategoryId, filter.categoryId) : undefined,
      titleFilter(filter.keyword),
    ),
    order: [desc(lives.startAt), desc(lives.id)],
  };
}

/** 直播专栏 list: series (type 2), latest first. */
export function columnLives(): LiveList {
  return { where: and(published, eq(lives.type, 2), isNull(lives.parentId)), order: [desc(lives.top), desc(lives.startAt), desc(lives.id)] };
}

export async function countLives(db: Db, list: LiveList): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(lives).where(list.where);
  return total;
}

export async function liveIdsPage(db: Db, list: LiveList, paging: Paging): Promise<Array<{ id: number }>> {
  return db
    .select({ id: lives.id })
    .from(lives)
    .where(list.where)
    .orderBy(...list.order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function listStudyCategories(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, STUDY_CATEGORY_TYPE), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

const academicEntries = eq(meetings.originType, OriginType.academic);

/** 学术内容: academic entries (meetings of origin_type 31). */
export async function countAcademicEntries(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(meetings).where(academicEntries);
  return total;
}

/** One page of academic entries, newest first. */
export async function academicEntryIdsPage(db: Db, paging: Paging): Promise<Array<{ id: number }>> {
  return db
    .select({ id: meetings.id })
    .from(meetings)
    .where(academicEntries)
    .orderBy(desc(meetings.startAt), desc(meetings.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

const liveById = preparedPerDatabase((db) =>
  db
    .select()
    .from(lives)
    .where(and(eq(lives.id, sql.placeholder('id')), published))
    .limit(1)
    .prepare('published_live_by_id'),
);

/**
 * A published live or live series by id (live pages, the chat, the gates and the questionnaire read it):
 * a draft or taken-down live is no live to doctors. Run on the app's database.
 */
export async function findLive(db: Db, id: number): Promise<LiveRow | undefined> {
  const [row] = await liveById(db).execute({ id });
  return row;
}

/** A live whatever its publish state: the streaming service reports on lives doctors may not see yet. */
export async function findAnyLive(db: Db, id: number): Promise<LiveRow | undefined> {
  const [row] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  return row;
}

/** The published sessions of a series in their order. */
export async function childrenOf(db: Db, seriesId: number): Promise<LiveRow[]> {
  return db
    .select()
    .from(lives)
    .where(and(eq(lives.parentId, seriesId), published))
    .orderBy(asc(lives.sort), asc(lives.startAt), asc(lives.id));
}

/** Which of these lives the viewer booked. */
export async function bookedLiveIds(db: Db, viewerId: number, ids: number[]): Promise<Array<{ id: number }>> {
  return db
    .select({ id: appointments.liveId })
    .from(appointments)
    .where(and(eq(appointments.userId, viewerId), inArray(appointments.liveId, ids)));
}

/** Counts one view of the live; answers the new view_count (undefined when the live is gone). */
export async function incrementViewCount(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(lives)
    .set({ viewCount: sql`${lives.viewCount} + 1` })
    .where(eq(lives.id, id))
    .returning({ n: lives.viewCount });
  return row?.n;
}

export async function addViews(db: Db, id: number, increment: number): Promise<LiveRow | undefined> {
  const [row] = await db
    .update(lives)
    .set({ viewCount: sql`${lives.viewCount} + ${increment}` })
    .where(eq(lives.id, id))
    .returning();
  return row;
}

/** The live's managers, in the order they were added. */
export async function liveManagerUsers(db: Db, liveId: number): Promise<Array<{ id: number; avatar: string; nickname: string }>> {
  return db
    .select({ id: users.id, avatar: users.avatar, nickname: users.nickName })
    .from(liveManagers)
    .innerJoin(users, eq(users.id, liveManagers.userId))
    .where(eq(liveManagers.liveId, liveId))
    .orderBy(asc(liveManagers.id));
}

/** Avatars of the latest bookers of the live. */
export async function latestBookerAvatars(db: Db, liveId: number, limit: number): Promise<Array<{ avatar: string }>> {
  return db
    .select({ avatar: users.avatar })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.liveId, liveId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit);
}

export async function findLiveFavourite(db: Db, userId: number, liveId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.targetType, TargetType.live), eq(favourites.targetId, liveId)))
    .limit(1);
  return row;
}

export async function findQuestionnaireId(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  return row;
}

type StreamStatus = Pick<LiveRow, 'liveStatus' | 'openStatus'>;

/**
 * Claims a stream callback's nonce and applies its status change (`next`, undefined when nothing
 * changes) in one transaction: a repeat, also one racing in another process, finds the nonce taken and
 * changes nothing (null), and a failed update leaves the nonce free for a retry.
 */
export async function claimStreamCallback(db: Db, nonce: string, live: LiveRow, next: StreamStatus | undefined): Promise<LiveRow | null> {
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
