import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { notFoundError } from '../../plugins/envelope';
import { TargetType } from '../../db/target-types';
import { gatedItemOf, itemGateRefusal } from '../gates';
import { toggleReaction, type ReactionKind } from './reactions.repository';
import { catalogueRoute } from '../../plugins/catalogue';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { cacheViewerFlags, forgetViewerFlags } from './viewer-flags-cache';

/**
 * Like and favourite toggles (docs/product-rules.md#favourites-likes-and-follows). Paths (schemas/api/endpoints/reactions.json):
 * /course/api/{course,short-video,article,download,activity}/favorite/{id}, /live/api/live/favorite/{id},
 * /course/api/{short-video,article,activity}/like/{id}. Each answers the new state and count. A gated
 * item (watch password, a live's rules as its detail page applies them) answers the gate's refusal
 * envelope until the viewer may see it.
 */
const TOGGLES = [
  ['toggleCourseFavorite', 'favourite', TargetType.course],
  ['toggleShortVideoFavorite', 'favourite', TargetType.shortVideo],
  ['toggleArticleFavorite', 'favourite', TargetType.article],
  ['toggleDownloadFavorite', 'favourite', TargetType.download],
  ['toggleActivityFavorite', 'favourite', TargetType.activity],
  ['toggleLiveFavorite', 'favourite', TargetType.live],
  ['toggleShortVideoLike', 'like', TargetType.shortVideo],
  ['toggleArticleLike', 'like', TargetType.article],
  ['toggleActivityLike', 'like', TargetType.activity],
] as const satisfies ReadonlyArray<readonly [string, ReactionKind, number]>;

export function reactionRoutes(app: FastifyInstance): void {
  const stopFlagsCache = cacheViewerFlags(app.db, app.cacheBus);
  app.addHook('onClose', async () => stopFlagsCache());
  for (const [name, kind, targetType] of TOGGLES) {
    catalogueRoute(app, name, async (args, request) => {
      const viewer = requireViewer(request);
      const item = gatedItemOf(targetType, args.id);
      const refusal = item ? await itemGateRefusal(app, request, item, 'page') : null;
      if (refusal) throw refusal;
      const contentType = 'content_type' in args ? args.content_type : undefined;
      const state = await toggleReaction(app.db, { kind, userId: viewer.id, targetType, targetId: args.id, contentType });
      if (!state) throw notFoundError();
      await forgetViewerFlags(app.cacheBus, viewer.id);
      // An article's detail shows its like count from a row each process keeps briefly.
      // Not awaited: this process drops it at once, and the others need not hold up the answer.
      if (kind === 'like' && targetType === TargetType.article) void app.cacheBus.publish(CACHE_CHANNELS.articleRows, String(args.id));
      return state;
    });
  }
}
