import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { printStartupWarnings } from './config/config-dev-tools';
import { openDatabase } from './db/database';
import { runWithStartupLock } from './db/job-lock';
import { DataDirError } from './db/data-dir-check';
import { ensureDatabaseReady, readinessOptionsOf } from './seed/ensure-database-ready';
import { stopServer } from './shutdown';
import { stopWhenNpmExits } from './stop-with-npm';
import { registry } from './observability/metrics';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server';
import { answerClusterMetrics } from './observability/cluster-metrics';

/**
 * Start-up: config → database (migrate; default layouts; demo content when config.seedDemo) → app → listen.
 * SIGTERM/SIGINT stop it gracefully (shutdown.ts) and exit 0; one arriving during start-up is kept and
 * acted on as soon as the database is in a consistent state (after migrations and seeding). After the stop,
 * `beforeExit` runs (the tracer's last spans). Loaded by main.ts once tracing is set up.
 */
export async function serve(beforeExit: () => Promise<void> = async () => undefined): Promise<void> {
  let requested: NodeJS.Signals | undefined;
  // Set once the server listens; until then a signal is only remembered.
  const running: { stop?: (signal: NodeJS.Signals) => void } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    if (running.stop) return running.stop(signal);
    if (requested) return;
    requested = signal;
    console.log(`${signal}: stopping once start-up reaches a safe point`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  stopWhenNpmExits(() => onSignal('SIGTERM'));

  const config = loadConfig();
  printStartupWarnings(config, process.env, (line) => console.warn(line));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, minFreeMb: config.DATA_DIR_MIN_FREE_MB });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let metricsServer: MetricsServer | undefined;
  try {
    // Several API processes may start at once on one PostgreSQL: one migrates/seeds, the others wait.
    await runWithStartupLock(database, () => ensureDatabaseReady(database, readinessOptionsOf(config)));
    if (!requested) {
      app = await buildApp({ database, config });
      await app.listen({ port: config.PORT, host: config.HOST });
      // A cluster worker (BYH_WORKER) leaves metrics to the primary, which sums every worker's (cluster.ts).
      if (config.metrics && process.env.BYH_WORKER) answerClusterMetrics();
      else if (config.metrics) {
        metricsServer = await startMetricsServer(config.metrics, async () => ({ body: await registry.metrics(), contentType: registry.contentType }));
      }
    }
  } catch (error) {
    await metricsServer?.close();
    await app?.close();
    // Releases PGlite's lock file so the next start is not refused.
    await database.close();
    throw error;
  }
  if (!app) {
    await database.close();
    await beforeExit().catch(() => undefined);
    process.exit(0);
  }

  console.log(`博医荟 running at http://localhost:${config.PORT}/`);
  const listening = app;
  let stopping = false;
  running.stop = (signal) => {
    if (stopping) return;
    stopping = true;
    listening.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    const metricsClosed = metricsServer?.close() ?? Promise.resolve();
    Promise.all([stopServer({ app: listening, database, timeoutMs: config.shutdownTimeoutMs }), metricsClosed]).then(
      async ([outcome]) => {
        listening.log.info({ outcome }, 'stopped');
        await beforeExit().catch(() => undefined);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('博医荟 failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  if (requested) running.stop(requested);
}

/** A failed start: the reason in one line for configuration mistakes, the whole error otherwise. */
export function startFailed(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('博医荟 failed to start:', error);
  }
  process.exit(1);
}
