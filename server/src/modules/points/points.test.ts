import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { pointRules, pointsLedger, users } from '../../db/schema/index';
import { awardKey, awardPoints, beijingDay } from './points.service';

describe.each(testDatabases())('points (博贝) on %s', (kind) => {
  let t: TestApp;
  const ledgerRows = (userId: number, rule: string) =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.ruleKey, rule)));
  const balance = async (userId: number) => (await t.database.db.select({ point: users.point }).from(users).where(eq(users.id, userId)))[0].point;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('awards a rule once per key: the same award twice makes one ledger row and moves the balance once', async () => {
    const a = await signIn(t.database, '13900000101');
    const before = await balance(a.userId);
    const first = await awardPoints(t.database.db, a.userId, 'view', { itemKey: 'course-1', day: '2026-01-02' });
    const again = await awardPoints(t.database.db, a.userId, 'view', { itemKey: 'course-1', day: '2026-01-02' });
    expect(first).toEqual({ awarded: 5, reason: 'awarded' });
    expect(again).toEqual({ awarded: 0, reason: 'duplicate' });
    expect(await ledgerRows(a.userId, 'view')).toHaveLength(1);
    expect(await balance(a.userId)).toBe(before + 5);
    // The next day the same item counts again.
    expect((await awardPoints(t.database.db, a.userId, 'view', { itemKey: 'course-1', day: '2026-01-03' })).awarded).toBe(5);
  });

  it('stops at the daily limit from point_rules and uses the configured value', async () => {
    const a = await signIn(t.database, '13900000102');
    await t.database.db.update(pointRules).set({ value: 7, dailyLimit: 2 }).where(eq(pointRules.key, 'comment'));
    try {
      const outcomes = [];
      for (const item of ['c1', 'c2', 'c3']) outcomes.push(await awardPoints(t.database.db, a.userId, 'comment', { itemKey: item, day: '2026-02-01' }));
      expect(outcomes.map((o) => o.reason)).toEqual(['awarded', 'awarded', 'daily-limit']);
      expect(outcomes[0].awarded).toBe(7);
      expect((await awardPoints(t.database.db, a.userId, 'comment', { itemKey: 'c3', day: '2026-02-02' })).reason).toBe('awarded');
    } finally {
      await t.database.db.update(pointRules).set({ value: 2, dailyLimit: 5 }).where(eq(pointRules.key, 'comment'));
    }
  });

  it('pays register once per user whatever the day', async () => {
    const a = await signIn(t.database, '13900000103');
    expect((await awardPoints(t.database.db, a.userId, 'register', { day: '2026-01-01' })).awarded).toBe(50);
    expect((await awardPoints(t.database.db, a.userId, 'register', { day: '2026-01-02' })).reason).toBe('duplicate');
    expect(awardKey(a.userId, 'share', '2026-01-01', "x'; drop table--%")).not.toMatch(/['; %]/);
  });

  it('counts concurrent awards of the same thing once, and concurrent different items within the cap', async () => {
    const a = await signIn(t.database, '13900000104');
    const day = beijingDay();
    const same = await Promise.all(Array.from({ length: 8 }, () => awardPoints(t.database.db, a.userId, 'share', { itemKey: '2-1', day })));
    expect(same.filter((o) => o.awarded > 0)).toHaveLength(1);
    expect(await ledgerRows(a.userId, 'share')).toHaveLength(1);
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => awardPoints(t.database.db, a.userId, 'share', { itemKey: `2-${i + 10}`, day })));
    expect(many.filter((o) => o.awarded > 0)).toHaveLength(4);
    expect(await ledgerRows(a.userId, 'share')).toHaveLength(5);
    expect(await balance(a.userId)).toBe(15);
  });

  it('serves the caller only their own records, split into income and outcome', async () => {
    const seeded = await signIn(t.database, '13800000001');
    const other = await signIn(t.database, '13900000105');
    const income = await t.app.inject({ url: '/user/api/points?type=income&pageSize=999', headers: seeded.headers });
    expectEndpointData('listUserPoints', income.json());
    const data = income.json().data as { point: number; list: { value: number; note: string }[] };
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((r) => r.value > 0)).toBe(true);
    const outcome = (await t.app.inject({ url: '/user/api/points?type=outcome', headers: seeded.headers })).json().data as { list: { value: number }[] };
    expect(outcome.list.map((r) => r.value)).toEqual([-20]);
    expect(data.point).toBe(await balance(seeded.userId));
    // B sees B's (empty) ledger: nothing of user 1, and no way to ask for someone else's.
    const mine = (await t.app.inject({ url: '/user/api/points?type=income&user_id=1', headers: other.headers })).json().data as {
      list: unknown[];
      point: number;
    };
    expect(mine).toEqual({ point: 0, list: [], total: 0 });
    expectRefusal(await t.app.inject({ url: '/user/api/points?type=income' }), 401, '登录超时');
  });

  it('answers bad input with a clear refusal, never a 500', async () => {
    const a = await signIn(t.database, '13900000106');
    for (const query of ['type=all', '', 'type=income&page=0', 'type=income&pageSize=100000', 'type=income&page=abc']) {
      const response = await t.app.inject({ url: `/user/api/points?${query}`, headers: a.headers });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json().code, query).not.toBe(0);
    }
  });

  it('lists the four rules in order register, view, comment, share', async () => {
    const response = await t.app.inject({ url: '/user/api/points/rule' });
    expectEndpointData('listPointRules', response.json());
    const rules = response.json().data as { key: string; value: number }[];
    expect(rules.map((r) => r.key)).toEqual(['register', 'view', 'comment', 'share']);
    expect(rules.map((r) => r.value)).toEqual([50, 5, 2, 3]);
  });
});
