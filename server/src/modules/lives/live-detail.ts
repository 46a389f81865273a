import type { FastifyRequest } from 'fastify';
import type { ContentItem, LiveColumnDetail, LiveColumnTab, LiveDetail, LiveSession } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { LiveStatus } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { notFoundError } from '../../plugins/envelope';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { VideoProvider } from '../../providers/video/video-provider';
import { sanitizeRichHtml } from '../../html/rich-html';
import { loadContentItems } from '../../shared/content/content-items';
import { formatDateTime, formatDuration, formatStartAt, secondsUntil } from '../../shared/content/content-format';
import { type UniqueViews, viewerOf } from '../views';
import { accessFor } from './live-access';
import { effectiveStatus, playOf } from './live-play';
import {
  bookedLiveIds,
  childrenOf,
  findLive,
  findLiveFavourite,
  findQuestionnaireId,
  incrementViewCount,
  latestBookerAvatars,
  liveManagerUsers,
  type LiveRow,
} from './lives.repository';

const AVATARS_SHOWN = 5;
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1 → 一 … 20 → 二十 (series labels one to twenty); larger numbers stay digits. */
export function chineseNumber(n: number): string {
  if (n < 1 || n > 20) return String(n);
  if (n <= 10) return NUMERALS[n - 1];
  return n === 20 ? '二十' : `十${NUMERALS[n - 11]}`;
}

/** Series slider tag (docs/product-rules.md#live-rules): 预告 / 直播中 / 回放 / 已结束. */
export function sessionTag(status: number): LiveSession['tag'] {
  if (status === LiveStatus.upcoming) return '预告';
  if (status === LiveStatus.live) return '直播中';
  if (status >= LiveStatus.replay) return '回放';
  return '已结束';
}

function sessionsOf(children: LiveRow[], booked: Set<number>): LiveSession[] {
  return children.map((child, n) => {
    const status = effectiveStatus(child);
    return {
      id: child.id,
      title: child.title,
      cover_img: child.coverImg,
      live_status: status,
      start_at: formatDateTime(child.startAt),
      start_at_format: formatStartAt(child.startAt),
      label: `第${chineseNumber(n + 1)}场`,
      tag: sessionTag(status),
      isAppointment: booked.has(child.id),
    };
  });
}

async function bookedAmong(db: Db, viewerId: number | undefined, ids: number[]): Promise<Set<number>> {
  if (viewerId === undefined || ids.length === 0) return new Set();
  const rows = await bookedLiveIds(db, viewerId, ids);
  return new Set(rows.map((r) => r.id));
}

/** Tabs of a live or series with their cards resolved (1 the series' lives, 2 listed items, 3 HTML). */
async function resolveTabs(db: Db, live: LiveRow, seriesChildren: LiveRow[], viewerId: number | undefined, now: Date): Promise<LiveColumnTab[]> {
  const tabs: LiveColumnTab[] = [];
  for (const tab of live.columns) {
    let items: ContentItem[] = [];
    if (tab.content_type === 1) {
      items = await loadContentItems(
        db,
        seriesChildren.map((c) => ({ originType: OriginType.live, originId: c.id })),
        now,
        viewerId,
      );
    } else if (tab.content_type === 2) {
      items = await loadContentItems(
        db,
        (tab.column_items ?? []).map((r) => ({ originType: r.origin_type, originId: r.origin_id })),
        now,
        viewerId,
      );
    }
    tabs.push({ name: tab.name, content: tab.content_type === 3 ? sanitizeRichHtml(tab.content) : '', content_type: tab.content_type, column_items: items });
  }
  return tabs;
}

export interface DetailContext {
  db: Db;
  videos: VideoProvider;
  /** The on-air play address (local template or Aliyun, LIVE_STREAM_PROVIDER). */
  streams: LiveStreamProvider;
  passSecret?: string;
  now?: Date;
  /** Decides whether increase=1 counts (one view per viewer per window). */
  views: UniqueViews;
}

/**
 * GET live detail/{id}: the live (or with item_id, the chosen session of the series {id}) with every
 * field of a live for the viewer, its series sessions and column cards.
 */
