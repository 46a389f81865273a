import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { saveOperator } from '../../server/src/modules/ops-operators/ops-operators.service';
import { createOperatorSession } from '../../server/src/modules/ops-operators/ops-sessions.service';
import { createDatabase, databaseUrl, dropDatabase, TEST_DB_PREFIX } from '../../server/src/testing/postgres-admin';
import { PRODUCTION_ENV } from '../deploy/runtime-copy';
import { E2E_OPERATOR_PASSWORD, E2E_OPERATORS } from './ops-operators';
import { startServer, type ServerProcess } from './server-process';

// As a new team starts: production mode, an empty PostgreSQL database (no demo content), Redis, and two
// API processes — the console on one, the phones on the other, so what the console changes must reach
// the other process through Redis and the database, not through one process's memory.

export interface EmptyProduction {
  opsUrl: string;
  phoneUrl: string;
  /** The publisher's ops_session token. */
  token: string;
  /** The database both processes use (for what a test must set up outside the product, e.g. a doctor's session). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startEmptyProduction(serverUrl: string, redisUrl: string, env: Record<string, string> = {}): Promise<EmptyProduction> {
  const name = `${TEST_DB_PREFIX}items_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  let token: string;
  try {
    await migrateDatabase(database);
    const { name: operator, role } = E2E_OPERATORS.publisher;
    const saved = await saveOperator(database.db, { name: operator, role, password: E2E_OPERATOR_PASSWORD, update: true });
    token = (await createOperatorSession(database.db, saved.id, Date.now())).token;
  } finally {
    await database.close();
  }
  // One data folder for both: uploaded media on local storage is shared by the processes, as a shared
  // volume (or object storage) is in production; one process stores a picture, the other serves it.
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-production-data-'));
  const processEnv = { ...PRODUCTION_ENV, DATABASE_URL: url, REDIS_URL: redisUrl, SEED_DEMO: '0', DEV_TOOLS: '0', DATA_DIR: dataDir, ...env };
  const started: ServerProcess[] = [];
  const stop = async () => {
    for (const server of started) await server.stop();
    await dropDatabase(serverUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    started.push(await startServer(processEnv), await startServer(processEnv));
  } catch (error) {
    await stop();
    throw error;
  }
  return { opsUrl: started[0].baseUrl, phoneUrl: started[1].baseUrl, token, databaseUrl: url, stop };
}
