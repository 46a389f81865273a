import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { observeStatements } from '../db/statement-observer';
import { dbQueryDuration, httpRequestDuration, watchPool } from './metrics';
import { REQUEST_ID_HEADER } from './request-id';

/** The label of requests no route matched (the app's pages answered by the not-found handler, and 404s). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Per-app observability: every answer carries its request id; every request is timed by route pattern (never
 * the raw URL, whose ids would make a series per item); statements and the PostgreSQL pool are measured
 * while the app is open.
 */
export function registerObservability(app: FastifyInstance, database: Database): void {
  // Callback hooks, not async ones, on every request: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const stopObserving = observeStatements((event) => dbQueryDuration.observe(event.durationMs / 1000));
  const stopWatching = database.pool ? watchPool(database.pool) : () => undefined;
  app.addHook('onClose', async () => {
    stopObserving();
    stopWatching();
  });
}
