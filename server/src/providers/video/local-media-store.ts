import { eq } from 'drizzle-orm';
import type { PlayInfo, VideoPlayInfo } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { mediaFiles } from '../../db/schema';
import type { VideoProvider } from './video-provider';

/** Browsers take the first source they can play: progressive MP4 first (plays everywhere), then WebM, then HLS. */
const FORMAT_ORDER: Record<string, number> = { mp4: 0, webm: 1, m3u8: 2 };
const KNOWN_FORMATS = new Set<PlayInfo['Format']>(['mp4', 'm3u8', 'webm']);

/** media_files.file_path is relative to DATA_DIR/media, which the app serves at /media/. */
export function mediaUrl(filePath: string): string {
  return `/media/${filePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The project's own media store (local files in media_files), shaped like Aliyun VOD's GetPlayInfo. */
export function localMediaStore(db: Db): VideoProvider {
  return {
    name: 'local',
    async getPlayInfo(videoId) {
      const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.videoId, videoId));
      const playable = rows
        .filter((row) => KNOWN_FORMATS.has(row.format as PlayInfo['Format']))
        .sort((a, b) => (FORMAT_ORDER[a.format] ?? 9) - (FORMAT_ORDER[b.format] ?? 9));
      if (playable.length === 0) return null;
      const info: VideoPlayInfo = {
        PlayInfoList: {
          PlayInfo: playable.map((row) => ({
            Format: row.format as PlayInfo['Format'],
            PlayURL: mediaUrl(row.filePath),
            Duration: row.duration,
            ...(row.width ? { Width: row.width } : {}),
            ...(row.height ? { Height: row.height } : {}),
            ...(row.sizeBytes ? { Size: row.sizeBytes } : {}),
          })),
        },
        VideoBase: { Duration: Math.max(...playable.map((row) => row.duration)) },
      };
      return info;
    },
  };
}
