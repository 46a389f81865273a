import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { checkDataDir, DataDirError } from './data-dir-check';
import { openDatabase, pgliteDir } from './database';

/**
 * Backups of the embedded database (PGlite in DATA_DIR/pglite): PGlite's own dumpDataDir, a gzipped tar of
 * its data folder, taken with the folder's lock held — so no server writes while it is copied and the copy is
 * consistent. A server running on the folder therefore has to be stopped first (both directions refuse with
 * a message saying so). PostgreSQL deployments use pg_dump/pg_restore instead (docs/backups.md).
 */

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Writes the database in `dataDir` to `file` (a .tar.gz); refuses while a server holds the folder. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  if (!existsSync(pgliteDir(dataDir))) throw new DataDirError(`no embedded database in ${resolve(dataDir)} (nothing to back up)`);
  const database = await openDatabase({ dataDir, minFreeMb: 0 });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(resolve(file)), { recursive: true });
    // Written beside the target and renamed, so an interrupted backup never leaves a half file under its name.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { file: resolve(file), bytes: bytes.length };
  } finally {
    await database.close();
  }
}

export interface RestoreResult {
  /** Where the database that was there before now is (kept, not deleted), if there was one. */
  previous?: string;
}

/**
 * Replaces the database in `dataDir` by the backup in `file`. The backup is opened in memory first, so a
 * damaged or foreign file changes nothing; the database that was there is moved aside, not deleted, and moved
 * back if the restore fails.
 */
export async function restoreEmbedded(dataDir: string, file: string, now = new Date()): Promise<RestoreResult> {
  mkdirSync(dataDir, { recursive: true });
  checkDataDir(resolve(dataDir));
  const lock = acquireRestoreLock(dataDir);
  try {
    if (!existsSync(file)) throw new DataDirError(`backup file ${file} not found`);
    const backup = new Blob([readFileSync(file)]);
    await checkBackup(backup, file);
    const target = pgliteDir(dataDir);
    let previous: string | undefined;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, previous);
    }
    try {
      const client = new PGlite(target, { loadDataDir: backup });
      await client.waitReady;
      await client.query('SELECT 1');
      await client.close();
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      if (previous) renameSync(previous, target);
      throw error;
    }
    return previous ? { previous } : {};
  } finally {
    lock.release();
  }
}

function acquireRestoreLock(dataDir: string) {
  try {
    return acquireDataDirLock(join(resolve(dataDir), 'pglite.lock'));
  } catch (error) {
    if (error instanceof DataDirError) {
      throw new DataDirError(`${error.message}. Stop the server before restoring (nothing was changed).`);
    }
    throw error;
  }
}

/** Opens the backup in memory: a file that is not a PGlite backup is refused before anything is touched. */
async function checkBackup(backup: Blob, file: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = new PGlite({ loadDataDir: backup });
    await client.waitReady;
    await client.query('SELECT 1');
  } catch (error) {
    throw new DataDirError(`${file} is not a backup of the embedded database (${(error as Error).message}); nothing was changed`);
  } finally {
    await client?.close().catch(() => undefined);
  }
}
