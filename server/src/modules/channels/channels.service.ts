import type { Channel, ChannelHome, ChannelSection } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { OriginType } from '../../../../contract/constants';
import { loadContentItems, loadContentLookup, type ContentRef } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import {
  countChannelContentByOrigin,
  countFeed,
  listBannerRows,
  listChannelRows,
  listFeedRefs,
  listSectionRefs,
  listUpcomingLiveRows,
  type FeedSelector,
} from './channels.repository';

/** Items shown per channel-home section before 查看更多. */
export const SECTION_PREVIEW_SIZE = 4;
/** Upper bound of the 直播预告 list. */
export const LIVE_LIST_LIMIT = 20;

/**
 * Channel-home sections and the origin_types each gathers. The section's origin_type is what 查看更多
 * passes to channel-more, and a listChannelContent filter by it expands to the same group.
 */
const SECTIONS: Record<keyof ChannelHome, { originType: number; originTypes: number[]; name: string }> = {
  live: { originType: OriginType.live, originTypes: [OriginType.live], name: '直播' },
  course: { originType: OriginType.course, originTypes: [OriginType.course, OriginType.video], name: '好课' },
  medical_column: { originType: OriginType.medicalColumn, originTypes: [OriginType.medicalColumn], name: '专栏' },
  meeting_academic: {
    originType: OriginType.academic,
    originTypes: [OriginType.academic, OriginType.meetingApply, OriginType.meeting],
    name: '学术会',
  },
  download: { originType: OriginType.download, originTypes: [OriginType.download], name: '指南' },
  case: { originType: OriginType.case, originTypes: [OriginType.case], name: '病例' },
};

/** Title of a channel's 查看更多 page: its section (as the channel page names it) · the channel. */
export function channelMoreTitle(channelTitle: string, originType: number) {
  const section = Object.values(SECTIONS).find((s) => s.originTypes.includes(originType))?.name ?? '更多';
  return { title: `${section} · ${channelTitle}`, section, channel: channelTitle };
}

export function originTypeGroup(originType: number): number[] {
  return Object.values(SECTIONS).find((s) => s.originType === originType)?.originTypes ?? [originType];
}

async function pagedFeed(db: Db, feed: FeedSelector, paging: Paging): Promise<Page<ContentRef>> {
  const total = await countFeed(db, feed);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  return pageOf(await listFeedRefs(db, feed, paging), total, paging);
}

export async function listChannels(db: Db, originType: number, limit: number): Promise<Channel[]> {
  const rows = await listChannelRows(db, originType, limit);
  return rows.map((c) => ({ id: c.id, title: c.title, name: c.title, origin_type: c.originType }));
}

export async function listChannelContent(db: Db, channelId: number, originType: number | undefined, paging: Paging) {
  const page = await pagedFeed(db, { channelId, originTypes: originType === undefined ? undefined : originTypeGroup(originType) }, paging);
  return { ...page, list: await loadContentItems(db, page.list) };
}

export async function loadChannelHome(db: Db, channelId: number): Promise<ChannelHome> {
  const counts = await countChannelContentByOrigin(db, channelId);
  const sections = Object.entries(SECTIONS) as [keyof ChannelHome, (typeof SECTIONS)[keyof ChannelHome]][];
  const previews = new Map<keyof ChannelHome, ContentRef[]>();
  for (const [name, section] of sections) {
    const total = counts.filter((c) => section.originTypes.includes(c.originType)).reduce((sum, c) => sum + c.n, 0);
    if (total === 0) continue;
    previews.set(name, await listSectionRefs(db, channelId, section.originTypes, SECTION_PREVIEW_SIZE));
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

export interface ContentSelectFilter {
  contentType?: number;
  originType?: number;
  keyword?: string;
}

/** 内容精选: the home feed (channel_contents without a channel), optionally filtered. */
export async function listContentSelect(db: Db, filter: ContentSelectFilter, paging: Paging) {
  const feed: FeedSelector = {
    channelId: null,
    originTypes: filter.originType === undefined ? undefined : originTypeGroup(filter.originType),
    contentType: filter.contentType,
    keyword: filter.keyword,
  };
  const page = await pagedFeed(db, feed, paging);
  return { ...page, list: await loadContentItems(db, page.list) };
}

/** 直播预告: lives in progress or upcoming, soonest first. */
export async function listUpcomingLives(db: Db, now: Date = new Date()) {
  const rows = await listUpcomingLiveRows(db, LIVE_LIST_LIMIT);
  return loadContentItems(
    db,
    rows.map((row) => ({ originType: OriginType.live, originId: row.id })),
    now,
  );
}

export async function listBanners(db: Db, type: number) {
  const rows = await listBannerRows(db, type);
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}
