import type {
  OpsBannerInput,
  OpsChannelInput,
  OpsContentKind,
  OpsHotWordInput,
  OpsMessageInput,
  OpsRecommendModuleInput,
  OpsScreenAdvertInput,
  OpsShortcutInput,
} from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { OPS_MESSAGES } from '../ops-operators';
import { CONTENT_TABLES, listModuleItemRows, type ContentTable, type ModuleItemValues } from './ops-content.repository';

type Row = Record<string, unknown>;

/**
 * One kind of home content the console manages: its table (CONTENT_TABLES), its create/update body schema (in its ops catalogue entries),
 * and the mapping between the API's snake_case fields and the table's columns. Kinds differ only here; the
 * routes (ops-content.routes.ts) are the same for all.
 */
export interface ContentKind extends ContentTable {
  /** Path segment: /ops/api/content/{name}. */
  name: OpsContentKind;
  /** The noun of its ops catalogue endpoints: listOps<Noun>s, createOps<Noun>, publishOps<Noun>s… */
  endpointNoun: string;
  /** schemas/ops/<file>.json describes one record as the routes answer it (toApi's result). */
  answerFile: string;
  /** Body (defaults applied by the schema) → column values. */
  toColumns(input: Row): Row;
  /** Table row → API object. */
  toApi(row: Row): Row;
  /** Answer fields the app counts (clicks, views): never edited, so a draft shows the live numbers. */
  counters?: readonly string[];
  /** A rule the schema cannot express; the message is shown to the operator. */
  check?(input: Row): string | undefined;
  /** Child rows (a recommend module's items), written in the same transaction as their module. */
  children?: {
    /** API objects of the children of modules `ids`, by module id. */
    load(db: Db, ids: number[]): Promise<Map<number, Row[]>>;
    /** Body → the child rows it replaces the module's children with. */
    toRows(input: Row): ModuleItemValues[];
  };
}

/** An item's target audiences (absent or empty = everyone) as stored: null for everyone. */
const audienceColumn = (value: string[] | undefined) => (value && value.length > 0 ? value : null);
/** …and as answered: the field only when the item is targeted. */
const audienceField = (value: unknown) => (Array.isArray(value) && value.length > 0 ? { audiences: value } : {});

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The optional start/end window of a banner, entrance, message or recommend module (null: open). */
const windowColumns = (i: Row) => ({
  startAt: typeof i.start_at === 'string' ? new Date(i.start_at) : null,
  endAt: typeof i.end_at === 'string' ? new Date(i.end_at) : null,
});
// Only a set bound is answered: records without a window keep the shape the revisions stored before windows existed.
const windowApi = (r: Row) => ({ ...(r.startAt ? { start_at: iso(r.startAt) } : {}), ...(r.endAt ? { end_at: iso(r.endAt) } : {}) });
const checkWindow = (i: Row) =>
  typeof i.start_at === 'string' && typeof i.end_at === 'string' && Date.parse(i.end_at) <= Date.parse(i.start_at) ? OPS_MESSAGES.badTimes : undefined;

const banner: ContentKind = {
  name: 'banners',
  endpointNoun: 'Banner',
  answerFile: 'ops-banner',
  ...CONTENT_TABLES.banners,
  counters: ['click_count'],
  toColumns: (i) => {
    const b = i as unknown as OpsBannerInput;
    return {
      title: b.title ?? '',
      img: b.img,
      targetUrl: b.target_url ?? '',
      type: b.type ?? 1,
      channelId: b.channel_id ?? null,
      enabled: b.enabled ?? true,
      ...windowColumns(i),
      audiences: audienceColumn(b.audiences),
    };
  },
  check: checkWindow,
  toApi: (r) => ({
    id: r.id,
    title: r.title,
    img: r.img,
    target_url: r.targetUrl,
    type: r.type,
    channel_id: r.channelId,
    enabled: r.enabled,
    sort: r.sort,
    click_count: r.clickCount,
    ...windowApi(r),
    ...audienceField(r.audiences),
  }),
};

const shortcut: ContentKind = {
  name: 'shortcuts',
  endpointNoun: 'Shortcut',
  answerFile: 'ops-shortcut',
  ...CONTENT_TABLES.shortcuts,
  toColumns: (i) => {
    const s = i as unknown as OpsShortcutInput;
    return {
      positionType: s.position_type,
      title: s.title,
      logo: s.logo,
      contentType: s.content_type ?? 0,
      link: s.link ?? '',
      enabled: s.enabled ?? true,
      ...windowColumns(i),
      audiences: audienceColumn(s.audiences),
    };
  },
  check: checkWindow,
  toApi: (r) => ({
    id: r.id,
    position_type: r.positionType,
    title: r.title,
    logo: r.logo,
    content_type: r.contentType,
    link: r.link,
    enabled: r.enabled,
    sort: r.sort,
    ...windowApi(r),
    ...audienceField(r.audiences),
  }),
};

