import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { signatureKey } from '../audiences';
import { homeAudienceKeys, tailorHome } from './home-audiences';
import { nextHomeBoundary } from './home.repository';
import { loadHome, type HomeTargets } from './home.service';
import type { HomePayload } from '../../../../contract/generated/schema-types';

/**
 * The home payload is the hottest read and the same for everyone, so its serialized envelope is cached.
 * The short TTL bounds staleness (screen advert window, countdowns); edits in any API process reach
 * every process's cache through the cache bus (Redis pub/sub when REDIS_URL is set).
 */
export const HOME_CACHE_TTL_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the cached home payload in every API process (call after editing anything the home shows). */
    invalidateHome(): void;
  }
}

interface CachedHome {
  /** The answer for everyone; undefined when some item is limited to audiences (then only variants are sent). */
  shared?: SerializedEnvelope;
  payload: HomePayload;
  targets: HomeTargets;
  audienceKeys: string[];
  /** The next start or end of an item's time window: the payload changes then. */
  nextBoundary?: number;
}

export function homeRoutes(app: FastifyInstance): void {
  // A window (banner, entrance, message, recommend module, screen advert) opening or closing changes the
  // payload: it is cached no longer than until the next such time.
  const cache = createPayloadCache<CachedHome>({
    name: 'home',
    ttlMs: HOME_CACHE_TTL_MS,
    validUntil: (value) => value.nextBoundary,
    load: async () => {
      const now = new Date();
      const [{ payload, targets }, next] = await Promise.all([loadHome(app.db, now), nextHomeBoundary(app.db, now)]);
      const audienceKeys = homeAudienceKeys(targets);
      return {
        payload,
        targets,
        audienceKeys,
        nextBoundary: next?.getTime(),
        ...(audienceKeys.length === 0 ? { shared: serializeEnvelope(payload) } : {}),
      };
    },
  });
  // With targeted items: one serialized payload per audience signature (never per user), same TTL.
  const variants = createPayloadCache<{ payload: SerializedEnvelope; nextBoundary?: number }>({
    name: 'home-variants',
    ttlMs: HOME_CACHE_TTL_MS,
    validUntil: (value) => value.nextBoundary,
    load: async (signature) => {
      const home = await cache.get('home');
      const payload = serializeEnvelope(tailorHome(home.payload, home.targets, new Set(signature.split(',').filter(Boolean))));
      return { payload, nextBoundary: home.nextBoundary };
    },
  });
  app.cacheBus.subscribe(CACHE_CHANNELS.home, () => {
    cache.invalidate();
    variants.invalidate();
  });
  app.decorate('invalidateHome', () => void app.cacheBus.publish(CACHE_CHANNELS.home));

  catalogueRoute(app, 'getHome', async (_args, request, reply) => {
    const home = cache.peek('home') ?? (await cache.get('home'));
    if (home.shared) return home.shared;
    reply.header('cache-control', 'private, no-cache');
    const signature = signatureKey(await app.audiences.signature(request, home.audienceKeys));
    return (variants.peek(signature) ?? (await variants.get(signature))).payload;
  });
}
