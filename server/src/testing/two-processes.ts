import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { RedisCacheBus } from '../providers/cache-bus';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

/** Redis for the cross-process tests (they are skipped without it). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

export interface TwoProcesses {
  database: Database;
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two API processes as production runs them: two apps on one database (PGlite unless `kind` says otherwise), their caches joined by a
 * Redis cache bus under a key prefix of their own. Resolves once both buses hear each other, so a message
 * one sends is not lost to the other's late subscription.
 */
export async function openTwoProcesses(name: string, config: AppConfig, kind: TestDatabaseKind = 'pglite'): Promise<TwoProcesses> {
  if (!TEST_REDIS_URL) throw new Error('two processes need TEST_REDIS_URL');
  const database = await openTestDatabase(kind);
  const prefix = `byh-test:${name}:${randomBytes(4).toString('hex')}:`;
  const a = await buildApp({ database, config, logger: false, cacheBus: RedisCacheBus.fromUrl(TEST_REDIS_URL, { prefix }) });
  const b = await buildApp({ database, config, logger: false, cacheBus: RedisCacheBus.fromUrl(TEST_REDIS_URL, { prefix }) });
  await vi.waitFor(
    () => {
      if (!a.cacheBus.listening || !b.cacheBus.listening) throw new Error('the cache buses do not listen yet');
    },
    { timeout: 15_000, interval: 20 },
  );
  return {
    database,
    a,
    b,
    async close() {
      for (const app of [a, b]) {
        await app.close();
        await app.cacheBus.close();
      }
      await database.close();
    },
  };
}
