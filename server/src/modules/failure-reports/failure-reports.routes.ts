import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FailureReportBatch, FailureReportsAccepted } from '../../../../contract/generated/schema-types';
import { clientAddressKey } from '../../plugins/client-address';
import { AppError, envelope, MESSAGES } from '../../plugins/envelope';
import { schemaId } from '../../plugins/schemas';
import { createTurnQueue } from '../../event-loop/turn-queue';
import { formatWait } from '../auth';
import type { RateLimiter, RateLimitWindow } from '../../shared/rate-limits';
import { clientErrors } from '../../observability/metrics';
import { browserName } from './browser-name';
import { createFailureReportBuffer, ROWS_PER_EMBEDDED_INSERT, type FailureReportBuffer } from './failure-report-buffer';

export const FAILURE_REPORTS_PATH = '/layout/api/failure-reports';

/** 20 reports of at most ~1 KB each fit; a larger body is not a phone's batch. */
export const FAILURE_BODY_LIMIT = 32 * 1024;

/**
 * Per client address. A phone sends one batch a few seconds after a failing page and one as it leaves, and
 * at most 30 distinct reports per page load; hospitals put many phones behind one address, so the limit
 * is generous per minute and tighter per hour.
 */
export const FAILURE_BATCH_WINDOWS: readonly RateLimitWindow[] = [
  { limit: 60, windowMs: 60_000 },
  { limit: 600, windowMs: 3_600_000 },
];

export const FAILURE_MESSAGES = {
  limited: (wait: string) => `故障报告过于频繁，请${wait}后再试`,
  busy: '服务繁忙，请稍后再试',
  empty: '故障报告为空',
} as const;

export interface FailureReportRoutesOptions {
  limiter: RateLimiter;
  now: () => number;
  /** Key of the reporter hashes (CONTENT_PASS_SECRET, under a label of its own). */
  reporterSecret: string;
}

/**
 * Who reported, as little as needed to count distinct reporters: a keyed hash of the client's network (its
 * address, an IPv6 /64), 12 characters. The failure rows never hold an address; without the key the hash
 * names none. Phones behind one hospital NAT count as one reporter, which errs on the side of fewer.
 */
export function reporterKey(secret: string, ip: string): string {
  return createHmac('sha256', secret)
    .update(`failure-reporter:${clientAddressKey(ip)}`)
    .digest('base64url')
    .slice(0, 12);
}

/**
 * POST /layout/api/failure-reports: anonymous, like the page it comes from. The body is checked against
 * schemas/failure-reports/failure-report-batch.json before anything is counted; the address limit runs
 * before the body is read, so a flood of malformed batches is refused as cheaply as a valid one. Counted
 * reports are summed in memory and written within a second (failure-report-buffer.ts).
 */
export function failureReportRoutes(app: FastifyInstance, options: FailureReportRoutesOptions): FailureReportBuffer {
  const buffer = createFailureReportBuffer(app.db, {
    log: app.log,
    rowsPerInsert: app.database.kind === 'pglite' ? ROWS_PER_EMBEDDED_INSERT : undefined,
  });
  app.decorate('failureReports', buffer);
  // What is still gathered is written when the app closes (the database is closed after the app).
  app.addHook('onClose', () => buffer.close());
  const turns = createTurnQueue();
  void app.register(async (scope) => {
    // navigator.sendBeacon posts a text/plain body when the page is left (a JSON content type would need
    // a CORS-style preflight some WebViews refuse for beacons); it is the same JSON.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: FAILURE_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, MESSAGES.invalidJson), undefined);
      }
    });
    scope.post<{ Body: FailureReportBatch }>(
      FAILURE_REPORTS_PATH,
      {
        bodyLimit: FAILURE_BODY_LIMIT,
        schema: { body: { $ref: schemaId('schemas/failure-reports/failure-report-batch.json') } },
        onRequest: async (request, reply) => {
          let result: Awaited<ReturnType<RateLimiter['consume']>>;
          try {
            result = await options.limiter.consume(`failure-reports:ip:${clientAddressKey(request.ip)}`, FAILURE_BATCH_WINDOWS, options.now());
          } catch (error) {
            request.log.error({ err: error }, 'rate limiter unavailable');
            throw new AppError(503, FAILURE_MESSAGES.busy);
          }
          if (!result.allowed) {
            reply.header('retry-after', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
            throw new AppError(429, FAILURE_MESSAGES.limited(formatWait(result.retryAfterMs)));
          }
        },
        // Batches that arrive together are read, parsed, validated and counted one per event-loop turn.
        preParsing: async (_request, _reply, payload) => {
          await turns.take();
          return payload;
        },
      },
      async (request) => {
        const { reports, errors = [] } = request.body;
        if (reports.length === 0 && errors.length === 0) throw new AppError(400, FAILURE_MESSAGES.empty);
        for (const report of reports) clientErrors.inc({ kind: report.kind });
        for (const error of errors) clientErrors.inc({ kind: error.kind });
        // Page errors are not stored (they belong to no layout node): counted above, and logged for their messages.
        if (errors.length > 0) request.log.warn({ pageErrors: errors, build: request.body.build }, 'client page errors');
        const reporter = reporterKey(options.reporterSecret, request.ip);
        if (reports.length > 0 && !buffer.add(request.body, browserName(request.headers['user-agent']), reporter, options.now())) {
          throw new AppError(503, FAILURE_MESSAGES.busy);
        }
        const answer: FailureReportsAccepted = { accepted: reports.length + errors.length };
        return envelope(answer);
      },
    );
  });
  return buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepted failure reports not written yet (flush() before reading them back). */
    failureReports: FailureReportBuffer;
  }
}
