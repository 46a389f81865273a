import type { Banner, ContentItem, LiveHome } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import {
  academicEntryIdsPage,
  bookedUpcomingLiveIds,
  columnLiveIds,
  columnLives,
  countAcademicEntries,
  countLives,
  enabledBanners,
  forecastLiveIds,
  liveIdsPage,
  livesOfCategory,
  recommendedLiveIds,
  replayLives,
  studyLives,
  type LiveList,
} from './lives.repository';

/** Lists of the live screens (live home, study zone, live columns) as cards. */

/** banners.type of the live home and of the study zone. */
const BANNER_TYPE = { liveHome: 4, studyZone: 10 } as const;
const HOME_LIMIT = { forecast: 20, columns: 10, academic: 4, appointment: 20 } as const;

const liveRefs = (rows: Array<{ id: number }>) => rows.map((row) => ({ originType: OriginType.live, originId: row.id }));

async function bannersOf(db: Db, type: number): Promise<Banner[]> {
  const rows = await enabledBanners(db, type);
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}

/** The viewer's bookings of lives that have not ended, soonest first (the My appointment card). */
async function viewerAppointments(db: Db, viewerId: number | undefined, now: Date): Promise<ContentItem[]> {
  if (viewerId === undefined) return [];
  const rows = await bookedUpcomingLiveIds(db, viewerId, HOME_LIMIT.appointment);
  return loadContentItems(db, liveRefs(rows), now, viewerId);
}

export interface HomeQuery {
  pageSize: number;
  categoryId?: number;
  title?: string;
}

export async function loadLiveHome(db: Db, query: HomeQuery, viewerId: number | undefined, now = new Date()): Promise<LiveHome> {
  const keyword = query.title?.trim();
  const recommendRows = await recommendedLiveIds(db, { categoryId: query.categoryId, keyword }, query.pageSize);
  const forecastRows = await forecastLiveIds(db, HOME_LIMIT.forecast);
  const columnRows = await columnLiveIds(db, HOME_LIMIT.columns);
  return {
    recommend: await loadContentItems(db, liveRefs(recommendRows), now, viewerId),
    academicContent: (await listAcademicContent(db, { page: 1, pageSize: HOME_LIMIT.academic }, viewerId, now)).list,
    banners: await bannersOf(db, BANNER_TYPE.liveHome),
    forecast: await loadContentItems(db, liveRefs(forecastRows), now, viewerId),
    appointment: await viewerAppointments(db, viewerId, now),
    columns: await loadContentItems(db, liveRefs(columnRows), now, viewerId),
  };
}

/** One page of the lives of `list`, as cards. */
async function pageOfLives(db: Db, list: LiveList, paging: Paging, viewerId: number | undefined, now: Date): Promise<Page<ContentItem>> {
  const total = await countLives(db, list);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await liveIdsPage(db, list, paging);
  return pageOf(await loadContentItems(db, liveRefs(rows), now, viewerId), total, paging);
}

/** A live-home channel tab: 直播中, then 预告 soonest first, then the rest newest first. */
export function listByCategory(db: Db, query: Paging & { categoryId: number; title?: string }, viewerId: number | undefined, now = new Date()) {
  return pageOfLives(db, livesOfCategory(db, query.categoryId, query.title?.trim()), query, viewerId, now);
}

/** 精彩回放: replays (5, 6, 7), newest first; live_type = content_type tab (5 学术会议, 7 临床好课, 8 科研好课). */
export function listReplays(db: Db, query: Paging & { liveType?: number; categoryId?: number }, viewerId: number | undefined, now = new Date()) {
  return pageOfLives(db, replayLives(db, { liveType: query.liveType, categoryId: query.categoryId }), query, viewerId, now);
}

/** 学术专区: academic lives (content_type 5) by study category and title, newest first. */
export function listStudy(db: Db, query: Paging & { categoryId?: number; title?: string }, viewerId: number | undefined, now = new Date()) {
  return pageOfLives(db, studyLives({ categoryId: query.categoryId, keyword: query.title?.trim() }), query, viewerId, now);
}

export async function studyBanners(db: Db): Promise<Banner[]> {
  return bannersOf(db, BANNER_TYPE.studyZone);
}

/** 学术内容: academic entries (meetings of origin_type 31), newest first. */
export async function listAcademicContent(db: Db, paging: Paging, viewerId: number | undefined, now = new Date()): Promise<Page<ContentItem>> {
  const total = await countAcademicEntries(db);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await academicEntryIdsPage(db, paging);
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
  return pageOfLives(db, columnLives(), paging, viewerId, now);
}
