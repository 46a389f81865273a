import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { notFoundError } from '../../plugins/envelope';
import { hasContentPass } from '../../plugins/content-pass';
import { findShortVideo } from './short-videos.repository';
import { listShortVideoCategories, listShortVideos, shortVideoDetail } from './short-videos.service';
import { pagingOf } from '../../shared/paging';

/** Watch-password type of short videos (check_password type 5). */
const SHORT_VIDEO_PASSWORD_TYPE = 5;

/** Short videos (short-video list and detail screens; original call short-video detail/{id}). */
export function shortVideoRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'listShortVideoCategories', async () => ({ list: await listShortVideoCategories(app.db) }));

  catalogueRoute(app, 'listShortVideos', async (args) => listShortVideos(app.db, args.category_id, pagingOf(args)));

  catalogueRoute(app, 'getShortVideoDetail', async (args, request, reply) => {
    // A draft preview (手机预览): shown unlocked.
    const draft = await draftAnswer(app, request, reply, { kinds: ['short-video'], id: args.id }, async (db) => {
      const video = await findShortVideo(db, args.id);
      return video && shortVideoDetail(db, video, true, request.viewer?.id);
    });
    if (draft) return draft;
    const video = await findShortVideo(app.db, args.id);
    if (!video) throw notFoundError();
    const unlocked = video.needPassword !== 1 || hasContentPass(request, { type: SHORT_VIDEO_PASSWORD_TYPE, id: video.id });
    return shortVideoDetail(app.db, video, unlocked, request.viewer?.id);
  });
}
