import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bothTestDatabases, testDatabases } from '../../testing/test-database';

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

  it('is ready, with Redis off when none is configured', async () => {
    const response = await t.app.inject('/readyz');
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'off' } });
  });
});

/** Takes every connection the app's database has (PGlite's one, by a transaction; each pooled PostgreSQL one); resolves a release. */
async function holdEveryConnection(database: Database): Promise<() => Promise<void>> {
  const pool = database.pool;
  if (pool) {
    // Every connection the pool may open, not only those open now. A connection that something else holds
    // for longer than a moment fails the setup with a clear message instead of the test's timeout.
    const connect = () =>
      Promise.race([pool.connect(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a pool connection stayed busy for 15 s')), 15_000))]);
    const taken = await Promise.allSettled(Array.from({ length: pool.options.max ?? pool.totalCount }, connect));
    const clients = taken.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = taken.find((result) => result.status === 'rejected');
    if (refused) {
      clients.forEach((client) => client.release());
      throw refused.reason;
    }
    return async () => clients.forEach((client) => client.release());
  }
  let finish = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  let started = () => {};
  const inside = new Promise<void>((resolve) => (started = resolve));
  const transaction = database.db.transaction(async () => {
    started();
    await held;
  });
  await inside;
  return async () => {
    finish();
    await transaction;
  };
}

describe.each(bothTestDatabases())('healthz under a burst on %s', (kind) => {
  it('answers at once while a burst holds every connection, a statement having been answered a moment ago', async () => {
    // No scheduler: a pass of it waiting for a connection the burst holds would hold one of its own.
    const t = await openTestApp(kind, { authTestHooks: { scheduler: false } });
    try {
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      const release = await holdEveryConnection(t.database);
      try {
        // Without the proof, the check would queue for a connection until the burst ends (here: never).
        const answer = await Promise.race([t.app.inject('/healthz'), new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), 2_000))]);
        expect(answer === 'queued' ? answer : answer.statusCode).toBe(200);
      } finally {
        await release();
      }
    } finally {
      await t.close();
    }
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
      answeredWithin: () => false,
      close: async () => {},
    } as unknown as Database;
    const app = await buildApp({ database: broken, config: testConfig(), logger: false });
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const readiness = await app.inject('/readyz');
    expect({ status: readiness.statusCode, body: readiness.json() }).toEqual({
      status: 503,
      body: { status: 'degraded', database: 'unavailable', redis: 'off' },
    });
    await app.close();
  });
});
