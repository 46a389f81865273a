import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Channel, ChannelHome, ChannelSection } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { activities, articles, banners, channelContents, channels, courses, downloads, lives, medicalColumns, meetings, topics } from '../../db/schema/index';
import { loadContentItems, loadContentLookup, type ContentRef } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';
import { OriginType } from '../../../../contract/constants';

/** Items shown per channel-home section before 查看更多. */
export const SECTION_PREVIEW_SIZE = 4;
/** Upper bound of the 直播预告 list. */
export const LIVE_LIST_LIMIT = 20;

/**
 * Channel-home sections and the origin_types each gathers. The section's origin_type is what 查看更多
 * passes to channel-more, and a listChannelContent filter by it expands to the same group.
 */
const SECTIONS: Record<keyof ChannelHome, { originType: number; originTypes: number[] }> = {
  live: { originType: OriginType.live, originTypes: [OriginType.live] },
  course: { originType: OriginType.course, originTypes: [OriginType.course, OriginType.video] },
  medical_column: { originType: OriginType.medicalColumn, originTypes: [OriginType.medicalColumn] },
  meeting_academic: { originType: OriginType.academic, originTypes: [OriginType.academic, OriginType.meetingApply, OriginType.meeting] },
  download: { originType: OriginType.download, originTypes: [OriginType.download] },
  case: { originType: OriginType.case, originTypes: [OriginType.case] },
};

export function originTypeGroup(originType: number): number[] {
  return Object.values(SECTIONS).find((s) => s.originType === originType)?.originTypes ?? [originType];
}

/** Newest pinned first, then the operator's order. */
const feedOrder = [desc(channelContents.top), asc(channelContents.sort), asc(channelContents.id)];

async function pagedFeed(db: Db, where: SQL | undefined, paging: Paging): Promise<Page<ContentRef>> {
  const [{ n: total }] = await db.select({ n: count() }).from(channelContents).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ originType: channelContents.originType, originId: channelContents.originId, top: channelContents.top })
    .from(channelContents)
    .where(where)
    .orderBy(...feedOrder)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return pageOf(rows, total, paging);
}

export async function listChannels(db: Db, originType: number, limit: number): Promise<Channel[]> {
  const rows = await db
    .select()
    .from(channels)
    .where(and(eq(channels.originType, originType), eq(channels.enabled, true)))
    .orderBy(asc(channels.sort), asc(channels.id))
    .limit(limit);
  return rows.map((c) => ({ id: c.id, title: c.title, name: c.title, origin_type: c.originType }));
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).limit(1);
  return row !== undefined;
}

export async function listChannelContent(db: Db, channelId: number, originType: number | undefined, paging: Paging) {
  const where = and(
    eq(channelContents.channelId, channelId),
    originType === undefined ? undefined : inArray(channelContents.originType, originTypeGroup(originType)),
  );
  const page = await pagedFeed(db, where, paging);
  return { ...page, list: await loadContentItems(db, page.list) };
}

export async function loadChannelHome(db: Db, channelId: number): Promise<ChannelHome> {
  const counts = await db
    .select({ originType: channelContents.originType, n: count() })
    .from(channelContents)
    .where(eq(channelContents.channelId, channelId))
    .groupBy(channelContents.originType);
  const sections = Object.entries(SECTIONS) as [keyof ChannelHome, (typeof SECTIONS)[keyof ChannelHome]][];
  const previews = new Map<keyof ChannelHome, ContentRef[]>();
  for (const [name, section] of sections) {
    const total = counts.filter((c) => section.originTypes.includes(c.originType)).reduce((sum, c) => sum + c.n, 0);
    if (total === 0) continue;
    previews.set(
      name,
      await db
        .select({ originType: channelContents.originType, originId: channelContents.originId, top: channelContents.top })
        .from(channelContents)
        .where(and(eq(channelContents.channelId, channelId), inArray(channelContents.originType, section.originTypes)))
        .orderBy(...feedOrder)
        .limit(SECTION_PREVIEW_SIZE),
    );
  }
  const lookup = await loadContentLookup(db, [...previews.values()].flat());
  const home = {} as ChannelHome;
  for (const [name, section] of sections) {
    const list = (previews.get(name) ?? []).map(lookup).filter((item) => item !== undefined);
    const total = counts.filter((c) => section.originTypes.includes(c.originType)).reduce((sum, c) => sum + c.n, 0);
    home[name] = { count: total, origin_type: section.originType, list } satisfies ChannelSection;
  }
  return home;
}

/** Content tables with a title (and a content_type where they have one), by the origin_types they hold. */
const SEARCHABLE = [
  { originTypes: [1, 3, 7, 8], table: courses, title: courses.title, contentType: courses.contentType },
  { originTypes: [2, 6], table: articles, title: articles.title, contentType: articles.contentType },
  { originTypes: [4], table: lives, title: lives.title, contentType: lives.contentType },
  { originTypes: [5, 14, 31], table: meetings, title: meetings.title },
  { originTypes: [9], table: downloads, title: downloads.title },
  { originTypes: [11], table: activities, title: activities.title },
  { originTypes: [13], table: topics, title: topics.title },
  { originTypes: [30], table: medicalColumns, title: medicalColumns.title },
];

/** A feed row's title or content_type, read from its content table by a correlated subquery. */
function contentColumn(pick: 'title' | 'contentType'): SQL {
  const branches = SEARCHABLE.flatMap((source) => {
    const column = source[pick as 'title'];
    if (!column) return [];
    return [
      sql`when ${channelContents.originType} in (${sql.join(
        source.originTypes.map((t) => sql`${t}`),
        sql`, `,
      )}) then (select ${column} from ${source.table} where ${source.table.id} = ${channelContents.originId})`,
    ];
  });
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

export interface ContentSelectFilter {
  contentType?: number;
  originType?: number;
  keyword?: string;
}

/** 内容精选: the home feed (channel_contents without a channel), optionally filtered. */
export async function listContentSelect(db: Db, filter: ContentSelectFilter, paging: Paging) {
  const keyword = filter.keyword?.trim();
  const where = and(
    isNull(channelContents.channelId),
    filter.originType === undefined ? undefined : inArray(channelContents.originType, originTypeGroup(filter.originType)),
    filter.contentType === undefined ? undefined : eq(contentColumn('contentType'), filter.contentType),
    // LIKE wildcards typed by the user are matched literally.
    keyword ? ilike(contentColumn('title'), `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const page = await pagedFeed(db, where, paging);
  return { ...page, list: await loadContentItems(db, page.list) };
}

/** 直播预告: lives in progress or upcoming, soonest first. */
export async function listUpcomingLives(db: Db, now: Date = new Date()) {
  const rows = await db
    .select({ id: lives.id, top: lives.top })
    .from(lives)
    .where(and(eq(lives.type, 1), or(eq(lives.liveStatus, 0), eq(lives.liveStatus, 1))))
    .orderBy(asc(lives.startAt), asc(lives.id))
    .limit(LIVE_LIST_LIMIT);
  return loadContentItems(
    db,
    rows.map((row) => ({ originType: OriginType.live, originId: row.id })),
    now,
  );
}

export async function listBanners(db: Db, type: number) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), isNull(banners.channelId), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}
