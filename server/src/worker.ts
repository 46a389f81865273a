import pino from 'pino';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { runWithStartupLock } from './db/job-lock';
import { createJobQueue } from './jobs/job-queue';
import { startVideoWorker } from './modules/ops-media';
import { createFileStorage } from './providers/storage/create-storage';
import { ensureDatabaseReady, readinessOptionsOf } from './seed/ensure-database-ready';
import { stopWhenNpmExits } from './stop-with-npm';

/**
 * `npm run worker`: a process that only runs media jobs (video transcodes), beside API processes started
 * with MEDIA_WORKER=separate, on the same PostgreSQL and storage. Start as many as there are machines to
 * spare: pg-boss hands each job to one of them, and a killed one's job goes to another (docs/media-library.md).
 */
async function runWorker(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the API process, which transcodes in-process (MEDIA_WORKER=in-process).',
    );
  }
  const log = pino({ level: config.LOG_LEVEL, base: { process: 'media-worker' } });
  const database = await openDatabase({ url: config.DATABASE_URL });
  // The API may be starting too: whichever comes first migrates, the other waits for it.
  await runWithStartupLock(database, () => ensureDatabaseReady(database, readinessOptionsOf(config)));
  const queue = createJobQueue(database, (error) => log.warn({ err: error }, 'job queue error'));
  await startVideoWorker(queue, { db: database.db, storage: createFileStorage(config.storage, config.DATA_DIR), log });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'media worker stopping');
    // A running transcode gets the grace, then its ffmpeg is stopped and the job goes back to the queue.
    void queue
      .stop(config.shutdownTimeoutMs)
      .finally(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  stopWhenNpmExits(() => stop('SIGTERM'));
}

await runWorker().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : ['博医荟 media worker failed to start:', error]);
  process.exit(1);
});
