import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperatorByName, saveOperator } from '../modules/ops-operators/ops-operators.service';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/postgres-admin';
import { acquireDataDirLock } from './data-dir-lock';
import { openDatabase, pgliteDir, type Database } from './database';
import { migrateDatabase } from './migrate-database';

// `npm run backup` / `npm run restore` run as an operator runs them (the CLI in its own process) on a real
// embedded database: back up, lose the database, restore, and the data is back. And the pg_dump/pg_restore
// commands docs/backups.md gives, on a real PostgreSQL.

const PASSWORD = 'backup-test-password';

/** Runs `npm run backup|restore -- …` the way package.json does, in DATA_DIR `dataDir`. */
function cli(kind: 'backup' | 'restore', dataDir: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/ops/backup.ts', kind, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withDatabase<T>(options: { dataDir: string } | { url: string }, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

describe('npm run backup / restore (embedded database)', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'byh-backup-'));
    dataDir = join(root, 'data');
    await withDatabase({ dataDir }, async (database) => {
      await migrateDatabase(database);
      await saveOperator(database.db, { name: 'backup-alice', password: PASSWORD, role: 'publisher', update: false });
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses both while a server holds the data folder, changing nothing', () => {
    const serverLock = acquireDataDirLock(join(dataDir, 'pglite.lock'));
    try {
      const backup = cli('backup', dataDir, ['--out', join(root, 'while-running.tar.gz')]);
      expect(backup.status).toBe(1);
      expect(backup.output).toMatch(/data folder .* is in use by process \d+/);
      expect(existsSync(join(root, 'while-running.tar.gz'))).toBe(false);
      const restore = cli('restore', dataDir, [join(root, 'anything.tar.gz')]);
      expect(restore.status).toBe(1);
      expect(restore.output).toMatch(/is in use by process \d+ .*Stop the server before restoring \(nothing was changed\)/);
    } finally {
      serverLock.release();
    }
  });

  it('backs up, and after the database is lost restores it with its data', async () => {
    const file = join(root, 'backups', 'nightly.tar.gz');
    const backup = cli('backup', dataDir, ['--out', file]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${file}`);

    rmSync(pgliteDir(dataDir), { recursive: true, force: true });
    const restore = cli('restore', dataDir, [file]);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toContain('Restored');
    await withDatabase({ dataDir }, async (database) => {
      expect(await findOperatorByName(database.db, 'backup-alice')).toMatchObject({ name: 'backup-alice', role: 'publisher' });
    });

    // Restoring over a database keeps the one that was there beside it.
    await withDatabase({ dataDir }, (database) => saveOperator(database.db, { name: 'after-backup', password: PASSWORD, role: 'editor', update: false }));
    const again = cli('restore', dataDir, [file]);
    expect(again.status, again.output).toBe(0);
    expect(again.output).toMatch(/kept in .*pglite\.before-restore-/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    await withDatabase({ dataDir }, async (database) => {
      expect(await findOperatorByName(database.db, 'after-backup')).toBeUndefined();
      expect(await findOperatorByName(database.db, 'backup-alice')).toBeDefined();
    });
  });

  it('refuses a file that is not a backup, and the database stays as it was', async () => {
    const bogus = join(root, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'these are not the files of a database');
    const restore = cli('restore', dataDir, [bogus]);
    expect(restore.status).toBe(1);
    expect(restore.output).toContain('is not a backup of the embedded database');
    expect(cli('restore', dataDir, [join(root, 'missing.tar.gz')]).output).toContain('not found');
    await withDatabase({ dataDir }, async (database) => {
      expect(await findOperatorByName(database.db, 'backup-alice')).toBeDefined();
    });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const pgDump = spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

describe.skipIf(!serverUrl || !pgDump)(
  `pg_dump / pg_restore round trip (docs/backups.md)${serverUrl && pgDump ? '' : ' (skipped: needs TEST_DATABASE_URL and pg_dump/pg_restore)'}`,
  () => {
    const name = `boyihui_test_backup_${randomBytes(4).toString('hex')}`;
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'byh-pgdump-'));
    });
    afterAll(async () => {
      rmSync(root, { recursive: true, force: true });
      await dropDatabase(serverUrl!, name);
    });

    it('dumps, drops, recreates empty, restores, and the data is back', async () => {
      const url = databaseUrl(serverUrl!, name);
      await createDatabase(serverUrl!, name);
      await withDatabase({ url }, async (database) => {
        await migrateDatabase(database);
        await saveOperator(database.db, { name: 'pg-backup-bob', password: PASSWORD, role: 'editor', update: false });
      });
      const file = join(root, 'byh.dump');
      const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, url], { encoding: 'utf8' });
      expect(dump.status, dump.stderr).toBe(0);

      await dropDatabase(serverUrl!, name);
      await createDatabase(serverUrl!, name);
      const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, file], { encoding: 'utf8' });
      expect(restore.status, restore.stderr).toBe(0);
      await withDatabase({ url }, async (database) => {
        // The migration journal came along: starting a server on it applies nothing twice.
        await migrateDatabase(database);
        expect(await findOperatorByName(database.db, 'pg-backup-bob')).toMatchObject({ name: 'pg-backup-bob', role: 'editor' });
      });
    });
  },
);
