import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import type { VideoProvider } from '../../providers/video/video-provider';
import { videoGateRefusal } from '../gates';
import { recordStudy, resumePoint } from './media.service';
import { refuseWith } from '../../plugins/envelope';

/** Code 500 means the lookup failed and the player stays unset — sent with HTTP 200 (refuseWith). */
export const VIDEO_NOT_FOUND = { code: 500, message: '视频不存在或暂时无法播放' } as const;

export interface MediaRoutesOptions {
  videos: VideoProvider;
}

/** Video play info and playback progress (original calls video info/{video_id} and GET progress), and resume. */
export function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): void {
  catalogueRoute(app, 'getVideoInfo', async ({ video_id }, request) => {
    const refusal = await videoGateRefusal(app, request, video_id);
    if (refusal) throw refusal;
    const info = await options.videos.getPlayInfo(video_id);
    if (!info) throw refuseWith(VIDEO_NOT_FOUND.code, VIDEO_NOT_FOUND.message);
    return info;
  });

  catalogueRoute(app, 'recordProgress', async ({ content_id, progress, type, position, duration, played }, request: FastifyRequest) => {
    const viewer = request.viewer;
    if (!viewer) return { saved: false };
    await recordStudy(app.db, viewer, { type, contentId: content_id, progress, position, duration, played }, request);
    return { saved: true };
  });

  catalogueRoute(app, 'getStudyProgress', async ({ content_id, type }, request) => resumePoint(app.db, request.viewer?.id, type, content_id));
}
