import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, bothTestDatabases } from '../../testing/test-database';
import type { Database } from '../../db/database';
import { viewMarks } from '../../db/schema/index';
import { createUniqueViews } from './unique-views';
import { databaseViewMarks } from './view-marks.repository';
import { addressKey } from './viewer';
import { RedisViewMarks } from './view-marks-redis';
import { testRedisUrl } from '../../testing/test-limiters';
import { randomBytes } from 'node:crypto';

const WINDOW = 30 * 60_000;

describe('addressKey', () => {
  it('keeps IPv4 (also IPv4-mapped) and cuts IPv6 to its /64', () => {
    expect(addressKey('192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(bothTestDatabases())('view marks on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('marks a view once per window and purges marks that left it', async () => {
    let clock = Date.parse('2026-03-02T02:00:00Z');
    // No in-process memory of recent views: every claim asks the database.
    const views = createUniqueViews(databaseViewMarks(database.db), { windowMs: WINDOW, now: () => clock, recentLimit: 0 });
    const guest = { key: 'a:test-guest', userId: null };
    expect(await views.claim('article', 1, guest)).toBe(true);
    clock += WINDOW - 1;
    expect(await views.claim('article', 1, guest)).toBe(false);
    expect(await views.claim('article', 2, guest)).toBe(true);
    expect(await views.claim('course', 1, guest)).toBe(true);
    clock += 1;
    expect(await views.claim('article', 1, guest)).toBe(true);
    // article 2 and course 1 leave the window one millisecond before article 1.
    clock += WINDOW - 1;
    expect(await views.purge()).toBe(2);
    const left = await database.db.select().from(viewMarks).where(eq(viewMarks.viewer, guest.key));
    expect(left.map((row) => [row.kind, row.itemId])).toEqual([['article', 1]]);
  });
});

describe.skipIf(!testRedisUrl())('view marks in Redis', () => {
  let marks: RedisViewMarks;
  beforeAll(async () => {
    marks = RedisViewMarks.fromUrl(testRedisUrl()!, `byh-test:${randomBytes(6).toString('hex')}:`);
    await marks.ready();
  });
  afterAll(async () => {
    await marks?.flush();
    await marks?.close();
  });

  it('marks a view once per window by the app clock, also when the claims race', async () => {
    let clock = Date.parse('2026-03-02T02:00:00Z');
    const views = createUniqueViews(marks, { windowMs: WINDOW, now: () => clock, recentLimit: 0 });
    const guest = { key: 'a:test-guest', userId: null };
    const racing = await Promise.all(Array.from({ length: 20 }, () => views.claim('article', 1, guest)));
    expect(racing.filter(Boolean)).toHaveLength(1);
    clock += WINDOW - 1;
    expect(await views.claim('article', 1, guest)).toBe(false);
    expect(await views.claim('article', 2, guest)).toBe(true);
    clock += 1;
    expect(await views.claim('article', 1, guest)).toBe(true);
  });
});
