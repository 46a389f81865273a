import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

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
        await app.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
