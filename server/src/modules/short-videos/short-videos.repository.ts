import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Channel, ContentItem, ShortVideoDetail } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { categories, comments, courses, shortVideos } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime, formatDuration } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { viewerReactions } from '../reactions/reactions.repository';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';

/** categories.type of short-video categories. */
const SHORT_VIDEO_CATEGORY_TYPE = 3;

export async function listShortVideoCategories(db: Db): Promise<Channel[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, SHORT_VIDEO_CATEGORY_TYPE), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** 推荐 (no category or 0) lists every short video; a category its own. Newest first. */
export async function listShortVideos(db: Db, categoryId: number | undefined, paging: Paging): Promise<Page<ContentItem>> {
  const where: SQL | undefined = categoryId ? eq(shortVideos.categoryId, categoryId) : undefined;
  const [{ n: total }] = await db.select({ n: count() }).from(shortVideos).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: shortVideos.id })
    .from(shortVideos)
    .where(where)
    .orderBy(desc(shortVideos.publishedAt), desc(shortVideos.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  // Short videos share the video origin_type; `source` makes the card say is_short_video.
  const list = await loadContentItems(
    db,
    rows.map((row) => ({ originType: OriginType.video, originId: row.id, source: 'shortVideo' as const })),
  );
  return pageOf(list, total, paging);
}

export type ShortVideoRow = typeof shortVideos.$inferSelect;

export async function findShortVideo(db: Db, id: number): Promise<ShortVideoRow | undefined> {
  const [row] = await db.select().from(shortVideos).where(eq(shortVideos.id, id)).limit(1);
  return row;
}

/**
 * The detail; `unlocked` says whether the protected field (video_id) may be sent. isLike/isFavorite are
 * the viewer's own (false for visitors).
 */
export async function shortVideoDetail(db: Db, video: ShortVideoRow, unlocked: boolean, viewerId?: number): Promise<ShortVideoDetail> {
  const mine = await viewerReactions(db, viewerId, TargetType.shortVideo, video.id);
  const [{ n: commentCount }] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.commentType, TargetType.shortVideo), eq(comments.contentId, video.id), isNull(comments.deletedAt)));
  const [parent] = video.parentCourseId
    ? await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, video.parentCourseId)).limit(1)
    : [];
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
