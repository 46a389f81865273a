import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError } from '../../plugins/envelope';
import type { EndpointResults } from '../../../../contract/generated/endpoints';
import type { ContentItem } from '../../../../contract/generated/schema-types';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems, loadContentLookup } from '../../shared/content/content-items';
import { pageOf, pagingOf } from '../../shared/paging';
import { mayReceive } from '../audiences';
import { clearHistory, HOT_WORD_LIMIT, listHotWords, recordHistory, type SearchOrderValue, type SearchScope } from './search.repository';
import { countByKind, listHistories, searchPage, searchSections, suggestTitles } from './search.service';
import { createSearchAnswers, type SearchAnswersOptions } from './search-answers';
import type { SearchKind } from './search-sources';
import { tsqueryFor } from './search-tokens';
import type { SynonymIndex } from './medical-synonyms';
import { SynonymList } from './synonym-list';

/** Synonym names a typed pinyin may stand for, searched for suggestions at most. */
const PINYIN_NAMES = 3;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's synonym list: search widens terms through it; the console's edits mark it changed. */
    searchSynonyms: SynonymList;
  }
}

export const SEARCH_TEXTS = {
  empty: '请输入搜索词',
  tooLong: `搜索词不能超过50个字`,
} as const;
/** Longest keyword searched (characters, after trimming). */
export const MAX_KEYWORD_CHARS = 50;

/** Result sections of the search screen (videos, articles, courses, lives). */
const SECTIONS = {
  courses: ['course'],
  lives: ['live'],
  articles: ['article'],
  videos: ['video', 'short_video'],
  // 全部 shows every kind with hits, not only the four the original app had.
  cases: ['case'],
  guides: ['download'],
  meetings: ['meeting'],
  topics: ['topic'],
  columns: ['medical_column'],
} as const satisfies Record<string, readonly SearchKind[]>;

/** Classify tabs: type is the origin_type of the kind (3 covers videos and short videos). */
export const CLASSIFY: ReadonlyArray<{ type: number; name: string; kinds: readonly SearchKind[] }> = [
  { type: OriginType.course, name: '课程', kinds: ['course'] },
  { type: OriginType.live, name: '直播', kinds: ['live'] },
  { type: OriginType.article, name: '资讯', kinds: ['article'] },
  { type: OriginType.video, name: '视频', kinds: ['video', 'short_video'] },
  { type: OriginType.case, name: '病例', kinds: ['case'] },
  { type: OriginType.download, name: '指南', kinds: ['download'] },
  { type: OriginType.meetingApply, name: '会议', kinds: ['meeting'] },
  { type: OriginType.topic, name: '专题', kinds: ['topic'] },
  { type: OriginType.medicalColumn, name: '专栏', kinds: ['medical_column'] },
];

/**
 * A keyword as searched and stored: control/format characters dropped, spaces collapsed, trimmed.
 * Empty → 请输入搜索词; more than 50 characters → 搜索词不能超过50个字 (both 400, never 500).
 */
export function cleanKeyword(raw: string | undefined): string {
  const keyword = (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!keyword) throw new AppError(400, SEARCH_TEXTS.empty);
  if ([...keyword].length > MAX_KEYWORD_CHARS) throw new AppError(400, SEARCH_TEXTS.tooLong);
  return keyword;
}

function scopeOf(keyword: string, channel: string | undefined, options: { prefixLast?: boolean; synonyms: SynonymIndex }): SearchScope | null {
  const tsquery = tsqueryFor(keyword, options);
  return tsquery ? { tsquery, ...(channel ? { channel } : {}) } : null;
}

/**
 * Search (docs/product-rules.md#search). Histories are the viewer's own, never anyone else's. Result
 * answers do not depend on the viewer and are reused briefly (search-answers.ts).
 */
