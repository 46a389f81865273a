import type { HomePayload, RecommendModule } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { loadContentItems, loadContentLookup, type ContentRef } from '../../shared/content/content-items';
import {
  isTargeted as targeted,
  selectHomeBanners,
  selectHotWords,
  selectLatestArticleIds,
  selectMessages,
  selectRecommendItems,
  selectRecommendModules,
  selectScreenAdverts,
  selectShortcuts,
} from './home.repository';

/** Home constants: latest articles shown, hot-word hints rotated in the search bar. */
export const HOME_ARTICLE_COUNT = 6;
export const HOME_HOT_WORD_COUNT = 10;

type ScreenAdvert = NonNullable<HomePayload['screen_advert']>;

/**
 * Which home items are limited to audiences (audience keys by banner, shortcut, message and hot word id,
 * and per recommend module by position in its module_data). Kept beside the payload, never in it: the
 * route removes the items a viewer may not receive before serializing (home-audiences.ts).
 */
export interface HomeTargets {
  banners: Map<number, string[]>;
  shortcuts: Map<number, string[]>;
  recommend: Map<number, Array<string[] | null>>;
  messages: Map<number, string[]>;
  /** With any set, the payload's hot_words lists more than HOME_HOT_WORD_COUNT: each viewer's first ones are kept. */
  hotWords: Map<number, string[]>;
  /**
   * With a targeted advert current, the adverts a viewer may be shown in order (latest started first,
   * ending with the first for everyone, if any): each viewer gets the first they may receive. Empty otherwise.
   */
  screenAdverts: Array<{ advert: ScreenAdvert; audiences: string[] | null }>;
}

async function loadShortcuts(db: Db, positionType: 1 | 2, now: Date, targets: HomeTargets) {
  const rows = await selectShortcuts(db, positionType, now);
  for (const s of rows) if (targeted(s.audiences)) targets.shortcuts.set(s.id, s.audiences);
  return rows.map((s) => ({ id: s.id, title: s.title, logo: s.logo, content_type: s.contentType, link: s.link }));
}

async function loadRecommend(db: Db, now: Date, targets: HomeTargets): Promise<RecommendModule[]> {
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
  return modules.map((m) => {
    const shown = items
      .map((item) => ({ item, card: item.moduleId === m.id ? lookup(refs.get(item.id)!) : undefined }))
      .filter((entry) => entry.card !== undefined);
    if (shown.some(({ item }) => targeted(item.audiences)))
      targets.recommend.set(
        m.id,
        shown.map(({ item }) => (targeted(item.audiences) ? item.audiences : null)),
      );
    return {
      id: m.id,
      layout: m.layout as RecommendModule['layout'],
      module_type: m.moduleType,
      module_name: m.moduleName,
      module_data: shown.map(({ card }) => card!),
    };
  });
}

async function loadScreenAdvert(db: Db, now: Date, targets: HomeTargets): Promise<HomePayload['screen_advert']> {
  const candidates = (await selectScreenAdverts(db, now)).map((advert) => ({
    advert: {
      id: advert.id,
      cover_img: advert.coverImg,
      link: advert.link,
      start_time: advert.startTime.toISOString(),
      end_time: advert.endTime.toISOString(),
    },
    audiences: targeted(advert.audiences) ? advert.audiences : null,
  }));
  if (candidates.some((candidate) => candidate.audiences)) targets.screenAdverts = candidates;
  return candidates[0]?.advert ?? null;
}

async function loadLatestArticles(db: Db, now: Date) {
  const rows = await selectLatestArticleIds(db, HOME_ARTICLE_COUNT);
  const refs: ContentRef[] = rows.map((row) => ({ originType: 2, originId: row.id }));
  return loadContentItems(db, refs, now);
}

/**
 * Everything the home screen shows, in one payload (original call GET home), with the items limited to
 * audiences: the payload holds them all, so it must not be sent before tailorHome removed those.
 */
export async function loadHome(db: Db, now: Date = new Date()): Promise<{ payload: HomePayload; targets: HomeTargets }> {
  const targets: HomeTargets = { banners: new Map(), shortcuts: new Map(), recommend: new Map(), messages: new Map(), hotWords: new Map(), screenAdverts: [] };
  const bannerRows = await selectHomeBanners(db, now);
  for (const b of bannerRows) if (targeted(b.audiences)) targets.banners.set(b.id, b.audiences);
  const messageRows = await selectMessages(db, now);
  for (const m of messageRows) if (targeted(m.audiences)) targets.messages.set(m.id, m.audiences);
  const hotWordRows = await selectHotWords(db, HOME_HOT_WORD_COUNT);
  for (const w of hotWordRows) if (targeted(w.audiences)) targets.hotWords.set(w.id, w.audiences);
  const payload: HomePayload = {
    banners: bannerRows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title })),
    recommend: await loadRecommend(db, now, targets),
    position_type_1: await loadShortcuts(db, 1, now, targets),
    position_type_2: await loadShortcuts(db, 2, now, targets),
    messages: messageRows.map((m) => ({ id: m.id, label: m.label, title: m.title, link: m.link })),
    screen_advert: await loadScreenAdvert(db, now, targets),
    articles: await loadLatestArticles(db, now),
    hot_words: hotWordRows.map((w) => ({ id: w.id, title: w.title, content_type: w.contentType, link: w.link })),
  };
  return { payload, targets };
}
