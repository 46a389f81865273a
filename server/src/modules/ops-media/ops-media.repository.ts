import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  articles,
  banners,
  courses,
  layoutRevisions,
  layouts,
  lives,
  mediaAssets,
  mediaFiles,
  meetings,
  screenAdverts,
  shortcuts,
  shortVideos,
  topics,
} from '../../db/schema';
import type { OpsMediaUse } from '../../../../contract/generated/schema-types';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

export interface MediaFilter {
  q?: string;
  kind?: string;
  uploader?: string;
  /** Upload time bounds: from inclusive, before exclusive. */
  from?: Date;
  before?: Date;
}

/** LIKE's own wildcards in a search term match themselves. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: MediaFilter): SQL | undefined {
  return and(
    isNull(mediaAssets.deletedAt),
    filter.q ? ilike(mediaAssets.name, likeTerm(filter.q)) : undefined,
    filter.kind ? eq(mediaAssets.kind, filter.kind) : undefined,
    filter.uploader ? eq(mediaAssets.uploaderName, filter.uploader) : undefined,
    filter.from ? gte(mediaAssets.createdAt, filter.from) : undefined,
    filter.before ? lt(mediaAssets.createdAt, filter.before) : undefined,
  );
}

/** One page of the library (not deleted), newest first, and how many match. */
export async function mediaPageRows(db: Db, filter: MediaFilter, page: number, pageSize: number) {
  const where = filterOf(filter);
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(where)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(mediaAssets).where(where);
  return { rows, total };
}

/** Everyone with a file in the library, for the uploader filter. */
export async function mediaUploaderNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: mediaAssets.uploaderName })
    .from(mediaAssets)
    .where(isNull(mediaAssets.deletedAt))
    .orderBy(mediaAssets.uploaderName);
  return rows.map((row) => row.name);
}

export async function insertMediaAsset(db: Db, asset: NewMediaAsset): Promise<MediaAssetRow> {
  const [row] = await db.insert(mediaAssets).values(asset).returning();
  return row;
}

export async function liveMediaAsset(db: Db, id: number): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)));
  return row;
}

/** Marks it deleted; false when it was already gone (two operators deleting at once: one wins). */
export async function markMediaDeleted(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ deletedAt: at })
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** The columns that describe an item's file (what a replacement changes; the name, uploader and dates stay). */
export type MediaFileColumns = Pick<NewMediaAsset, 'mime' | 'size' | 'sha256' | 'url' | 'width' | 'height' | 'pages' | 'variants' | 'posterUrl' | 'focus'>;

/**
 * Gives a live item a new file, if it still has the file `previousSha256` (two operators replacing it at
 * once: the second finds the hash changed and is refused, instead of overwriting what it did not see).
 */
export async function swapMediaFile(db: Db, id: number, previousSha256: string, file: MediaFileColumns): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set(file)
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt), eq(mediaAssets.sha256, previousSha256)))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Whether another live item has the same content (and so the same content-addressed files). */
export async function othersShareContent(db: Db, sha256: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.sha256, sha256), ne(mediaAssets.id, exceptId), isNull(mediaAssets.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export type MediaUseRow = OpsMediaUse;

/** `column in (urls)` (or an expression's value) */
const oneOf = (column: AnyColumn | SQL, urls: string[]) =>
  sql`${column} in (${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )})`;

/** The text mentions any of `urls` (a layout document's JSON, an article's HTML). */
const mentions = (text: SQL | AnyColumn, urls: string[]) =>
  sql`(${sql.join(
    urls.map((url) => sql`strpos(${text}, ${url}) > 0`),
    sql` or `,
  )})`;

const series = alias(courses, 'series');

/**
 * The video ids content plays a library video by: its own `lib-<id>` and, for the demo's clips the seed lists
 * in the library at /media/<file>, the media_files ids of those files.
 */
async function videoIdsOf(db: Db, urls: string[], videoIds: string[]): Promise<string[]> {
  if (videoIds.length === 0) return [];
  const clips = await db
    .selectDistinct({ videoId: mediaFiles.videoId })
    .from(mediaFiles)
    .where(oneOf(sql`'/media/' || ${mediaFiles.filePath}`, urls));
  return [...new Set([...videoIds, ...clips.map((clip) => clip.videoId)])];
}

/** The catalogue's rows that play one of `ids`: courses and their lessons (named with their series), short videos and live replays. */
async function videoUsesOf(db: Db, urls: string[], ids: string[]): Promise<MediaUseRow[]> {
  const titled = (kind: MediaUseRow['kind']) => (rows: Array<{ id: number; title: string }>) =>
    rows.map((row) => ({ kind, id: String(row.id), title: row.title }));
  const found = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: courses.id, title: courses.title, series: series.title })
          .from(courses)
          .leftJoin(series, eq(series.id, courses.parentId))
          .where(inArray(courses.videoId, ids))
          .then((rows) =>
            rows.map((row) =>
              row.series === null
                ? { kind: 'course' as const, id: String(row.id), title: row.title }
                : { kind: 'course-lesson' as const, id: String(row.id), title: `${row.series} · ${row.title}` },
            ),
          ),
    ids.length === 0
      ? []
      : db.select({ id: shortVideos.id, title: shortVideos.title }).from(shortVideos).where(inArray(shortVideos.videoId, ids)).then(titled('short-video')),
    // A replay plays the library address (oss_path, the back office's 回放视频) or a video id.
    db
      .select({ id: lives.id, title: lives.title })
      .from(lives)
      .where(or(oneOf(lives.ossPath, urls), ids.length === 0 ? undefined : inArray(lives.videoId, ids)))
      .then(titled('live-replay')),
  ]);
  return found.flat();
}

