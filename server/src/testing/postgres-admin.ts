import pg from 'pg';

/**
 * Helpers for test databases on a real PostgreSQL (TEST_DATABASE_URL): a seeded template database is
 * made once per run; each test file gets `CREATE DATABASE … TEMPLATE …`, which takes well under a second.
 */
export const TEST_DB_PREFIX = 'boyihui_test_';

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
}

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`;
    // Two files copying the template at the same moment can see "being accessed by other users": retry.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Drops every database whose name starts with `prefix` (left over by an interrupted run). */
export async function dropDatabasesLike(serverUrl: string, prefix: string): Promise<void> {
  const names = await withAdmin(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    return result.rows.map((row) => row.datname);
  });
  for (const name of names) await dropDatabase(serverUrl, name);
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withAdmin(serverUrl, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0);
}

export async function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  await withAdmin(serverUrl, (client) => client.query(`ALTER DATABASE ${quoteIdent(from)} RENAME TO ${quoteIdent(to)}`));
}
