import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { nextHomeBoundary } from './home.repository';
import { loadHomePayload } from './home.service';

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

export function homeRoutes(app: FastifyInstance): void {
  // A window (banner, entrance, message, recommend module, screen advert) opening or closing changes the
  // payload: it is cached no longer than until the next such time.
  const cache = createPayloadCache<{ payload: SerializedEnvelope; nextBoundary?: number }>({
    ttlMs: HOME_CACHE_TTL_MS,
    validUntil: (value) => value.nextBoundary,
    load: async () => {
      const now = new Date();
      const [payload, next] = await Promise.all([loadHomePayload(app.db, now), nextHomeBoundary(app.db, now)]);
      return { payload: serializeEnvelope(payload), nextBoundary: next?.getTime() };
    },
  });
  app.cacheBus.subscribe(CACHE_CHANNELS.home, () => cache.invalidate());
  app.decorate('invalidateHome', () => void app.cacheBus.publish(CACHE_CHANNELS.home));

  catalogueRoute(app, 'getHome', async () => (cache.peek('home') ?? (await cache.get('home'))).payload);
}