/**
 * The places of the app that show any of `urls`: home banners, icon entrances, the splash advert, the
 * published revision of every page layout (its document mentions the address anywhere in its props), and
 * the catalogue's covers (courses, short videos, articles — their bodies too —, lives, meetings, topics).
 * A video is also in use where content plays it by one of `videoIds` (`lib-<id>`; the lessons of courses,
 * short videos) or by its address (a live's replay).
 */
export async function publishedUsesOf(db: Db, urls: string[], videoIds: string[] = []): Promise<MediaUseRow[]> {
  if (urls.length === 0) return [];
  // A layout document is JSON: an address inside it is written with its slashes as they are, quotes escaped.
  const jsonUrls = urls.map((url) => JSON.stringify(url).slice(1, -1));
  const titled = (kind: MediaUseRow['kind']) => (rows: Array<{ id: number | string; title: string }>) =>
    rows.map((row) => ({ kind, id: String(row.id), title: row.title }));
  const found = await Promise.all([
    db.select({ id: banners.id, title: banners.title }).from(banners).where(oneOf(banners.img, urls)).then(titled('banner')),
    db.select({ id: shortcuts.id, title: shortcuts.title }).from(shortcuts).where(oneOf(shortcuts.logo, urls)).then(titled('shortcut')),
    db
      .select({ id: screenAdverts.id, title: sql<string>`''` })
      .from(screenAdverts)
      .where(oneOf(screenAdverts.coverImg, urls))
      .then(titled('screen-advert')),
    db
      .select({ id: layouts.id, title: sql<string>`''` })
      .from(layouts)
      .innerJoin(layoutRevisions, and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.publishedRevision)))
      .where(mentions(sql`${layoutRevisions.document}::text`, jsonUrls))
      .then(titled('layout')),
    db.select({ id: courses.id, title: courses.title }).from(courses).where(oneOf(courses.coverImg, urls)).then(titled('course')),
    db.select({ id: shortVideos.id, title: shortVideos.title }).from(shortVideos).where(oneOf(shortVideos.coverImg, urls)).then(titled('short-video')),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(or(oneOf(articles.coverImg, urls), mentions(articles.content, urls)))
      .then(titled('article')),
    db.select({ id: lives.id, title: lives.title }).from(lives).where(oneOf(lives.coverImg, urls)).then(titled('live')),
    db.select({ id: meetings.id, title: meetings.title }).from(meetings).where(oneOf(meetings.coverImg, urls)).then(titled('meeting')),
    db.select({ id: topics.id, title: topics.title }).from(topics).where(oneOf(topics.coverImg, urls)).then(titled('topic')),
    videoIds.length === 0 ? [] : videoIdsOf(db, urls, videoIds).then((ids) => videoUsesOf(db, urls, ids)),
  ]);
  // A short video shows its video's poster and plays the video: one place, named once.
  const seen = new Set<string>();
  return found.flat().filter((use) => {
    const key = `${use.kind}:${use.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
