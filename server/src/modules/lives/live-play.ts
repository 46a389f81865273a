import type { LivePlay, PlayInfo } from '../../../../contract/generated/schema-types';
import type { LiveFlags } from '../../db/schema/lives';
import { LiveStatus } from '../../db/target-types';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { VideoProvider } from '../../providers/video/video-provider';

/** The columns of a live that decide what its room plays. */
export interface PlayableLive {
  id: number;
  liveStatus: number;
  webinarId: string | null;
  videoId: string | null;
  ossPath: string | null;
  endAt: Date;
  flags: LiveFlags;
}

/** live_status as the room sees it: a forced replay (flags.forceReplay, e.g. live 208) is a replay (6). */
export function effectiveStatus(live: { liveStatus: number; flags: LiveFlags }): number {
  return live.flags.forceReplay ? LiveStatus.replayVod : live.liveStatus;
}

function fileFormat(path: string): PlayInfo['Format'] {
  const clean = path.split('?')[0].toLowerCase();
  if (clean.endsWith('.m3u8')) return 'm3u8';
  if (clean.endsWith('.webm')) return 'webm';
  return 'mp4';
}

/**
 * What to play (live-detail-home; docs/product-rules.md#live-rules): while live the stream's HLS address from the
 * live-stream provider; replays 5 and 6
 * from the video service (video_id), 7 from the stored file (oss_path); a forced replay takes whichever
 * recording the live has. Nothing for upcoming and plainly ended lives.
 */
export async function playOf(live: PlayableLive, sources: { videos: VideoProvider; streams: LiveStreamProvider }, now: Date): Promise<LivePlay> {
  const { videos } = sources;
  const status = effectiveStatus(live);
  if (status === LiveStatus.live) {
    const url = sources.streams.playUrl({ id: live.id, name: live.webinarId, endAt: live.endAt }, now);
    return url ? { kind: 'live', hls_url: url } : { kind: 'none' };
  }
  if (status < LiveStatus.replay) return { kind: 'none' };
  const fromFile = (): LivePlay | null => (live.ossPath ? { kind: 'replay', list: [{ Format: fileFormat(live.ossPath), PlayURL: live.ossPath }] } : null);
  const fromService = async (): Promise<LivePlay | null> => {
    if (!live.videoId) return null;
    const info = await videos.getPlayInfo(live.videoId);
    const list = info?.PlayInfoList.PlayInfo ?? [];
    return list.length > 0 ? { kind: 'replay', video_id: live.videoId, list } : null;
  };
  if (status === LiveStatus.replayFile) return fromFile() ?? (await fromService()) ?? { kind: 'none' };
  return (await fromService()) ?? fromFile() ?? { kind: 'none' };
}
