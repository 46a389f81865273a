import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repository';

/** A statement answered this recently stands in for the health check's own. */
const HEALTH_PROOF_MS = 1000;
/** Readiness gives each dependency this long to answer before it counts as unavailable. */
const READINESS_CHECK_MS = 1000;

export interface HealthChecks {
  /** Answers when Redis does (bounded by the client's command timeout); absent without REDIS_URL. */
  pingRedis?: () => Promise<unknown>;
}

type DependencyState = 'ok' | 'unavailable' | 'off';

const outageEnvelope = { type: 'object', properties: { status: { type: 'string' }, code: { type: 'integer' }, message: { type: 'string' } } } as const;
const readiness = {
  type: 'object',
  required: ['status', 'database', 'redis'],
  properties: {
    status: { type: 'string', enum: ['ready', 'degraded'] },
    database: { type: 'string', enum: ['ok', 'unavailable'] },
    redis: { type: 'string', enum: ['ok', 'unavailable', 'off'] },
  },
} as const;

function withinDeadline(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_CHECK_MS} ms`)), READINESS_CHECK_MS);
  });
  return Promise.race([work, deadline]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/**
 * `/healthz` is liveness: 200 while this process serves and its database answers (restart it otherwise).
 * `/readyz` is readiness: 200 only when every dependency a request may need answers, else 503 naming the
 * one that does not (a load balancer sends traffic elsewhere; README, Production, says which to use where).
 */
export function healthRoutes(app: FastifyInstance, checks: HealthChecks = {}): void {
  const databaseAnswers = async () => {
    // A statement answered a moment ago is the proof: a burst holding every connection (PGlite has one)
    // would otherwise keep the health check queueing behind it.
    if (!app.database.answeredWithin(HEALTH_PROOF_MS)) await withinDeadline(pingDatabase(app.db));
  };

  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
          // Also the shared outage envelope, when resolving a request's token already fails on the database.
          503: outageEnvelope,
        },
      },
    },
    async (request, reply) => {
      try {
        await databaseAnswers();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );

  app.get('/readyz', { schema: { response: { 200: readiness, 503: { anyOf: [readiness, outageEnvelope] } } } }, async (request, reply) => {
    const state = async (check: (() => Promise<unknown>) | undefined, name: string): Promise<DependencyState> => {
      if (!check) return 'off';
      try {
        await withinDeadline(check());
        return 'ok';
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${name} unavailable`);
        return 'unavailable';
      }
    };
    const [database, redis] = await Promise.all([state(databaseAnswers, 'database'), state(checks.pingRedis, 'redis')]);
    const ready = database === 'ok' && redis !== 'unavailable';
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'degraded', database, redis });
  });
}
