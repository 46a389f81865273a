import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaAssets, mediaFiles } from '../../db/schema/index';
import { libraryVideoId, libraryVideoAssetId } from '../../providers/video/library-video-id';

/** A library video as content plays it: its id for the app's player, and what content takes from it. */
export interface LibraryVideo {
  videoId: string;
  duration: number;
  width: number | null;
  height: number | null;
  posterUrl: string | null;
}

/**
 * The 可用 library video a field's address names (its HLS playlist, or the original the demo's clips are
 * served as); undefined when the address is no such video (not in the library, deleted, still transcoding).
 */
export async function findLibraryVideo(db: Db, address: string): Promise<LibraryVideo | undefined> {
  const [row] = await db
    .select({ id: mediaAssets.id, duration: mediaAssets.duration, width: mediaAssets.width, height: mediaAssets.height, posterUrl: mediaAssets.posterUrl })
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.kind, 'video'),
        eq(mediaAssets.status, 'ready'),
        isNull(mediaAssets.deletedAt),
        or(eq(mediaAssets.hlsUrl, address), eq(mediaAssets.url, address)),
      ),
    )
    .limit(1);
  return row && { videoId: libraryVideoId(row.id), duration: row.duration ?? 0, width: row.width, height: row.height, posterUrl: row.posterUrl };
}

/**
 * The library address of what a row plays: a library video by its id, or one of the demo's clips (a
 * media_files video id) by the library item showing the same file. '' when the library has no such video.
 */
export async function libraryVideoAddress(db: Db, videoId: string | null): Promise<string> {
  if (!videoId) return '';
  const assetId = libraryVideoAssetId(videoId);
  if (assetId !== undefined) {
    const [row] = await db.select({ url: mediaAssets.url, hlsUrl: mediaAssets.hlsUrl }).from(mediaAssets).where(eq(mediaAssets.id, assetId)).limit(1);
    return row ? (row.hlsUrl ?? row.url) : '';
  }
  const files = await db.select({ filePath: mediaFiles.filePath, format: mediaFiles.format }).from(mediaFiles).where(eq(mediaFiles.videoId, videoId));
  if (files.length === 0) return '';
  // The seed lists its clips in the library at /media/<file path>; the HLS copy plays best.
  const urls = files.sort((a, b) => Number(b.format === 'm3u8') - Number(a.format === 'm3u8')).map((file) => `/media/${file.filePath}`);
  const assets = await db
    .select({ url: mediaAssets.url })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, 'video'), isNull(mediaAssets.deletedAt), inArray(mediaAssets.url, urls)));
  return urls.find((url) => assets.some((asset) => asset.url === url)) ?? '';
}

/** Which of `links` are documents in the library (an attachment is a library document). */
export async function libraryDocuments(db: Db, links: readonly string[]): Promise<Set<string>> {
  if (links.length === 0) return new Set();
  const rows = await db
    .select({ url: mediaAssets.url })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, 'document'), isNull(mediaAssets.deletedAt), inArray(mediaAssets.url, [...new Set(links)])));
  return new Set(rows.map((row) => row.url));
}
