import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { refuseWith } from '../../plugins/envelope';
import { followTargetExists, type FollowKind } from './follows.repository';
import { listViewerFollows, toggleFollow } from './follows.service';
import { pagingOf } from '../../shared/paging';
import { catalogueRoute } from '../../plugins/catalogue';
import { forgetViewerFlags } from '../reactions';

/** The follow list is requested with the fixed column id 607. */
export const FOLLOW_LIST_ID = 607;

const MISSING: Record<FollowKind, string> = { medicalColumn: '专栏不存在', column: '专栏不存在', liveSeries: '直播专栏不存在' };

/** Follows (docs/product-rules.md#favourites-likes-and-follows). Every route serves only the caller's own follows. */
export function followRoutes(app: FastifyInstance): void {
  const toggle = async (kind: FollowKind, id: number, viewerId: number) => {
    if (!(await followTargetExists(app.db, kind, id))) throw refuseWith(404, MISSING[kind]);
    const state = await toggleFollow(app.db, viewerId, kind, id);
    // Details keep the viewer's follow of their column: every process drops this viewer's.
    await forgetViewerFlags(app.cacheBus, viewerId);
    return state;
  };

  catalogueRoute(app, 'toggleMedicalColumnFollow', async (args, request) => toggle('medicalColumn', args.id, requireViewer(request).id));
  catalogueRoute(app, 'toggleColumnFollow', async (args, request) => toggle('column', args.pageID, requireViewer(request).id));
  catalogueRoute(app, 'toggleAttention', async (args, request) => toggle('liveSeries', args.origin_id, requireViewer(request).id));

  catalogueRoute(app, 'listFollows', async (args, request) => {
    const viewer = requireViewer(request);
    if (args.id !== undefined && args.id !== FOLLOW_LIST_ID) throw refuseWith(404, '关注列表不存在');
    return listViewerFollows(app.db, viewer.id, {}, pagingOf(args));
  });
}
