import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, articles, banners, channelContents, channels, courses, downloads, lives, medicalColumns, meetings, topics } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';

/** A feed row: the content it points at, and whether it is pinned. */
export interface FeedRef {
  originType: number;
  originId: number;
  top: number;
}

/**
 * Which channel_contents rows a feed holds: one channel's (`channelId`), or the home feed's (`null`,
 * rows without a channel), narrowed by origin_types, the content's content_type and a title keyword.
 */
export interface FeedSelector {
  channelId: number | null;
  originTypes?: number[];
  contentType?: number;
  keyword?: string;
}

export async function listChannelRows(db: Db, originType: number, limit: number): Promise<(typeof channels.$inferSelect)[]> {
  return db
    .select()
    .from(channels)
    .where(and(eq(channels.originType, originType), eq(channels.enabled, true)))
    .orderBy(asc(channels.sort), asc(channels.id))
    .limit(limit);
}

export async function findChannelTitle(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ title: channels.title }).from(channels).where(eq(channels.id, id)).limit(1);
  return row?.title;
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).limit(1);
  return row !== undefined;
}

/** Newest pinned first, then the operator's order. */
const feedOrder = [desc(channelContents.top), asc(channelContents.sort), asc(channelContents.id)];

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

function feedWhere(feed: FeedSelector): SQL | undefined {
  const keyword = feed.keyword?.trim();
  return and(
    feed.channelId === null ? isNull(channelContents.channelId) : eq(channelContents.channelId, feed.channelId),
    feed.originTypes === undefined ? undefined : inArray(channelContents.originType, feed.originTypes),
    feed.contentType === undefined ? undefined : eq(contentColumn('contentType'), feed.contentType),
    // LIKE wildcards typed by the user are matched literally.
    keyword ? ilike(contentColumn('title'), `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
}

export async function countFeed(db: Db, feed: FeedSelector): Promise<number> {
  const [{ n: total }] = await db.select({ n: count() }).from(channelContents).where(feedWhere(feed));
  return total;
}

/** One page of a feed, newest pinned first, then the operator's order. */
export async function listFeedRefs(db: Db, feed: FeedSelector, paging: Paging): Promise<FeedRef[]> {
  return db
    .select({ originType: channelContents.originType, originId: channelContents.originId, top: channelContents.top })
    .from(channelContents)
    .where(feedWhere(feed))
    .orderBy(...feedOrder)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

/** How many rows of each origin_type a channel holds. */
export async function countChannelContentByOrigin(db: Db, channelId: number): Promise<{ originType: number; n: number }[]> {
  return db
    .select({ originType: channelContents.originType, n: count() })
    .from(channelContents)
    .where(eq(channelContents.channelId, channelId))
    .groupBy(channelContents.originType);
}

/** The first `limit` rows of a channel among `originTypes`, in feed order. */
export async function listSectionRefs(db: Db, channelId: number, originTypes: number[], limit: number): Promise<FeedRef[]> {
  return db
    .select({ originType: channelContents.originType, originId: channelContents.originId, top: channelContents.top })
    .from(channelContents)
    .where(and(eq(channelContents.channelId, channelId), inArray(channelContents.originType, originTypes)))
    .orderBy(...feedOrder)
    .limit(limit);
}

/** Lives in progress or upcoming, soonest first. */
export async function listUpcomingLiveRows(db: Db, limit: number): Promise<{ id: number; top: number }[]> {
  return db
    .select({ id: lives.id, top: lives.top })
    .from(lives)
    .where(and(eq(lives.type, 1), or(eq(lives.liveStatus, 0), eq(lives.liveStatus, 1))))
    .orderBy(asc(lives.startAt), asc(lives.id))
    .limit(limit);
}

/** Enabled banners of a type that belong to no channel, in the operator's order. */
export async function listBannerRows(db: Db, type: number): Promise<(typeof banners.$inferSelect)[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), isNull(banners.channelId), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}