const message: ContentKind = {
  name: 'messages',
  endpointNoun: 'Message',
  answerFile: 'ops-message',
  ...CONTENT_TABLES.messages,
  toColumns: (i) => {
    const m = i as unknown as OpsMessageInput;
    return {
      label: m.label ?? '',
      title: m.title,
      link: m.link ?? '',
      enabled: m.enabled ?? true,
      ...windowColumns(i),
      audiences: audienceColumn(m.audiences),
    };
  },
  check: checkWindow,
  toApi: (r) => ({ id: r.id, label: r.label, title: r.title, link: r.link, enabled: r.enabled, sort: r.sort, ...windowApi(r), ...audienceField(r.audiences) }),
};

const screenAdvert: ContentKind = {
  name: 'screen-adverts',
  endpointNoun: 'ScreenAdvert',
  answerFile: 'ops-screen-advert',
  // No sort column: the app shows the advert whose window started last.
  ...CONTENT_TABLES['screen-adverts'],
  counters: ['view_count'],
  toColumns: (i) => {
    const a = i as unknown as OpsScreenAdvertInput;
    return {
      coverImg: a.cover_img,
      link: a.link ?? '',
      startTime: new Date(a.start_time),
      endTime: new Date(a.end_time),
      enabled: a.enabled ?? true,
      audiences: audienceColumn(a.audiences),
    };
  },
  toApi: (r) => ({
    id: r.id,
    cover_img: r.coverImg,
    link: r.link,
    start_time: iso(r.startTime),
    end_time: iso(r.endTime),
    enabled: r.enabled,
    view_count: r.viewCount,
    ...audienceField(r.audiences),
  }),
  check: (i) => (Date.parse(String(i.end_time)) > Date.parse(String(i.start_time)) ? undefined : OPS_MESSAGES.badTimes),
};

const recommendModule: ContentKind = {
  name: 'recommend-modules',
  endpointNoun: 'RecommendModule',
  answerFile: 'ops-recommend-module',
  ...CONTENT_TABLES['recommend-modules'],
  toColumns: (i) => {
    const m = i as unknown as OpsRecommendModuleInput;
    return { layout: m.layout, moduleType: m.module_type, moduleName: m.module_name, enabled: m.enabled ?? true, ...windowColumns(i) };
  },
  check: checkWindow,
  toApi: (r) => ({
    id: r.id,
    layout: r.layout,
    module_type: r.moduleType,
    module_name: r.moduleName,
    enabled: r.enabled,
    sort: r.sort,
    ...windowApi(r),
  }),
  children: {
    async load(db, ids) {
      const rows = await listModuleItemRows(db);
      const byModule = new Map<number, Row[]>(ids.map((id) => [id, []]));
      for (const row of rows)
        byModule.get(row.moduleId)?.push({ id: row.id, origin_type: row.originType, origin_id: row.originId, sort: row.sort, ...audienceField(row.audiences) });
      return byModule;
    },
    toRows(input) {
      const m = input as unknown as OpsRecommendModuleInput;
      // The same content twice in one module is one item (the table's unique key).
      const seen = new Set<string>();
      return (m.items ?? [])
        .map((item, index) => ({
          originType: item.origin_type ?? m.module_type,
          originId: item.origin_id,
          sort: index,
          audiences: audienceColumn(item.audiences),
        }))
        .filter((item) => !seen.has(`${item.originType}:${item.originId}`) && seen.add(`${item.originType}:${item.originId}`));
    },
  },
};

const hotWord: ContentKind = {
  name: 'hot-words',
  endpointNoun: 'HotWord',
  answerFile: 'ops-hot-word',
  ...CONTENT_TABLES['hot-words'],
  counters: ['click_count'],
  toColumns: (i) => {
    const w = i as unknown as OpsHotWordInput;
    return { title: w.title, contentType: w.content_type ?? 1, link: w.link ?? '', enabled: w.enabled ?? true, audiences: audienceColumn(w.audiences) };
  },
  toApi: (r) => ({
    id: r.id,
    title: r.title,
    content_type: r.contentType,
    link: r.link,
    enabled: r.enabled,
    sort: r.sort,
    click_count: r.clickCount,
    ...audienceField(r.audiences),
  }),
};

const channel: ContentKind = {
  name: 'channels',
  endpointNoun: 'Channel',
  answerFile: 'ops-channel',
  ...CONTENT_TABLES.channels,
  toColumns: (i) => {
    const c = i as unknown as OpsChannelInput;
    return { title: c.title, originType: c.origin_type ?? 0, enabled: c.enabled ?? true };
  },
  toApi: (r) => ({ id: r.id, title: r.title, origin_type: r.originType, enabled: r.enabled, sort: r.sort }),
};

export const CONTENT_KINDS: readonly ContentKind[] = [banner, shortcut, message, screenAdvert, recommendModule, hotWord, channel];
