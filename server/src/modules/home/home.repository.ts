import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, banners, hotWords, messages, recommendModuleItems, recommendModules, screenAdverts, shortcuts } from '../../db/schema/index';

/** Home banners are type 1 without a channel (channel tabs have their own). */
const HOME_BANNER_TYPE = 1;

export type BannerRow = typeof banners.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type HotWordRow = typeof hotWords.$inferSelect;
export type ShortcutRow = typeof shortcuts.$inferSelect;
export type RecommendModuleRow = typeof recommendModules.$inferSelect;
export type RecommendItemRow = typeof recommendModuleItems.$inferSelect;
export type ScreenAdvertRow = typeof screenAdverts.$inferSelect;

export async function selectHomeBanners(db: Db): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.type, HOME_BANNER_TYPE), isNull(banners.channelId), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function selectMessages(db: Db): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.enabled, true)).orderBy(asc(messages.sort), asc(messages.id));
}

export async function selectHotWords(db: Db, limit: number): Promise<HotWordRow[]> {
  return db.select().from(hotWords).where(eq(hotWords.enabled, true)).orderBy(asc(hotWords.sort), asc(hotWords.id)).limit(limit);
}

export async function selectShortcuts(db: Db, positionType: 1 | 2): Promise<ShortcutRow[]> {
  return db
    .select()
    .from(shortcuts)
    .where(and(eq(shortcuts.positionType, positionType), eq(shortcuts.enabled, true)))
    .orderBy(asc(shortcuts.sort), asc(shortcuts.id));
}

export async function selectRecommendModules(db: Db): Promise<RecommendModuleRow[]> {
  return db.select().from(recommendModules).where(eq(recommendModules.enabled, true)).orderBy(asc(recommendModules.sort), asc(recommendModules.id));
}

/** The items of the modules `moduleIds`, in the operator's order. */
export async function selectRecommendItems(db: Db, moduleIds: number[]): Promise<RecommendItemRow[]> {
  return db
    .select()
    .from(recommendModuleItems)
    .where(inArray(recommendModuleItems.moduleId, moduleIds))
    .orderBy(asc(recommendModuleItems.sort), asc(recommendModuleItems.id));
}

/** The enabled advert whose window holds `now` (the latest started), if any. */
export async function findScreenAdvert(db: Db, now: Date): Promise<ScreenAdvertRow | undefined> {
  const [advert] = await db
    .select()
    .from(screenAdverts)
    .where(and(eq(screenAdverts.enabled, true), lte(screenAdverts.startTime, now), gte(screenAdverts.endTime, now)))
    .orderBy(desc(screenAdverts.startTime))
    .limit(1);
  return advert;
}

/** The latest single articles (pinned first). */
export async function selectLatestArticleIds(db: Db, limit: number): Promise<Array<{ id: number; top: number }>> {
  return db
    .select({ id: articles.id, top: articles.top })
    .from(articles)
    .where(and(eq(articles.contentType, 0), eq(articles.type, 1)))
    .orderBy(desc(articles.top), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}