export function searchRoutes(app: FastifyInstance, options: { cacheMs: number } & Pick<SearchAnswersOptions, 'shared' | 'refresh'>): void {
  const answers = createSearchAnswers(app, options.cacheMs, { shared: options.shared, refresh: options.refresh, log: app.log });
  const synonymList = new SynonymList(app.db, app.cacheBus);
  app.decorate('searchSynonyms', synonymList);
  app.addHook('onClose', async () => synonymList.close());
  const synonyms = async () => ({ synonyms: await synonymList.index() });

  catalogueRoute(app, 'getSearch', async (args) => {
    const keyword = cleanKeyword(args.keyword);
    const order = (args.order ?? 1) as SearchOrderValue;
    const size = args.size ?? 4;
    return answers.answer(['sections', keyword, args.channel, order, size], async () => {
      const result: EndpointResults['getSearch'] = {
        keyword,
        courses: [],
        lives: [],
        articles: [],
        videos: [],
        cases: [],
        guides: [],
        meetings: [],
        topics: [],
        columns: [],
        total: 0,
      };
      const scope = scopeOf(keyword, args.channel, await synonyms());
      // Only punctuation or symbols (e.g. an emoji): nothing can match; an empty answer, not an error.
      if (!scope) return result;
      const found = await searchSections(app.db, scope, { order, size, sections: SECTIONS });
      result.total = [...found.counts.values()].reduce((sum, n) => sum + n, 0);
      const refs = [...found.sections.values()].flat();
      if (refs.length === 0) return result;
      // One card lookup for every section.
      const cards = await loadContentLookup(app.db, refs);
      for (const section of Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>) {
        result[section] = (found.sections.get(section) ?? []).map(cards).filter((card): card is ContentItem => card !== undefined);
      }
      return result;
    });
  });

  catalogueRoute(app, 'listSearchResults', async (args) => {
    const keyword = cleanKeyword(args.keyword);
    const paging = pagingOf(args);
    const order = (args.order ?? 1) as SearchOrderValue;
    return answers.answer(['page', keyword, args.channel, args.type, order, paging.page, paging.pageSize], async () => {
      const scope = scopeOf(keyword, args.channel, await synonyms());
      const classify = CLASSIFY.find((c) => c.type === args.type);
      if (!scope || (args.type && !classify)) return pageOf([], 0, paging);
      const found = await searchPage(
        app.db,
        { ...scope, ...(classify ? { kinds: classify.kinds } : {}) },
        { order, limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
      );
      return pageOf(await loadContentItems(app.db, found.refs), found.total, paging);
    });
  });

  catalogueRoute(app, 'listSearchClassify', async (args) => {
    const keyword = cleanKeyword(args.keyword);
    return answers.answer(['classify', keyword, args.channel], async () => {
      const scope = scopeOf(keyword, args.channel, await synonyms());
      const counts = scope ? await countByKind(app.db, scope) : new Map<SearchKind, number>();
      const tabs = CLASSIFY.map((c) => ({ ...c, count: c.kinds.reduce((sum, kind) => sum + (counts.get(kind) ?? 0), 0) }));
      const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
      return {
        list: [
          { id: 0, name: '全部', type: 0, count: total },
          ...tabs.filter((t) => t.count > 0).map((t) => ({ id: t.type, name: t.name, type: t.type, count: t.count })),
        ],
      };
    });
  });

  catalogueRoute(app, 'listSearchSuggestions', async (args) => {
    const keyword = cleanKeyword(args.keyword);
    const index = await synonymList.index();
    const size = args.size ?? 8;
    const scope = scopeOf(keyword, args.channel, { prefixLast: true, synonyms: index });
    const rows = scope ? await suggestTitles(app.db, scope, size) : [];
    // Letters typed for a Chinese term (fa, fc → 房颤): titles of the synonym names they spell come next.
    const spelled = rows.length < size ? index.byPinyin(keyword.replace(/\s+/g, ''), PINYIN_NAMES) : [];
    for (const name of spelled) {
      const named = scopeOf(name, args.channel, { synonyms: index });
      if (!named) continue;
      for (const row of await suggestTitles(app.db, named, size)) {
        if (rows.length >= size) break;
        if (!rows.some((known) => known.title === row.title)) rows.push(row);
      }
    }
    return { list: rows.map((row) => ({ id: row.sourceId, title: row.title, origin_type: row.originType })) };
  });

  catalogueRoute(app, 'getSearchList', async (args, request) => {
    // Hot words limited to audiences reach only their viewers, here as on the home screen.
    const words = await listHotWords(app.db);
    const keys = [...new Set(words.flatMap((word) => word.audiences ?? []))].sort();
    const matched = new Set(keys.length > 0 ? await app.audiences.signature(request, keys) : []);
    const hot = words
      .filter((word) => mayReceive(word.audiences, matched))
      .slice(0, HOT_WORD_LIMIT)
      .map(({ audiences: _audiences, ...word }) => word);
    const histories = args.type !== 2 && request.viewer ? await listHistories(app.db, request.viewer.id) : [];
    return { hot_words: hot, histories };
  });

  catalogueRoute(app, 'recordSearch', async (args, request) => {
    const keyword = cleanKeyword(args.keyword);
    if (!request.viewer) return { recorded: false };
    await recordHistory(app.db, request.viewer.id, keyword);
    return { recorded: true };
  });

  catalogueRoute(app, 'deleteSearchHistory', async (args, request) => {
    const viewer = requireViewer(request);
    const keyword = args.keyword?.trim();
    return { deleted: await clearHistory(app.db, viewer.id, keyword || undefined) };
  });
}
