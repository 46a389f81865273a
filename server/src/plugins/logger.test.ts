import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { openTestApp, type TestApp } from '../testing/test-app';
import { bothTestDatabases } from '../testing/test-database';

// Values a failed statement carried: none may reach the log.
const HEALTH = '乙肝病毒携带者';
const NUMBER = 'tel-a1b2c3d4';
const TYPED = 'typed-e5f6';

describe.each(bothTestDatabases())('error log lines carry no statement parameters on %s', (kind) => {
  let t: TestApp;
  let log = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    t = await openTestApp(kind, { logger: { stream, level: 'info' } });
    const { db } = t.database;
    // Real statements the database rejects, as a too-long profile field used to be.
    t.app.post('/test/too-long', async () => {
      await db.insert(users).values({ mobile: NUMBER, name: '名'.repeat(65), confirmedDiseaseName: HEALTH });
      return {};
    });
    t.app.post('/test/duplicate', async () => {
      await db.insert(users).values({ mobile: NUMBER, confirmedDiseaseName: HEALTH });
      await db.insert(users).values({ mobile: NUMBER, confirmedDiseaseName: HEALTH });
      return {};
    });
    t.app.post('/test/bad-cast', async () => {
      await db.execute(sql`select ${TYPED}::int as n`);
      return {};
    });
    t.app.post('/test/logged-directly', async (request) => {
      try {
        await db.insert(users).values({ mobile: `${NUMBER}-too-long-for-the-column`, confirmedDiseaseName: HEALTH });
      } catch (error) {
        request.log.error(error as Error);
        request.log.warn({ error }, 'logged under another key');
      }
      return {};
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs the code and the SQL text of a failed statement, never its values (drizzle params, pg detail, quoted input)', async () => {
    for (const url of ['/test/too-long', '/test/duplicate', '/test/bad-cast']) {
      log = '';
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(500);
      expect(log, url).toContain('unhandled error');
      expect(log, url).toMatch(/"code":"(22001|23505|22P02)"/);
      for (const value of [HEALTH, NUMBER, TYPED]) expect(log, `${url} logs ${value}`).not.toContain(value);
    }
    log = '';
    await t.app.inject({ method: 'POST', url: '/test/too-long' });
    expect(log).toMatch(/insert into \\"users\\"/);
  });

  it('holds for errors logged by hand, as the first argument or under `error`', async () => {
    log = '';
    await t.app.inject({ method: 'POST', url: '/test/logged-directly' });
    expect(log).toContain('logged under another key');
    expect(log).toContain('22001');
    for (const value of [HEALTH, NUMBER]) expect(log).not.toContain(value);
  });
});
