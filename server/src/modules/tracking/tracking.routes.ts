import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError } from '../../plugins/envelope';
import { hasContentPass } from '../../plugins/content-pass';
import {
  hasWatchPassword,
  insertAnalytics,
  insertBrowsing,
  insertFootprint,
  insertViewingFootprint,
  PASSWORD_TYPE_OF_FOOTPRINT,
  VIEWING_FOOTPRINT_TYPES,
  type FootprintInput,
} from './tracking.repository';

export const MAX_EXPOSURES_PER_BATCH = 100;
export const TRACKING_MESSAGES = {
  badExposure: '参数错误: data 应为曝光记录的 JSON 数组',
  tooManyExposures: `参数错误: data 最多 ${MAX_EXPOSURES_PER_BATCH} 条`,
} as const;

const viewerId = (request: FastifyRequest): number | null => request.viewer?.id ?? null;

/** Exposure items are small flat records; anything else is refused rather than stored. */
function parseExposures(raw: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(400, TRACKING_MESSAGES.badExposure);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || !list.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) {
    throw new AppError(400, TRACKING_MESSAGES.badExposure);
  }
  if (list.length > MAX_EXPOSURES_PER_BATCH) throw new AppError(400, TRACKING_MESSAGES.tooManyExposures);
  return list as Record<string, unknown>[];
}

/** The item has a watch password and this request carries no pass for it (the same pass its detail asks for). */
async function lockedForViewer(app: FastifyInstance, request: FastifyRequest, footprintType: number, id: number): Promise<boolean> {
  const passType = PASSWORD_TYPE_OF_FOOTPRINT[footprintType];
  if (passType === undefined || !(await hasWatchPassword(app.db, footprintType, id))) return false;
  return !hasContentPass(request, { type: passType, id });
}

/**
 * Analytics (docs/product-rules.md#tracking): footprints, exposure batches, page views and view counters. Guests are
 * recorded without a user; the client never waits on these, and bad input is a 4xx, never a 5xx.
 */
export function trackingRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'recordFootprint', async (args, request) => {
    const input: FootprintInput = {
      userId: viewerId(request),
      type: args.type,
      targetId: args.id ?? 0,
      contentType: args.content_type ?? 0,
      sourceType: args.source_type ?? 0,
      pageType: args.page_type === undefined ? null : String(args.page_type),
      note: args.note ?? null,
      title: args.title ?? '',
    };
    // A signed-in viewer's viewing footprint is their history: one per visit. Other kinds and guests are plain records.
    const { userId } = input;
    const viewing = userId !== null && input.targetId > 0 && VIEWING_FOOTPRINT_TYPES.includes(input.type);
    // A locked item the viewer never unlocked was not viewed: it stays out of 浏览历史 (id 0, nothing stored).
    if (viewing && (await lockedForViewer(app, request, input.type, input.targetId))) return { id: 0 };
    const id = viewing ? await insertViewingFootprint(app.db, { ...input, userId }) : await insertFootprint(app.db, input);
    return { id };
  });

  catalogueRoute(app, 'recordExposure', async (args, request) => {
    const list = parseExposures(args.data);
    const id = await insertAnalytics(app.db, viewerId(request), { kind: 'exposure', list });
    return { id, count: list.length };
  });

  catalogueRoute(app, 'recordBrowsing', async (args, request) => {
    const id = await insertBrowsing(app.db, { userId: viewerId(request), previousId: args.id || null, title: args.title ?? '', path: args.path });
    return { id };
  });

  const counter = (kind: string) => async (targetId: number, request: FastifyRequest) => ({
    id: await insertAnalytics(app.db, viewerId(request), { kind, id: targetId }),
  });
  const recommendView = counter('recommend_view');
  const relationView = counter('content_relation_view');
  const adClick = counter('ad_click');
  const hotClick = counter('hot_click');
  catalogueRoute(app, 'recordRecommendView', async (args, request) => recommendView(args.id, request));
  catalogueRoute(app, 'recordContentRelationView', async (args, request) => relationView(args.id, request));
  catalogueRoute(app, 'recordAdClick', async (args, request) => adClick(args.adId, request));
  catalogueRoute(app, 'recordHotClick', async (args, request) => hotClick(args.id, request));
}
