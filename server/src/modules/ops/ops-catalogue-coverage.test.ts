import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSharedSchemas } from '../../plugins/schemas';
import { loadSchemaStore } from '../../schemas/schema-store';
import type { RateLimiter } from '../../shared/rate-limits';
import type { PresenceStore } from '../ops-presence/ops-presence';
import { videoUploadRoutes } from '../ops-media';
import { OPS_PREFIX, OPS_TUS_PREFIX, loadOpsCatalogue, opsScopeUrl } from './ops-route';
import { opsRoutes } from './ops.routes';

interface SeenRoute {
  method: string;
  url: string;
  opsEndpoint?: string;
}

/** Registers the operator API on a bare app (no database: nothing is called) and notes every route made. */
async function registeredRoutes(extra?: (app: FastifyInstance) => void): Promise<SeenRoute[]> {
  const app = Fastify({ ajv: { customOptions: { allowUnionTypes: true } } });
  // The route schemas $ref the shared files, so building them also proves every catalogue schema resolves.
  registerSharedSchemas(app);
  const seen: SeenRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') seen.push({ method, url: route.url, opsEndpoint: route.config?.opsEndpoint });
    }
  });
  // Only registration runs here: the limiter, presence and storage are never called.
  const limiter = { consume: async () => ({ allowed: true, retryAfterMs: 0 }), close: async () => {} } as unknown as RateLimiter;
  const presence = { close: async () => {} } as unknown as PresenceStore;
  const media = { imageMaxBytes: 1, documentMaxBytes: 1, videoMaxBytes: 1, videoMaxSeconds: 1, minFreeBytes: 1 };
  opsRoutes(app, { secureCookies: false, storage: {} as never, media, streams: {} as never, imageHosts: [], limiter, presence, clientManifest: {} });
  // The tus endpoint, as app.ts registers it beside the catalogue's routes (its folder is made on first use).
  videoUploadRoutes(app, {
    incomingDir: '/nonexistent-incoming',
    storage: {} as never,
    queue: {} as never,
    limits: media,
    limiter,
    now: Date.now,
    cleanExpired: false,
  });
  extra?.(app);
  await app.ready();
  await app.close();
  return seen.filter((r) => r.url.startsWith(OPS_PREFIX));
}

/** "METHOD /ops/api/…" of every route not made from its catalogue entry (wrong or missing opsEndpoint). */
function outsideCatalogue(routes: SeenRoute[]): string[] {
  const catalogue = loadOpsCatalogue();
  return routes
    .filter((r) => !isTusRoute(r))
    .filter((r) => {
      const entry = r.opsEndpoint === undefined ? undefined : catalogue.get(r.opsEndpoint);
      return !entry || entry.method !== r.method || `${OPS_PREFIX}${opsScopeUrl(entry.path)}` !== r.url;
    })
    .map((r) => `${r.method} ${r.url}`);
}

/** The tus protocol's own routes (OPS_TUS_PREFIX): the only ones outside the catalogue. */
const isTusRoute = (r: SeenRoute) => r.url === OPS_TUS_PREFIX || r.url.startsWith(`${OPS_TUS_PREFIX}/`);

describe('the operator API catalogue (schemas/api/ops-endpoints)', () => {
  it('lists every /ops/api route, and every catalogue endpoint is registered exactly once', async () => {
    const routes = await registeredRoutes();
    expect(outsideCatalogue(routes)).toEqual([]);
    // The exception is the tus protocol and nothing else: its create, offset, piece and cancel requests.
    expect(routes.filter(isTusRoute).map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${OPS_TUS_PREFIX}`,
      `OPTIONS ${OPS_TUS_PREFIX}`,
      `PATCH ${OPS_TUS_PREFIX}/:uploadId`,
      `DELETE ${OPS_TUS_PREFIX}/:uploadId`,
    ]);
    const made = routes
      .filter((r) => !isTusRoute(r))
      .map((r) => r.opsEndpoint)
      .sort();
    expect(made).toEqual([...loadOpsCatalogue().keys()].sort());
  });

  it('finds a route registered by hand under /ops/api', async () => {
    const routes = await registeredRoutes((app) => {
      app.get(`${OPS_PREFIX}/secret-report`, async () => ({ code: 0, message: 'success', data: {} }));
    });
    expect(outsideCatalogue(routes)).toEqual(['GET /ops/api/secret-report']);
  });

  it('is kept apart from the app catalogue, whose endpoints layouts may bind', () => {
    const appEndpoints = loadSchemaStore().endpoints;
    const leaked = [...loadOpsCatalogue().values()].filter(
      (e) => appEndpoints.has(e.name) || [...appEndpoints.values()].some((a) => a.path.startsWith(OPS_PREFIX)),
    );
    expect(leaked).toEqual([]);
  });
});
