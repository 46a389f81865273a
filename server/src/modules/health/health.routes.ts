import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repository';

/** A statement answered this recently stands in for the health check's own. */
const HEALTH_PROOF_MS = 1000;

/** Liveness for load balancers and the start-up script: 200 only when the database answers. */
export function healthRoutes(app: FastifyInstance): void {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
          // Also the shared outage envelope, when resolving a request's token already fails on the database.
          503: { type: 'object', properties: { status: { type: 'string' }, code: { type: 'integer' }, message: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      try {
        // A statement answered a moment ago is the proof: a burst holding every connection (PGlite has one)
        // would otherwise keep the health check queueing behind it.
        if (!app.database.answeredWithin(HEALTH_PROOF_MS)) await pingDatabase(app.db);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