export async function loadLiveDetail(
  ctx: DetailContext,
  request: FastifyRequest,
  args: { id: number; increase?: number; item_id?: number },
): Promise<LiveDetail> {
  const { db } = ctx;
  const now = ctx.now ?? new Date();
  let live = await findLive(db, args.id);
  if (!live) throw notFoundError();
  if (args.item_id && args.item_id !== live.id) {
    const item = await findLive(db, args.item_id);
    if (item && item.parentId === live.id) live = item;
  }
  // increase=1 counts the view once per viewer per window (modules/views).
  if (args.increase === 1 && (await ctx.views.claim('live', live.id, viewerOf(request)))) {
    const viewCount = await incrementViewCount(db, live.id);
    if (viewCount !== undefined) live = { ...live, viewCount };
  }
  const viewer = request.viewer;
  const viewerId = viewer?.id;
  const parent = live.parentId ? await findLive(db, live.parentId) : undefined;
  const seriesId = live.type === 2 ? live.id : parent?.id;
  const seriesChildren = seriesId !== undefined ? await childrenOf(db, seriesId) : [];
  const booked = await bookedAmong(db, viewerId, [live.id, ...seriesChildren.map((c) => c.id)]);
  const status = effectiveStatus(live);
  const { access, passwordAuthorised, whiteListed } = await accessFor(db, { ...live, liveStatus: status }, viewer, { request }, false);

  const managerRows = await liveManagerUsers(db, live.id);
  const avatarRows = await latestBookerAvatars(db, live.id, AVATARS_SHOWN);
  const favourite = viewerId ? await findLiveFavourite(db, viewerId, live.id) : undefined;
  const questionnaire = live.questionnaireId ? await findQuestionnaireId(db, live.questionnaireId) : undefined;
  // A series session shows its series' tabs (目录 etc.) in the room; its own tabs win when it has some.
  const tabSource = live.columns.length > 0 ? live : (parent ?? live);
  const columns = await resolveTabs(db, tabSource, seriesChildren, viewerId, now);
  const contentItems = await loadContentItems(
    db,
    seriesChildren.map((c) => ({ originType: OriginType.live, originId: c.id })),
    now,
    viewerId,
  );
  const sessions = sessionsOf(seriesChildren, booked);
  const countdown = status === LiveStatus.upcoming ? secondsUntil(live.startAt, now) : 0;
  const started = seriesChildren.filter((c) => c.liveStatus >= LiveStatus.live);

  return {
    live: {
      id: live.id,
      type: live.type === 2 ? 2 : 1,
      live_status: status,
      open_status: live.openStatus,
      title: live.title,
      cover_img: live.coverImg,
      doctor: live.doctor,
      hospital: live.hospital,
      content: sanitizeRichHtml(live.content),
      extra_content: live.extraContent.map((e) => ({ name: e.name, content: sanitizeRichHtml(e.content) })),
      start_at: formatDateTime(live.startAt),
      end_at: formatDateTime(live.endAt),
      start_at_format: formatStartAt(live.startAt),
      duration_format: formatDuration((live.endAt.getTime() - live.startAt.getTime()) / 1000),
      limit_time: countdown,
      countdown,
      view_count: live.viewCount,
      appointment_count: live.appointmentCount,
      appointment_avatars: avatarRows.map((r) => r.avatar).filter(Boolean),
      isAppointment: booked.has(live.id),
      isApply: booked.has(live.id),
      current_count: started.length,
      total_count: seriesChildren.length,
      live_count: seriesChildren.filter((c) => c.liveStatus === LiveStatus.live).length,
      ...(live.webinarId ? { webinar_id: live.webinarId } : {}),
      // Recording references only for those who may play them.
      ...(access.code === 0 && live.videoId ? { video_id: live.videoId } : {}),
      ...(access.code === 0 && live.ossPath ? { oss_path: live.ossPath } : {}),
      auth_type: live.authType === 2 ? 2 : live.authType === 3 ? 3 : 1,
      need_auth: live.needAuth,
      isPasswordAuth: passwordAuthorised,
      hasIInWhiteList: whiteListed,
      columns,
      adverts_up: live.adverts.up,
      adverts_down: live.adverts.down,
      live_manager: managerRows.map((m) => ({ id: m.id, avatar: m.avatar, nickname: m.nickname })),
      is_manager: viewerId !== undefined && managerRows.some((m) => m.id === viewerId),
      downloads: live.downloads,
      isFavorite: Boolean(favourite),
      parent: parent ? { id: parent.id, title: parent.title, cover_img: parent.coverImg } : null,
      show_dialog: live.showDialog,
      ...(live.dialogImg ? { dialog_img: live.dialogImg } : {}),
      isShowDialog: live.showDialog === 1 && Boolean(live.dialogImg),
      origin_id: live.id,
      origin_type: OriginType.live,
      uuid: live.uuid,
      is_saas: live.isSaas,
      items: live.type === 2 ? sessions : [],
      top: live.top,
      flags: live.flags,
      access,
      ...(access.code === 0 ? { play: await playOf(live, ctx, now) } : {}),
      has_questionnaire: Boolean(questionnaire) && !live.flags.hideQuestionnaire,
    },
    content_items: contentItems,
    series: sessions,
  };
}

/** GET live column detail/{id}: the series, its tabs, upcoming/ongoing sessions and replays. */
export async function loadColumnDetail(db: Db, id: number, viewerId: number | undefined, now = new Date()): Promise<LiveColumnDetail> {
  const series = await findLive(db, id);
  if (!series || series.type !== 2) throw notFoundError();
  const children = await childrenOf(db, id);
  const refs = (rows: LiveRow[]) => rows.map((c) => ({ originType: OriginType.live, originId: c.id }));
  const forecast = children
    .filter((c) => effectiveStatus(c) <= LiveStatus.live)
    .sort((a, b) => b.liveStatus - a.liveStatus || a.startAt.getTime() - b.startAt.getTime());
  const backs = children.filter((c) => effectiveStatus(c) >= LiveStatus.ended).sort((a, b) => b.startAt.getTime() - a.startAt.getTime());
  const favourite = viewerId ? await findLiveFavourite(db, viewerId, id) : undefined;
  return {
    live: {
      id: series.id,
      title: series.title,
      cover_img: series.coverImg,
      content: sanitizeRichHtml(series.content),
      live_count: children.filter((c) => c.liveStatus === LiveStatus.live).length,
      current_count: children.filter((c) => c.liveStatus >= LiveStatus.live).length,
      total_count: children.length,
      view_count: series.viewCount + children.reduce((sum, c) => sum + c.viewCount, 0),
      appointment_count: series.appointmentCount,
      isFavorite: Boolean(favourite),
      live_status: series.liveStatus,
      start_at_format: formatStartAt(series.startAt),
      columns: await resolveTabs(db, series, children, viewerId, now),
    },
    forecast: await loadContentItems(db, refs(forecast), now, viewerId),
    backs: await loadContentItems(db, refs(backs), now, viewerId),
  };
}

/** Poll answer and `status` event payload. */
export function viewCountOf(live: LiveRow): { open_status: number; view_count: number; live_status: number } {
  return { open_status: live.openStatus, view_count: live.viewCount, live_status: effectiveStatus(live) };
}
