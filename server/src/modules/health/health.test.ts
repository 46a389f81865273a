import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('healthz on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers ok once the database answers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('healthz on the embedded database', () => {
  it('answers 503 as soon as the database is closed, though a statement was answered a moment before', async () => {
    const t = await openTestApp('pglite');
    try {
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      await t.database.close();
      const response = await t.app.inject('/healthz');
      expect(response.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('healthz without a database', () => {
  it('answers 503 when the database fails', async () => {
    const broken = {
      kind: 'postgres',
      db: { execute: () => Promise.reject(new Error('connection refused')) },
      close: async () => {},
    } as unknown as Database;
    const app = await buildApp({ database: broken, config: testConfig(), logger: false });
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
