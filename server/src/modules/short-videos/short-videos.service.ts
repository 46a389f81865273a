import type { Channel, ContentItem, ShortVideoDetail } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime, formatDuration } from '../../shared/content/content-format';
import { loadContentItems } from '../../shared/content/content-items';
import { viewerReactions } from '../reactions';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import {
  countShortVideoComments,
  countShortVideos,
  findParentCourse,
  selectShortVideoCategories,
  selectShortVideoIds,
  type ShortVideoRow,
} from './short-videos.repository';

export async function listShortVideoCategories(db: Db): Promise<Channel[]> {
  const rows = await selectShortVideoCategories(db);
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** 推荐 (no category or 0) lists every short video; a category its own. Newest first. */
export async function listShortVideos(db: Db, categoryId: number | undefined, paging: Paging): Promise<Page<ContentItem>> {
  const total = await countShortVideos(db, categoryId);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await selectShortVideoIds(db, categoryId, paging);
  // Short videos share the video origin_type; `source` makes the card say is_short_video.
  const list = await loadContentItems(
    db,
    rows.map((row) => ({ originType: OriginType.video, originId: row.id, source: 'shortVideo' as const })),
  );
  return pageOf(list, total, paging);
}

/**
 * The detail; `unlocked` says whether the protected field (video_id) may be sent. isLike/isFavorite are
 * the viewer's own (false for visitors).
 */
export async function shortVideoDetail(db: Db, video: ShortVideoRow, unlocked: boolean, viewerId?: number): Promise<ShortVideoDetail> {
  const mine = await viewerReactions(db, viewerId, TargetType.shortVideo, video.id);
  const commentCount = await countShortVideoComments(db, video.id);
  const parent = video.parentCourseId ? await findParentCourse(db, video.parentCourseId) : undefined;
  return {
    id: video.id,
    title: video.title,
    cover_img: video.coverImg,
    desc: video.desc,
    doctor: video.doctor,
    ...(unlocked && video.videoId ? { video_id: video.videoId } : {}),
    duration_format: formatDuration(video.duration),
    created_at: formatDateTime(video.publishedAt),
    view_count: video.viewCount,
    like_count: video.likeCount,
    favorite_count: video.favoriteCount,
    // The stored counter is not kept up to date by the seed; live comments are the truth.
    comment_count: Math.max(commentCount, video.commentCount),
    isLike: mine.isLike,
    isFavorite: mine.isFavorite,
    need_password: video.needPassword === 1 ? 1 : 0,
    isPasswordAuth: unlocked,
    ...(parent ? { parent } : {}),
    downloads: video.downloads,
  };
}
