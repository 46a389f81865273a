import type { FastifyInstance } from 'fastify';
import { draftAnswer } from '../../plugins/draft-preview';
import { notFoundError } from '../../plugins/envelope';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { VideoProviderOn } from '../../providers/video/video-providers';
import { catalogueRoute } from '../../plugins/catalogue';
import { loadColumnDetail, loadLiveDetail, viewCountOf } from './live-detail';
import { insertViewingFootprint } from '../tracking';
import { TargetType } from '../../db/target-types';
import { addViews, findLive, listStudyCategories } from './lives.repository';
import { listAcademicContent, listByCategory, listColumns, listReplays, listStudy, loadLiveHome } from './lives.service';
import { streamCallbackRoute, type LiveStatusPublisher } from './stream-callback';
import { viewerOf } from '../views';
import { pagingOf } from '../../shared/paging';

const HOME_DEFAULT_SIZE = 999;
/** Seconds the room's poll answer may be reused by nobody: the poll exists to see changes. */
const NO_STORE = 'no-store';

/** The live screens' endpoints. */
export function liveRoutes(
  app: FastifyInstance,
  options: { videosOn: VideoProviderOn; streams: LiveStreamProvider; rooms: LiveStatusPublisher; callbackSecret: string; now: () => number },
): void {
  const nowDate = () => new Date(options.now());

  catalogueRoute(app, 'getLiveHome', async (args, request) =>
    loadLiveHome(app.db, { pageSize: args.pageSize ?? HOME_DEFAULT_SIZE, categoryId: args.category_id, title: args.title }, request.viewer?.id, nowDate()),
  );
  catalogueRoute(app, 'listLivesByCategory', async (args, request) =>
    listByCategory(app.db, { ...pagingOf(args), categoryId: args.category_id, title: args.title }, request.viewer?.id, nowDate()),
  );
  catalogueRoute(app, 'listLiveReplays', async (args, request) =>
    listReplays(app.db, { ...pagingOf(args), liveType: args.live_type, categoryId: args.category_id }, request.viewer?.id, nowDate()),
  );
  catalogueRoute(app, 'listLiveStudy', async (args, request) =>
    listStudy(app.db, { ...pagingOf(args), categoryId: args.category_id, title: args.title }, request.viewer?.id, nowDate()),
  );
  catalogueRoute(app, 'listStudyCategories', async () => ({ list: await listStudyCategories(app.db) }));
  catalogueRoute(app, 'listAcademicContent', async (args, request) => listAcademicContent(app.db, pagingOf(args), request.viewer?.id, nowDate()));
  catalogueRoute(app, 'listLiveColumns', async (args, request) => listColumns(app.db, pagingOf(args), request.viewer?.id, nowDate()));
  catalogueRoute(app, 'getLiveColumnDetail', async ({ id }, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['live'], id }, (db) => loadColumnDetail(db, id, request.viewer?.id, nowDate()));
    return draft ?? loadColumnDetail(app.db, id, request.viewer?.id, nowDate());
  });

  const detailContext = {
    db: app.db,
    videos: options.videosOn(app.db),
    streams: options.streams,
    passSecret: app.contentPassSecret,
    views: app.uniqueViews,
  };
  catalogueRoute(app, 'getLiveDetail', async (args, request, reply) => {
    // Per viewer (access, bookings, play URLs): never stored by shared caches.
    reply.header('cache-control', 'private, no-store');
    // A draft preview (手机预览) of the live or its series: access as the viewer would get it, no view counted.
    const draft = await draftAnswer(app, request, reply, { kinds: ['live'], id: args.id }, (db) =>
      loadLiveDetail({ ...detailContext, db, videos: options.videosOn(db), now: nowDate() }, request, { id: args.id, item_id: args.item_id }),
    );
    return draft ?? loadLiveDetail({ ...detailContext, now: nowDate() }, request, args);
  });

  catalogueRoute(app, 'getLiveViewCount', async ({ id }, _request, reply) => {
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    reply.header('cache-control', NO_STORE);
    return viewCountOf(live);
  });
  // Entering the room adds `increment` once per viewer per window (its own kind, beside detail's increase=1).
  catalogueRoute(app, 'recordLiveViewCount', async ({ id, increment }, request) => {
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    if (!(await app.uniqueViews.claim('live-room', live.id, viewerOf(request)))) return viewCountOf(live);
    return viewCountOf((await addViews(app.db, live.id, increment ?? 2)) ?? live);
  });
  catalogueRoute(app, 'recordLive', async ({ content_id }, request) => {
    const live = await findLive(app.db, content_id);
    if (!live) throw notFoundError();
    // Guests leave no footprint: the history is per user. One footprint per visit (type 4 watch live).
    if (!request.viewer) return {};
    await insertViewingFootprint(app.db, {
      userId: request.viewer.id,
      type: TargetType.live,
      targetId: live.id,
      contentType: 0,
      sourceType: 0,
      pageType: null,
      note: null,
      title: live.title,
    });
    // 观看学习 is paid after a minute of playback (recordProgress), not for entering the room.
    return {};
  });
  catalogueRoute(app, 'getLiveSubscribeItem', async ({ id }) => {
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    return live.dialogImg
      ? { show: true, title: '关注公众号，开播提醒不错过', qrcode: live.dialogImg, desc: '长按识别二维码关注' }
      : { show: false, title: '', qrcode: '' };
  });
  catalogueRoute(app, 'getLiveShowDialog', async ({ id }) => {
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    return {
      show_dialog: live.showDialog,
      isShowDialog: live.showDialog === 1 && Boolean(live.dialogImg),
      ...(live.dialogImg ? { dialog_img: live.dialogImg } : {}),
    };
  });

  streamCallbackRoute(app, { secret: options.callbackSecret, rooms: options.rooms, now: options.now });
}
