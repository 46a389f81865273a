import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { checkDataDir } from './data-dir-check';
import { pgliteTakesTurns } from './pglite-turns';
import { observePglite, observePool } from './observed-drivers';

/**
 * Works for both drivers; inside `db.transaction(tx => …)` use only `tx` (PGlite hangs otherwise). Built
 * without the relational schema: nothing uses `db.query`, and with it every transaction would construct
 * a relational query builder per table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (kind 'pglite' only), e.g. for dumpDatabase. */
  pglite?: PGlite;
  /** The node-postgres pool (kind 'postgres' only). */
  pool?: pg.Pool;
  /**
   * True when a statement was answered within the last `withinMs`: proof enough that the database answers,
   * for a health check that would otherwise queue behind a burst's statements (PGlite's one connection, or
   * every pooled PostgreSQL connection busy).
   */
  answeredWithin(withinMs: number): boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** DATA_DIR (default ./data): PGlite keeps its files in <dataDir>/pglite, locked by <dataDir>/pglite.lock. */
  dataDir?: string;
  /** Start an in-memory PGlite from a dump (dumpDatabase); dataDir is ignored. For tests. */
  loadDataDir?: Blob;
  /** In-memory PGlite with nothing loaded (dataDir ignored). */
  memory?: boolean;
  /** Delete the PGlite folder (after taking the lock) before opening: a reset. */
  fresh?: boolean;
  /** Free MB the data folder needs (config DATA_DIR_MIN_FREE_MB); default DEFAULT_MIN_FREE_MB. */
  minFreeMb?: number;
}

export function pgliteDir(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.loadDataDir || options.memory) {
    const client = new PGlite({ loadDataDir: options.loadDataDir });
    await client.waitReady;
    return pgliteDatabase(client, () => {});
  }
  const dataDir = resolve(options.dataDir ?? './data');
  mkdirSync(dataDir, { recursive: true });
  // Refuse a read-only or full folder before PGlite touches it (PGlite fails half-way and may not reopen).
  checkDataDir(dataDir, options.minFreeMb);
  const lock = acquireDataDirLock(join(dataDir, 'pglite.lock'));
  try {
    const dir = pgliteDir(dataDir);
    if (options.fresh) rmSync(dir, { recursive: true, force: true });
    const client = new PGlite(dir);
    await client.waitReady;
    return pgliteDatabase(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, release: () => void): Database {
  observePglite(client);
  // After observing: the wait for a turn is not counted as the statement's own time.
  const turns = pgliteTakesTurns(client);
  let closed = false;
  return {
    // Both drivers' databases are PgDatabase subclasses differing only in the result HKT.
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    // A closed database has nothing more to prove.
    answeredWithin: (withinMs) => !closed && turns.answeredWithin(withinMs),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Connections per process. */
const POOL_SIZE = 10;

/** Opens `size` connections at once and returns them to the pool; a server that cannot be reached fails later, on first use. */
async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
  for (const client of clients) if (client.status === 'fulfilled') client.value.release();
}

async function openPostgres(url: string): Promise<Database> {
  // Every connection is opened at start and kept (min = max): PostgreSQL starts a backend process for each
  // new connection, and a cold pool met by a burst would keep every request (/healthz too) waiting on
  // those starts instead of answering.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: POOL_SIZE });
  // An idle pooled connection that the server ends (restart, failover, a dropped test database) emits
  // 'error' on the pool; unheard, that would crash the process. The next query simply opens a new one.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost (a new one opens on the next query):', error.message));
  observePool(pool);
  // A connection handed back without an error has just had its statement answered.
  let lastAnsweredAt = Number.NEGATIVE_INFINITY;
  pool.on('release', (error: Error | undefined) => {
    if (!error) lastAnsweredAt = performance.now();
  });
  await warmPool(pool, POOL_SIZE);
  let closed = false;
  return {
    db: drizzleNodePg(pool) as unknown as Db,
    kind: 'postgres',
    pool,
    answeredWithin: (withinMs) => !closed && performance.now() - lastAnsweredAt <= withinMs,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A PGlite database as an uncompressed tar Blob, for openDatabase({ loadDataDir }). */
export async function dumpDatabase(database: Database): Promise<Blob> {
  if (!database.pglite) throw new Error('dumpDatabase works on PGlite databases only');
  return database.pglite.dumpDataDir('none');
}
