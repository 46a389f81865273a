import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import type { VideoProvider } from '../../providers/video/video-provider';
import { videoGateRefusal } from '../gates';
import { saveProgress } from './media.repository';
import { refuseWith } from '../../plugins/envelope';

/** Code 500 means the lookup failed and the player stays unset — sent with HTTP 200 (refuseWith). */
export const VIDEO_NOT_FOUND = { code: 500, message: '视频不存在或暂时无法播放' } as const;

export interface MediaRoutesOptions {
  videos: VideoProvider;
  /** The signed-in user of a request, or null for a guest (default: request.viewer from the access token). */
  viewerId?: (request: FastifyRequest) => Promise<number | null>;
}

/** Video play info and playback progress (original calls video info/{video_id} and GET progress). */
export function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): void {
  const viewerId = options.viewerId ?? (async (request: FastifyRequest) => request.viewer?.id ?? null);

  catalogueRoute(app, 'getVideoInfo', async ({ video_id }, request) => {
    const refusal = await videoGateRefusal(app, request, video_id);
    if (refusal) throw refusal;
    const info = await options.videos.getPlayInfo(video_id);
    if (!info) throw refuseWith(VIDEO_NOT_FOUND.code, VIDEO_NOT_FOUND.message);
    return info;
  });

  catalogueRoute(app, 'recordProgress', async ({ content_id, progress, type }, request) => {
    const userId = await viewerId(request);
    if (userId === null) return { saved: false };
    await saveProgress(app.db, { userId, targetType: type, targetId: content_id, progress });
    return { saved: true };
  });
}
