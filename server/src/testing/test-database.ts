import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The database a server test runs on: PostgreSQL when TEST_DATABASE_URL is set (what a deployment with
 * DATABASE_URL runs, with real concurrent transactions, and the faster of the two for a whole-app test),
 * else PGlite. Route and feature tests use this; what they check does not depend on the driver.
 */
export function testDatabases(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['postgres'] : ['pglite'];
}

/**
 * Both drivers (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), for the data layer only:
 * repositories whose SQL or transactions could behave differently on the two, migrations, locks, statement
 * counts and driver errors (docs/architecture-rules.md, "Tests on both databases").
 */
export function bothTestDatabases(): TestDatabaseKind[] {
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
