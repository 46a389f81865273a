import type { FastifyInstance } from 'fastify';
import { followedConnections } from './connection-drain';

/** While draining: how often connections left idle are looked for and closed. */
const IDLE_SWEEP_MS = 100;
/** After the drain timeout, how long the close hooks (Redis, jobs) may still take once connections are cut. */
const AFTER_CUT_MS = 1000;

export interface StopServerOptions {
  app: FastifyInstance;
  /** Closed last: PostgreSQL's pool, or PGlite and with it the data folder's lock. */
  database: { close(): Promise<void> };
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

export type StopOutcome = 'drained' | 'cut';

function delay(ms: number): { done: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { done, cancel: () => clearTimeout(timer) };
}

/**
 * A graceful stop, for a rolling deploy behind a balancer. Fastify's close runs the preClose hooks first:
 * layout-event streams end and live-room sockets lose their transport (not a socket.io "disconnect", which
 * clients take as final), so the apps reconnect — through the balancer, to another process. Then the HTTP
 * server stops accepting (a new connection is refused, which a balancer retries elsewhere, POSTs too), every
 * request on an open connection is served and answered with `Connection: close`, and a connection left
 * idle for a moment is closed (connection-drain.ts: closing idle ones at once reset the requests clients were
 * sending on them), for at most `timeoutMs`; after that the remaining connections are cut. The onClose
 * hooks close Redis and stop the jobs, and the database closes last, which releases PGlite's lock.
 */
export async function stopServer({ app, database, timeoutMs }: StopServerOptions): Promise<StopOutcome> {
  let outcome: StopOutcome = 'drained';
  try {
    // A keep-alive connection the client stopped using would otherwise stay open until its keep-alive timeout
    // and hold the close; one it still uses closes after its next answer (Connection: close).
    const connections = followedConnections(app.server);
    connections?.keepIdleOnClose();
    const idleSweep = setInterval(() => (connections ? connections.closeLingering(Date.now()) : app.server.closeIdleConnections()), IDLE_SWEEP_MS);
    const closing = app.close().then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'shutdown: closing the app failed'),
    );
    void closing.finally(() => clearInterval(idleSweep));
    const timeout = delay(timeoutMs);
    const first = await Promise.race([closing.then(() => 'closed' as const), timeout.done.then(() => 'timeout' as const)]);
    timeout.cancel();
    if (first === 'timeout') {
      outcome = 'cut';
      app.log.warn({ timeoutMs }, 'shutdown: requests still in flight after the drain timeout; closing their connections');
      app.server.closeAllConnections();
      const grace = delay(AFTER_CUT_MS);
      await Promise.race([closing, grace.done]);
      grace.cancel();
    }
  } finally {
    await database.close();
  }
  return outcome;
}
