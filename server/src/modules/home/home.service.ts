import type { HomePayload, RecommendModule } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { loadContentItems, loadContentLookup, type ContentRef } from '../content/content-items';
import {
  findScreenAdvert,
  selectHomeBanners,
  selectHotWords,
  selectLatestArticleIds,
  selectMessages,
  selectRecommendItems,
  selectRecommendModules,
  selectShortcuts,
} from './home.repository';

/** Home constants: latest articles shown, hot-word hints rotated in the search bar. */
export const HOME_ARTICLE_COUNT = 6;
export const HOME_HOT_WORD_COUNT = 10;

async function loadShortcuts(db: Db, positionType: 1 | 2, now: Date) {
  const rows = await selectShortcuts(db, positionType, now);
  return rows.map((s) => ({ id: s.id, title: s.title, logo: s.logo, content_type: s.contentType, link: s.link }));
}

async function loadRecommend(db: Db, now: Date): Promise<RecommendModule[]> {
  const modules = await selectRecommendModules(db, now);
  if (modules.length === 0) return [];
  const items = await selectRecommendItems(
    db,
    modules.map((m) => m.id),
  );
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
  const advert = await findScreenAdvert(db, now);
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
  const rows = await selectLatestArticleIds(db, HOME_ARTICLE_COUNT);
  const refs: ContentRef[] = rows.map((row) => ({ originType: 2, originId: row.id }));
  return loadContentItems(db, refs, now);
}

/** Everything the home screen shows, in one payload (original call GET home). */
export async function loadHomePayload(db: Db, now: Date = new Date()): Promise<HomePayload> {
  const bannerRows = await selectHomeBanners(db, now);
  const messageRows = await selectMessages(db, now);
  const hotWordRows = await selectHotWords(db, HOME_HOT_WORD_COUNT);
  return {
    banners: bannerRows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title })),
    recommend: await loadRecommend(db, now),
    position_type_1: await loadShortcuts(db, 1, now),
    position_type_2: await loadShortcuts(db, 2, now),
    messages: messageRows.map((m) => ({ id: m.id, label: m.label, title: m.title, link: m.link })),
    screen_advert: await loadScreenAdvert(db, now),
    articles: await loadLatestArticles(db, now),
    hot_words: hotWordRows.map((w) => ({ id: w.id, title: w.title, content_type: w.contentType, link: w.link })),
  };
}
