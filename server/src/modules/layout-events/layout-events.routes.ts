import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HAVE_MAX_LENGTH, HAVE_PATTERN, LAYOUT_EVENT, LAYOUT_EVENTS_PATH, parseHave, type LayoutEventsHello } from '../../../../contract/layout/layout-events';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { announcementMessage, parseAnnouncement } from './layout-announcement';
import { LAYOUT_EVENT_TIMING, LayoutEventHub, type LayoutEventTiming } from './layout-event-hub';
import { findPublishedRevision } from './layout-events.repository';

export const LAYOUT_EVENT_MESSAGES = {
  tooManyFromAddress: '连接过多，请稍后再试',
  busy: '服务繁忙，请稍后再试',
} as const;

/** Retry-After of a refused stream: the app keeps showing what it has and catches up when it gets in. */
const REFUSED_RETRY_AFTER_S = 60;

/** Same as the layout cache: another process's publish is seen within this time even without its message. */
const REVISION_CACHE_TTL_MS = 5_000;

export interface LayoutEventOptions {
  /** Open streams per client address, and in all, in this process. */
  perAddress: number;
  total: number;
  /** Tests: shorter heartbeats or lifetimes. */
  timing?: Partial<LayoutEventTiming>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After a publish, rollback or hidden section: drops every process's cached layouts and tells every
     * open app "layout `id` now at revision `revision`".
     */
    announceLayout(id: string, revision: number): void;
  }
}

/**
 * GET /layout/api/layout-events: Server-Sent Events telling open apps which layout changed
 * (docs/live-layouts.md). Every process forwards the layouts channel of the cache bus to its own streams.
 */
export function layoutEventRoutes(app: FastifyInstance, options: LayoutEventOptions): void {
  const hub = new LayoutEventHub({ ...LAYOUT_EVENT_TIMING, ...options.timing, perAddress: options.perAddress, total: options.total });
  const revisions = createPayloadCache<number>({
    name: 'layout-revisions',
    ttlMs: REVISION_CACHE_TTL_MS,
    load: async (id) => (await findPublishedRevision(app.db, id)) ?? 0,
  });

  // Subscribed after the layout store's own cache (app.ts registers it first): handlers run in that order,
  // so this process serves the new revision before its phones hear of it.
  const unsubscribe = app.cacheBus.subscribe(CACHE_CHANNELS.layouts, (message) => {
    revisions.invalidate();
    const changed = parseAnnouncement(message);
    if (changed) hub.broadcast(LAYOUT_EVENT.layout, changed);
    else hub.broadcast(LAYOUT_EVENT.all, {});
  });
  // The home channel drops the home payload cache (home.routes.ts subscribed first): phones then load it again.
  const unsubscribeHome = app.cacheBus.subscribe(CACHE_CHANNELS.home, () => hub.broadcast(LAYOUT_EVENT.content, {}));
  app.decorate('announceLayout', (id: string, revision: number) => void app.cacheBus.publish(CACHE_CHANNELS.layouts, announcementMessage({ id, revision })));
  // Open streams would hold the server's close until their clients leave: end them first.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeHome();
    hub.closeAll();
  });

  async function helloFor(have: string | undefined, retryMs: number): Promise<LayoutEventsHello> {
    const held = parseHave(have);
    const found: Record<string, number> = {};
    try {
      for (const { id } of held) found[id] = await revisions.get(id);
    } catch (error) {
      // Without the database the app cannot compare; it keeps what it shows and still hears of changes.
      app.log.warn({ err: error }, 'layout events: could not read published revisions');
      return { revisions: {}, retry_ms: retryMs };
    }
    return { revisions: found, retry_ms: retryMs };
  }

  app.get<{ Querystring: { have?: string } }>(
    LAYOUT_EVENTS_PATH,
    {
      schema: {
        querystring: { type: 'object', properties: { have: { type: 'string', maxLength: HAVE_MAX_LENGTH, pattern: HAVE_PATTERN } } },
      },
    },
    async (request, reply) => {
      const body = new PassThrough();
      const admission = hub.open(clientAddressKey(request.ip), {
        write: (text) => body.write(text),
        end: () => body.end(),
      });
      if (!admission.ok) {
        body.destroy();
        reply.header('retry-after', String(REFUSED_RETRY_AFTER_S));
        throw admission.refused === 'address' ? new AppError(429, LAYOUT_EVENT_MESSAGES.tooManyFromAddress) : new AppError(503, LAYOUT_EVENT_MESSAGES.busy);
      }
      const { stream } = admission;
      reply.raw.on('close', () => stream.close());
      void helloFor(request.query.have, stream.retryMs).then((hello) => stream.send(LAYOUT_EVENT.hello, hello));
      // no-transform: a proxy must not compress or buffer the stream; X-Accel-Buffering does the same for
      // nginx. Connection: close, because a stream ends only when the server ends it (lifetime, shutdown),
      // and a connection left open for reuse then would hold a closing server for its keep-alive time.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .header('connection', 'close')
        .send(body);
    },
  );
}
