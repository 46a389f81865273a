// Texts a content card shows beside the title, derived from the item's fields (docs/product-rules.md#live-rules).
import { OriginType } from '../../contract/constants';
import type { ContentItem } from '../../contract/generated/schema-types';
import { formatCount } from '../../contract/text/format-count';

/** Badge text per origin_type (docs/product-rules.md#content-cards-and-origin-types). */
export const ORIGIN_BADGE: Readonly<Record<number, string>> = {
  [OriginType.course]: '课程',
  [OriginType.article]: '资讯',
  [OriginType.video]: '视频',
  [OriginType.live]: '直播',
  [OriginType.meeting]: '会议',
  [OriginType.case]: '病例',
  [OriginType.download]: '指南',
  [OriginType.activity]: '活动',
  [OriginType.topic]: '专题',
  [OriginType.meetingApply]: '会议',
  [OriginType.medicalColumn]: '专栏',
  [OriginType.academic]: '学术',
};

export function originBadgeText(originType: number | undefined): string | undefined {
  return originType === undefined ? undefined : ORIGIN_BADGE[originType];
}

export const LIVE_STATUS_TEXT = {
  upcoming: '预告',
  live: '直播中',
  replay: '回放',
  ended: '已结束',
} as const;

/** live_status (docs/product-rules.md#live-rules): 0 upcoming, 1 live, 5/6/7 replay, any other value ≥ 2 ended. */
export function liveStatusText(status: number | undefined): string | undefined {
  if (status === undefined || status === null) return undefined;
  if (status === 0) return LIVE_STATUS_TEXT.upcoming;
  if (status === 1) return LIVE_STATUS_TEXT.live;
  if (status === 5 || status === 6 || status === 7) return LIVE_STATUS_TEXT.replay;
  if (status >= 2) return LIVE_STATUS_TEXT.ended;
  return undefined;
}

/** True for items that behave as a live broadcast (a live, or an academic item whose origin is a live). */
export function isLiveItem(item: Pick<ContentItem, 'origin_type' | 'academic_origin_type'>): boolean {
  return item.origin_type === OriginType.live || (item.origin_type === OriginType.academic && item.academic_origin_type === OriginType.live);
}

// Lives in contract/ so the server's first-screen HTML counts exactly as the widgets do.
export { formatCount } from '../../contract/text/format-count';

// Reading material counts "阅读", media counts "观看".
const READ_ORIGINS = new Set<number>([OriginType.article, OriginType.case, OriginType.download, OriginType.medicalColumn]);

export function viewCountText(item: Pick<ContentItem, 'view_count' | 'origin_type'>): string | undefined {
  if (typeof item.view_count !== 'number') return undefined;
  return `${formatCount(item.view_count)}${READ_ORIGINS.has(item.origin_type) ? '阅读' : '观看'}`;
}

// Date text is cut to 10 characters (YYYY-MM-DD) where only the day matters.
const DATE_LENGTH = 10;

/** Start time for lives and meetings, duration for courses and videos, otherwise the publish date. */
export function timeText(item: ContentItem): string | undefined {
  if (isLiveItem(item) || item.origin_type === OriginType.meeting || item.origin_type === OriginType.meetingApply) {
    if (item.start_at_format) return item.start_at_format;
    if (item.start_at) return item.start_at.slice(0, DATE_LENGTH);
  }
  // A series has no single duration; its size says more: articles (an article or medical column) count 篇,
  // lessons count 节.
  if (item.type === 2 && typeof item.total_count === 'number' && item.total_count > 0)
    return `共${item.total_count}${READ_ORIGINS.has(item.origin_type) ? '篇' : '节'}`;
  if (item.duration_format && item.duration_format !== '00:00') return item.duration_format;
  if (item.created_at) return item.created_at.slice(0, DATE_LENGTH);
  return undefined;
}

/** The status label: live status for lives, the server's status_text for meetings and activities. */
export function statusText(item: ContentItem): string | undefined {
  if (isLiveItem(item)) return liveStatusText(item.live_status);
  return item.status_text || undefined;
}
