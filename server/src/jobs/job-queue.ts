import { PgBoss, fromPglite, type Db as IDatabase } from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Durable background jobs (video transcodes), kept in the app's own database by pg-boss: on PGlite for the
 * embedded default, on PostgreSQL in production, through the connection the app already has. Why pg-boss
 * and not graphile-worker or BullMQ: docs/media-library.md.
 *
 * The queue starts on first use: an API process that never enqueues (most requests, every test that does
 * not upload a video) never creates or polls pg-boss's tables.
 */
export interface JobQueue {
  /** pg-boss, started (its schema created or migrated) on the first call. */
  boss(): Promise<PgBoss>;
  /** Stops polling and waits for running handlers (up to `timeoutMs`). */
  stop(timeoutMs: number): Promise<void>;
}

function adapterOf(database: Database): { db: IDatabase; backend: 'pglite' | 'postgres' } {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  const pool = database.pool;
  if (!pool) throw new Error('a job queue needs PGlite or a PostgreSQL pool');
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }, backend: 'postgres' };
}

export function createJobQueue(database: Database, onError: (error: Error) => void): JobQueue {
  let started: Promise<PgBoss> | undefined;
  let stopped = false;
  return {
    boss() {
      if (stopped) return Promise.reject(new Error('the job queue is stopped'));
      started ??= (async () => {
        const { db, backend } = adapterOf(database);
        // The queue monitor (every 30 s, not pg-boss's default minute) fails the attempt of a worker whose
        // heartbeats stopped (killed), so its job is retried within a minute. Supervision (maintenance:
        // a burst of 10–20 statements) keeps pg-boss's default minute: these passes were most of what an
        // idle process sent to the database when they ran every few seconds (docs/bench.md, idle work).
        // Flow dependencies (this app sends none) are resolved once a minute rather than every 5 s.
        const boss = new PgBoss({
          db,
          backend,
          schema: 'pgboss',
          superviseIntervalSeconds: 60,
          monitorIntervalSeconds: 30,
          flowIntervalSeconds: 60,
          schedule: false,
        });
        boss.on('error', onError);
        await boss.start();
        return boss;
      })();
      return started;
    },
    async stop(timeoutMs) {
      stopped = true;
      if (!started) return;
      const boss = await started.catch(() => undefined);
      // close: false — the database belongs to the app, which closes it after this.
      await boss?.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}
