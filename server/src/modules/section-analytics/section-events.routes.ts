import type { FastifyInstance } from 'fastify';
import type { SectionEventBatch } from '../../../../contract/generated/schema-types';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError, envelope } from '../../plugins/envelope';
import { schemaId } from '../../plugins/schemas';
import { createTurnQueue } from '../../event-loop/turn-queue';
import { formatWait } from '../auth';
import type { RateLimiter, RateLimitWindow } from '../../shared/rate-limits';
import { ROWS_PER_EMBEDDED_INSERT, createSectionEventBuffer, type SectionEventBuffer } from './section-event-buffer';
import { createSectionEventIntake } from './section-event-intake';
import { createMemoryLedger } from './section-click-ledger';
import { RedisClickLedger } from './section-click-ledger-redis';

export const SECTION_EVENTS_PATH = '/layout/api/section-events';
/** A batch of 200 events with their tokens is ~40 KB of JSON; anything bigger is refused before it is parsed. */
export const SECTION_EVENTS_BODY_LIMIT = 64 * 1024;

export const SECTION_EVENT_MESSAGES = {
  tooMany: (wait: string) => `上报过于频繁，请${wait}后再试`,
  busy: '服务繁忙，请稍后再试',
} as const;

/**
 * Section analytics ingestion: exposures and clicks of layout sections in bulk, anonymous (sendBeacon
 * sends no session, and nothing here names the person). Validated by its schema (sizes, patterns, at most
 * 200 events), capped in bytes before parsing and limited per address. Only events the server can vouch
 * for count (section-event-intake.ts: the layout answer's token, a served node, clicks after exposures);
 * the answer says how many counted. The hour counted is the server's: a phone's clock may be wrong.
 * Counted events are summed in memory and added onto the hourly table within a second (section-event-buffer.ts).
 */
export function sectionEventRoutes(
  app: FastifyInstance,
  options: { limiter: RateLimiter; now: () => number; perIpMinute: number; analyticsKey: Buffer; redisUrl?: string; redisCommandTimeoutMs?: number },
): SectionEventBuffer {
  const buffer = createSectionEventBuffer(app.db, {
    log: app.log,
    rowsPerInsert: app.database.kind === 'pglite' ? ROWS_PER_EMBEDDED_INSERT : undefined,
  });
  app.decorate('sectionEvents', buffer);
  // With several processes the clicks-after-exposures counts must be shared: Redis when there is one.
  const ledger = options.redisUrl
    ? RedisClickLedger.fromUrl(
        options.redisUrl,
        undefined,
        (error) => app.log.warn({ err: error }, 'section ledger: redis error'),
        options.redisCommandTimeoutMs,
      )
    : createMemoryLedger();
  app.addHook('onClose', () => ledger.close());
  const intake = createSectionEventIntake(app.db, { key: options.analyticsKey, now: options.now, ledger });
  // What is still queued is written when the app closes (the database is closed after the app).
  app.addHook('onClose', () => buffer.close());
  // A phone sends a batch every few seconds; a hospital NAT holds many phones (security-config.ts).
  const perIp: RateLimitWindow[] = [{ limit: options.perIpMinute, windowMs: 60_000 }];
  const turns = createTurnQueue();
  app.post<{ Body: SectionEventBatch }>(
    SECTION_EVENTS_PATH,
    {
      bodyLimit: SECTION_EVENTS_BODY_LIMIT,
      schema: { body: { $ref: schemaId('schemas/analytics/section-event-batch.json') } },
      onRequest: async (request, reply) => {
        let result: Awaited<ReturnType<RateLimiter['consume']>>;
        try {
          result = await options.limiter.consume(`section-events:ip:${clientAddressKey(request.ip)}`, perIp, options.now());
        } catch (error) {
          request.log.error({ err: error }, 'rate limiter unavailable');
          throw new AppError(503, SECTION_EVENT_MESSAGES.busy);
        }
        if (!result.allowed) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
          throw new AppError(429, SECTION_EVENT_MESSAGES.tooMany(formatWait(result.retryAfterMs)));
        }
      },
      // Batches that arrive together are read, parsed, validated and queued one per event-loop turn.
      preParsing: async (_request, _reply, payload) => {
        await turns.take();
        return payload;
      },
    },
    async (request) => {
      let counted: Awaited<ReturnType<typeof intake.admit>>;
      try {
        counted = await intake.admit(request.body.events);
      } catch (error) {
        // Redis away: the batch is not counted, and the phone is told to try later (it drops it; analytics).
        request.log.warn({ err: error }, 'section events: ledger unavailable');
        throw new AppError(503, SECTION_EVENT_MESSAGES.busy);
      }
      if (!buffer.add(counted, new Date(options.now()))) throw new AppError(503, SECTION_EVENT_MESSAGES.busy);
      return envelope({ accepted: counted.length });
    },
  );
  return buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepted section events not written yet (flush() before reading them back). */
    sectionEvents: SectionEventBuffer;
  }
}
