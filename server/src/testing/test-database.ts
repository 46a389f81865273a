import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Kinds every server test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, seeded database of its own for one test file (or one describe block): PGlite loaded from
 * the run's dump (~0.5 s), or a PostgreSQL copy of the run's template. close() also drops the copy.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    return openDatabase({ loadDataDir: dump });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `${inject('postgresPrefix')}${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
