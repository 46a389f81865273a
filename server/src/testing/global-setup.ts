import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpDatabase, openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate-database';
import { seedDatabase } from '../seed/seed';
import { TEST_DB_PREFIX, createDatabase, databaseUrl, dropDatabase, dropDatabasesLike } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tar of a migrated and seeded PGlite data dir; each test file starts an in-memory PGlite from it. */
    pgliteDumpFile: string;
    /** DATA_DIR for apps under test (seed media lives in DATA_DIR/media). */
    testDataDir: string;
    /** Seeded template database on TEST_DATABASE_URL's server; null without TEST_DATABASE_URL. */
    postgresTemplate: string | null;
    /** Prefix of this run's PostgreSQL test databases, dropped at teardown. */
    postgresPrefix: string;
  }
}

async function migrateAndSeed(database: Database, dataDir: string): Promise<void> {
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { dataDir });
  } finally {
    await database.close();
  }
}

/**
 * Seeds ONE PGlite once per run and dumps it (PGlite's first open and the seed are the slow part);
 * with TEST_DATABASE_URL also seeds a template database on that server. Teardown removes both.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'boyihui-server-test-'));
  const runPrefix = `${TEST_DB_PREFIX}${process.pid}_${Date.now().toString(36)}_`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? `${runPrefix}tpl` : null;

  const pglite = await openDatabase({ memory: true });
  await migrateDatabase(pglite);
  await seedDatabase(pglite, { dataDir });
  const dumpFile = join(dataDir, 'seeded-pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpDatabase(pglite)).arrayBuffer()));
  await pglite.close();

  if (serverUrl && template) {
    await createDatabase(serverUrl, template);
    await migrateAndSeed(await openDatabase({ url: databaseUrl(serverUrl, template) }), dataDir);
  }

  project.provide('pgliteDumpFile', dumpFile);
  project.provide('testDataDir', dataDir);
  project.provide('postgresTemplate', template);
  project.provide('postgresPrefix', runPrefix);

  return async () => {
    if (serverUrl && template) {
      await dropDatabasesLike(serverUrl, runPrefix);
      await dropDatabase(serverUrl, template);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
