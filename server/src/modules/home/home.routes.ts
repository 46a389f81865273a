import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { loadHomePayload } from './home.repository';

/**
 * The home payload is the hottest read and the same for everyone, so its serialized envelope is cached.
 * The short TTL bounds staleness (screen advert window, countdowns, other processes' edits).
 */
export const HOME_CACHE_TTL_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the cached home payload (call after editing anything the home shows). */
    invalidateHome(): void;
  }
}

export function homeRoutes(app: FastifyInstance): void {
  const cache = createPayloadCache<SerializedEnvelope>({
    ttlMs: HOME_CACHE_TTL_MS,
    load: async () => serializeEnvelope(await loadHomePayload(app.db)),
  });
  app.decorate('invalidateHome', () => cache.invalidate());

  catalogueRoute(app, 'getHome', async () => cache.peek('home') ?? cache.get('home'));
}
