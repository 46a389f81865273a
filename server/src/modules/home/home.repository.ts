import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PUBLISH_STATE } from '../../shared/publish-state';
import type { Db } from '../../db/database';
import { articles, banners, hotWords, messages, recommendModuleItems, recommendModules, screenAdverts, shortcuts } from '../../db/schema/index';

/** Home banners are type 1 without a channel (channel tabs have their own). */
const HOME_BANNER_TYPE = 1;
/** Screen adverts limited to audiences read at most, latest started first (a guard, not a product rule). */
const SCREEN_ADVERT_CANDIDATES = 20;
/** Hot words limited to audiences read beyond the count shown (a guard, not a product rule). */
const HOT_WORD_CANDIDATES = 50;

/** Whether an item is limited to audiences (null or empty: everyone). */
export const isTargeted = (audiences: string[] | null): audiences is string[] => Array.isArray(audiences) && audiences.length > 0;

export type BannerRow = typeof banners.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type HotWordRow = typeof hotWords.$inferSelect;
export type ShortcutRow = typeof shortcuts.$inferSelect;
export type RecommendModuleRow = typeof recommendModules.$inferSelect;
export type RecommendItemRow = typeof recommendModuleItems.$inferSelect;
export type ScreenAdvertRow = typeof screenAdverts.$inferSelect;

/** A record with an optional start_at/end_at window is served only from start_at until (not at) end_at. */
function inWindow(table: { startAt: PgColumn; endAt: PgColumn }, now: Date): SQL | undefined {
  return and(or(isNull(table.startAt), lte(table.startAt, now)), or(isNull(table.endAt), gt(table.endAt, now)));
}

export async function selectHomeBanners(db: Db, now: Date = new Date()): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.type, HOME_BANNER_TYPE), isNull(banners.channelId), eq(banners.enabled, true), inWindow(banners, now)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function selectMessages(db: Db, now: Date = new Date()): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.enabled, true), inWindow(messages, now)))
    .orderBy(asc(messages.sort), asc(messages.id));
}

/**
 * Enabled hot words in operator order, up to the `count`-th for everyone: a viewer receives the first
 * `count` of these they may receive, and no word after that one can be among them. Words limited to
 * audiences are read up to HOT_WORD_CANDIDATES.
 */
export async function selectHotWords(db: Db, count: number): Promise<HotWordRow[]> {
  const rows = await db
    .select()
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(count + HOT_WORD_CANDIDATES);
  let open = 0;
  const last = rows.findIndex((word) => !isTargeted(word.audiences) && ++open === count);
  return last < 0 ? rows : rows.slice(0, last + 1);
}

export async function selectShortcuts(db: Db, positionType: 1 | 2, now: Date = new Date()): Promise<ShortcutRow[]> {
  return db
    .select()
    .from(shortcuts)
    .where(and(eq(shortcuts.positionType, positionType), eq(shortcuts.enabled, true), inWindow(shortcuts, now)))
    .orderBy(asc(shortcuts.sort), asc(shortcuts.id));
}

export async function selectRecommendModules(db: Db, now: Date = new Date()): Promise<RecommendModuleRow[]> {
  return db
    .select()
    .from(recommendModules)
    .where(and(eq(recommendModules.enabled, true), inWindow(recommendModules, now)))
    .orderBy(asc(recommendModules.sort), asc(recommendModules.id));
}

/** The items of the modules `moduleIds`, in the operator's order. */
export async function selectRecommendItems(db: Db, moduleIds: number[]): Promise<RecommendItemRow[]> {
  return db
    .select()
    .from(recommendModuleItems)
    .where(inArray(recommendModuleItems.moduleId, moduleIds))
    .orderBy(asc(recommendModuleItems.sort), asc(recommendModuleItems.id));
}

/**
 * The enabled adverts whose window holds `now`, latest started first, up to and including the first one
 * for everyone: the app shows the first a viewer may receive, so none after that one is ever shown.
 */
export async function selectScreenAdverts(db: Db, now: Date): Promise<ScreenAdvertRow[]> {
  const rows = await db
    .select()
    .from(screenAdverts)
    .where(and(eq(screenAdverts.enabled, true), lte(screenAdverts.startTime, now), gte(screenAdverts.endTime, now)))
    .orderBy(desc(screenAdverts.startTime), desc(screenAdverts.id))
    .limit(SCREEN_ADVERT_CANDIDATES);
  const open = rows.findIndex((advert) => !isTargeted(advert.audiences));
  return open < 0 ? rows : rows.slice(0, open + 1);
}

/** The latest single articles (pinned first). */
export async function selectLatestArticleIds(db: Db, limit: number): Promise<Array<{ id: number; top: number }>> {
  return db
    .select({ id: articles.id, top: articles.top })
    .from(articles)
    .where(and(eq(articles.contentType, 0), eq(articles.type, 1), eq(articles.publishState, PUBLISH_STATE.published)))
    .orderBy(desc(articles.top), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** Tables whose records may carry a start_at/end_at window on the home screen. */
const WINDOWED_TABLES = [banners, shortcuts, messages, recommendModules] as const;

/**
 * The first window start or end after `now` among the home content (the screen advert's too): the home
 * payload changes then, so it is cached no longer than that.
 */
export async function nextHomeBoundary(db: Db, now: Date): Promise<Date | undefined> {
  const times: Date[] = [];
  for (const table of WINDOWED_TABLES) {
    const [row] = await db
      .select({ start: min(table.startAt) })
      .from(table)
      .where(gt(table.startAt, now));
    const [end] = await db
      .select({ end: min(table.endAt) })
      .from(table)
      .where(gt(table.endAt, now));
    if (row?.start) times.push(row.start);
    if (end?.end) times.push(end.end);
  }
  const [advertStart] = await db
    .select({ t: min(screenAdverts.startTime) })
    .from(screenAdverts)
    .where(gt(screenAdverts.startTime, now));
  const [advertEnd] = await db
    .select({ t: min(screenAdverts.endTime) })
    .from(screenAdverts)
    .where(gt(screenAdverts.endTime, now));
  if (advertStart?.t) times.push(advertStart.t);
  if (advertEnd?.t) times.push(advertEnd.t);
  return times.sort((a, b) => a.getTime() - b.getTime())[0];
}

/** Whether a home window starts or ends in (after, upTo]: the scheduler then drops the home caches. */
export async function homeBoundaryPassed(db: Db, after: Date, upTo: Date): Promise<boolean> {
  for (const table of WINDOWED_TABLES) {
    const [hit] = await db
      .select({ id: table.id })
      .from(table)
      .where(or(and(gt(table.startAt, after), lte(table.startAt, upTo)), and(gt(table.endAt, after), lte(table.endAt, upTo))))
      .limit(1);
    if (hit) return true;
  }
  const [advert] = await db
    .select({ id: screenAdverts.id })
    .from(screenAdverts)
    .where(
      or(and(gt(screenAdverts.startTime, after), lte(screenAdverts.startTime, upTo)), and(gt(screenAdverts.endTime, after), lte(screenAdverts.endTime, upTo))),
    )
    .limit(1);
  return advert !== undefined;
}
