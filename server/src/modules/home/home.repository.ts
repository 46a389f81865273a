import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { HomePayload, RecommendModule } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { articles, banners, hotWords, messages, recommendModuleItems, recommendModules, screenAdverts, shortcuts } from '../../db/schema/index';
import { loadContentItems, loadContentLookup, type ContentRef } from '../content/content-items';

/** Home constants: latest articles shown, hot-word hints rotated in the search bar. */
export const HOME_ARTICLE_COUNT = 6;
export const HOME_HOT_WORD_COUNT = 10;
/** Home banners are type 1 without a channel (channel tabs have their own). */
const HOME_BANNER_TYPE = 1;

async function loadShortcuts(db: Db, positionType: 1 | 2) {
  const rows = await db
    .select()
    .from(shortcuts)
    .where(and(eq(shortcuts.positionType, positionType), eq(shortcuts.enabled, true)))
    .orderBy(asc(shortcuts.sort), asc(shortcuts.id));
  return rows.map((s) => ({ id: s.id, title: s.title, logo: s.logo, content_type: s.contentType, link: s.link }));
}

async function loadRecommend(db: Db, now: Date): Promise<RecommendModule[]> {
  const modules = await db
    .select()
    .from(recommendModules)
    .where(eq(recommendModules.enabled, true))
    .orderBy(asc(recommendModules.sort), asc(recommendModules.id));
  if (modules.length === 0) return [];
  const items = await db
    .select()
    .from(recommendModuleItems)
    .where(
      inArray(
        recommendModuleItems.moduleId,
        modules.map((m) => m.id),
      ),
    )
    .orderBy(asc(recommendModuleItems.sort), asc(recommendModuleItems.id));
  // An item's origin_type is its module's module_type; for 3 (short video) that is the short_videos table.
  const refs = new Map<number, ContentRef>(
    items.map((item) => [
      item.id,
      { originType: item.originType, originId: item.originId, ...(item.originType === 3 ? { source: 'shortVideo' as const } : {}) },
    ]),
  );
  const lookup = await loadContentLookup(db, [...refs.values()], now);
  return modules.map((m) => ({
    id: m.id,
    layout: m.layout as RecommendModule['layout'],
    module_type: m.moduleType,
    module_name: m.moduleName,
    module_data: items
      .filter((item) => item.moduleId === m.id)
      .map((item) => lookup(refs.get(item.id)!))
      .filter((card) => card !== undefined),
  }));
}

async function loadScreenAdvert(db: Db, now: Date): Promise<HomePayload['screen_advert']> {
  const [advert] = await db
    .select()
    .from(screenAdverts)
    .where(and(eq(screenAdverts.enabled, true), lte(screenAdverts.startTime, now), gte(screenAdverts.endTime, now)))
    .orderBy(desc(screenAdverts.startTime))
    .limit(1);
  if (!advert) return null;
  return {
    id: advert.id,
    cover_img: advert.coverImg,
    link: advert.link,
    start_time: advert.startTime.toISOString(),
    end_time: advert.endTime.toISOString(),
  };
}

async function loadLatestArticles(db: Db, now: Date) {
  const rows = await db
    .select({ id: articles.id, top: articles.top })
    .from(articles)
    .where(and(eq(articles.contentType, 0), eq(articles.type, 1)))
    .orderBy(desc(articles.top), desc(articles.publishedAt), desc(articles.id))
    .limit(HOME_ARTICLE_COUNT);
  const refs: ContentRef[] = rows.map((row) => ({ originType: 2, originId: row.id }));
  return loadContentItems(db, refs, now);
}

/** Everything the home screen shows, in one payload (original call GET home). */
export async function loadHomePayload(db: Db, now: Date = new Date()): Promise<HomePayload> {
  const bannerRows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, HOME_BANNER_TYPE), isNull(banners.channelId), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  const messageRows = await db.select().from(messages).where(eq(messages.enabled, true)).orderBy(asc(messages.sort), asc(messages.id));
  const hotWordRows = await db
    .select()
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(asc(hotWords.sort), asc(hotWords.id))
    .limit(HOME_HOT_WORD_COUNT);
  return {
    banners: bannerRows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title })),
    recommend: await loadRecommend(db, now),
    position_type_1: await loadShortcuts(db, 1),
    position_type_2: await loadShortcuts(db, 2),
    messages: messageRows.map((m) => ({ id: m.id, label: m.label, title: m.title, link: m.link })),
    screen_advert: await loadScreenAdvert(db, now),
    articles: await loadLatestArticles(db, now),
    hot_words: hotWordRows.map((w) => ({ id: w.id, title: w.title, content_type: w.contentType, link: w.link })),
  };
}
