import type { Database } from './database';

/**
 * Makes a scheduled job run in one API process at a time. On PostgreSQL: a session advisory lock taken
 * with pg_try_advisory_lock on a connection of its own, held for the whole pass — a process that finds
 * it taken skips its tick, and a process that dies (kill -9) loses its connection and with it the lock,
 * so no lock is ever left behind. On PGlite there is one process per data folder (it is locked), so an
 * in-process guard is enough.
 */
export interface JobLock {
  /** Runs `job` when no other process holds `name`; answers undefined (skipped) otherwise. */
  runExclusive<T>(name: string, job: () => Promise<T>): Promise<T | undefined>;
}

/** Advisory-lock class id for this app's jobs (the second key is hashtext(name)). */
const JOB_LOCK_CLASS = 0x0b41;

export function createJobLock(database: Pick<Database, 'pool'>): JobLock {
  const pool = database.pool;
  if (!pool) return inProcessLock();
  return {
    async runExclusive(name, job) {
      const client = await pool.connect();
      // Set when the connection itself failed: such a client is destroyed instead of returned to the pool.
      let broken: Error | undefined;
      try {
        const locked = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [JOB_LOCK_CLASS, name]).then(
          (result) => result.rows[0]?.locked === true,
          (error: Error) => {
            broken = error;
            throw error;
          },
        );
        if (!locked) return undefined;
        try {
          return await job();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
  };
}

function inProcessLock(): JobLock {
  const held = new Set<string>();
  return {
    async runExclusive(name, job) {
      if (held.has(name)) return undefined;
      held.add(name);
      try {
        return await job();
      } finally {
        held.delete(name);
      }
    },
  };
}

/**
 * Start-up work that must not run in two processes at once (migrations, first-run seed): on PostgreSQL
 * the processes queue on a blocking advisory lock, so the second one finds the migrations applied and
 * the database seeded. PGlite: one process per data folder already.
 */
export async function runWithStartupLock<T>(database: Pick<Database, 'pool'>, work: () => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, 'startup']);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, 'startup']).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
