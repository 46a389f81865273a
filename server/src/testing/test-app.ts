import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

/** Fixed keys, so a test can sign what the app checks (each loadConfig would otherwise draw new random ones). */
export const TEST_LIVE_CALLBACK_SECRET = 'test-live-callback-secret';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      // Tests read codes from the SMS inbox (inject is a loopback client).
      DEV_TOOLS: '1',
      AUTH_SECRET: 'test-auth-secret',
      CONTENT_PASS_SECRET: 'test-content-pass-secret',
      LIVE_CALLBACK_SECRET: TEST_LIVE_CALLBACK_SECRET,
      DATA_DIR: inject('testDataDir'),
      // No built client unless a test asks for one.
      CLIENT_DIR: '/nonexistent-client-dir',
    }),
    // Tests change users by hand between requests (certify, disable) and expect the next request to see it;
    // the session cache has its own tests.
    sessionCacheMs: 0,
    // Likewise for items reindexed by hand; the search answer cache has its own tests.
    searchCacheMs: 0,
    // And for article rows changed by hand; article-rows.test.ts turns it on.
    articleCacheMs: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** buildApp on a fresh seeded database of `kind`; close() closes both. */
export async function openTestApp(
  kind: TestDatabaseKind,
  options: {
    config?: Partial<AppConfig>;
    logger?: BuildAppOptions['logger'];
    authTestHooks?: BuildAppOptions['authTestHooks'];
    mediaWorker?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    database,
    config: testConfig(options.config),
    logger: options.logger ?? false,
    authTestHooks: options.authTestHooks,
    mediaWorker: options.mediaWorker,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
