import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, readHolder } from './data-dir-lock';
import { dumpDatabase, openDatabase } from './database';
import { migrateDatabase } from './migrate-database';
import * as schema from './schema/index';

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

const tmpDirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boyihui-db-test-'));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => tmpDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrations on PGlite', () => {
  it('create every schema table, run twice without harm, and survive a dump/load round trip', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      await migrateDatabase(database);
      const result = await database.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`);
      expect((result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name)).toEqual(tableNames);

      await database.db.insert(schema.channels).values({ title: '心血管', originType: 0 });
      const copy = await openDatabase({ loadDataDir: await dumpDatabase(database) });
      try {
        expect(await copy.db.select({ title: schema.channels.title }).from(schema.channels)).toEqual([{ title: '心血管' }]);
      } finally {
        await copy.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('PGlite data-folder lock', () => {
  it('refuses a second open of the same folder and releases the lock on close', async () => {
    const dataDir = tmp();
    const first = await openDatabase({ dataDir });
    const lockFile = join(dataDir, 'pglite.lock');
    try {
      expect(readHolder(lockFile)?.pid).toBe(process.pid);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${process.pid}`);
      await expect(openDatabase({ dataDir })).rejects.toThrow('数据目录已被另一个进程占用');
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a stale lock left by a dead process', () => {
    const lockFile = join(tmp(), 'pglite.lock');
    // Above Linux's pid_max, so no live process can have it.
    writeFileSync(lockFile, '2147483646');
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)?.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
