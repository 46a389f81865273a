// The databases a bench measures on: a PostgreSQL database of its own (created and dropped) when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, and an in-memory PGlite unless left out.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/src/db/database';
import { createDatabase, databaseExists, databaseUrl, dropDatabase, renameDatabase } from '../../server/src/testing/postgres-admin';

export type BenchDatabaseLabel = 'PostgreSQL' | 'PGlite';

/** Runs `measure` on each database in turn (PostgreSQL first), closing and dropping each afterwards. */
export async function onBenchDatabases<T>(
  namePrefix: string,
  measure: (label: BenchDatabaseLabel, database: Database, filled: boolean) => Promise<T>,
  options: {
    pglite?: boolean;
    /**
     * PostgreSQL: a database kept between runs under `name`, built by `build` the first time; each run
     * measures a copy of it (measure() is told it is filled). Drop it by hand when no longer wanted.
     */
    template?: { name: string; build: (database: Database) => Promise<void> };
  } = {},
): Promise<T[]> {
  const results: T[] = [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
    if (options.template) await ensureTemplate(serverUrl, options.template);
    await createDatabase(serverUrl, name, options.template?.name);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      results.push(await measure('PostgreSQL', database, options.template !== undefined));
    } finally {
      await database.close();
      await dropDatabase(serverUrl, name);
    }
  }
  if (options.pglite === false) return results;
  const pglite = await openDatabase({ memory: true });
  try {
    results.push(await measure('PGlite', pglite, false));
  } finally {
    await pglite.close();
  }
  return results;
}

/**
 * Builds the template database once (true when this call built it); a build that failed halfway is dropped,
 * so the next run starts over.
 */
export async function ensureTemplate(serverUrl: string, template: { name: string; build: (database: Database) => Promise<void> }): Promise<boolean> {
  if (await databaseExists(serverUrl, template.name)) return false;
  const building = `${template.name}_building`;
  await dropDatabase(serverUrl, building);
  await createDatabase(serverUrl, building);
  const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
  try {
    await template.build(database);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, building);
    throw error;
  }
  await database.close();
  // Renamed only once complete: a database under the template's name is always a whole one.
  await renameDatabase(serverUrl, building, template.name);
  return true;
}
