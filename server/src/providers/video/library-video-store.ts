import { and, eq, isNull } from 'drizzle-orm';
import type { PlayInfo, VideoPlayInfo } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { mediaAssets } from '../../db/schema';
import { libraryVideoAssetId } from './library-video-id';
import type { VideoProvider } from './video-provider';

/**
 * Videos of the media library (`lib-<id>`): the HLS playlist of a 可用 item, or its original where it has
 * none (the demo's MP4 clips). Its width and height tell the player portrait from landscape.
 */
export function libraryVideoStore(db: Db): VideoProvider {
  return {
    name: 'library',
    async getPlayInfo(videoId) {
      const assetId = libraryVideoAssetId(videoId);
      if (assetId === undefined) return null;
      const [row] = await db
        .select({ url: mediaAssets.url, hlsUrl: mediaAssets.hlsUrl, duration: mediaAssets.duration, width: mediaAssets.width, height: mediaAssets.height })
        .from(mediaAssets)
        .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.kind, 'video'), eq(mediaAssets.status, 'ready'), isNull(mediaAssets.deletedAt)))
        .limit(1);
      if (!row) return null;
      const format: PlayInfo['Format'] = row.hlsUrl ? 'm3u8' : row.url.endsWith('.webm') ? 'webm' : row.url.endsWith('.m3u8') ? 'm3u8' : 'mp4';
      const duration = row.duration ?? 0;
      const info: VideoPlayInfo = {
        PlayInfoList: {
          PlayInfo: [
            {
              Format: format,
              PlayURL: row.hlsUrl ?? row.url,
              Duration: duration,
              ...(row.width ? { Width: row.width } : {}),
              ...(row.height ? { Height: row.height } : {}),
            },
          ],
        },
        VideoBase: { Duration: duration },
      };
      return info;
    },
  };
}
