// The databases a bench measures on: a PostgreSQL database of its own (created and dropped) when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, and an in-memory PGlite unless left out.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/src/db/database';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';

export type BenchDatabaseLabel = 'PostgreSQL' | 'PGlite';

/** Runs `measure` on each database in turn (PostgreSQL first), closing and dropping each afterwards. */
export async function onBenchDatabases<T>(
  namePrefix: string,
  measure: (label: BenchDatabaseLabel, database: Database) => Promise<T>,
  options: { pglite?: boolean } = {},
): Promise<T[]> {
  const results: T[] = [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
    await createDatabase(serverUrl, name);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      results.push(await measure('PostgreSQL', database));
    } finally {
      await database.close();
      await dropDatabase(serverUrl, name);
    }
  }
  if (options.pglite === false) return results;
  const pglite = await openDatabase({ memory: true });
  try {
    results.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  return results;
}
