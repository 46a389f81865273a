import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, FollowResult, PagedContent } from '../../../../contract/generated/schema-types';
import { articles, follows, lives } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('follows on %s', (kind) => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  const get = (url: string, who?: SignedIn) => t.app.inject({ url, headers: who?.headers ?? {} });
  const rows = (userId: number, targetType: number, targetId: number) =>
    t.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)));

  beforeAll(async () => {
    t = await openTestApp(kind);
    a = await signIn(t.database, '13900000101');
    b = await signIn(t.database, '13900000102');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('follows and unfollows a medical column; the index and the column agree (is_subscribe 1 = followed)', async () => {
    const first = await get('/course/api/medicalColumn/subscribe/602', a);
    expectEndpointData('toggleMedicalColumnFollow', first.json());
    const followed = first.json().data as FollowResult;
    expect(followed.is_subscribe).toBe(1);
    const column = (await get('/course/api/medicalColumn/602', a)).json().data;
    expect(column).toMatchObject({ is_subscribe: 1, subscribe_count: followed.subscribe_count });
    const index = (await get('/course/api/medicalColumn', a)).json().data;
    expect(index.subscribes.map((c: { id: number }) => c.id)).toContain(602);

    const second = (await get('/course/api/medicalColumn/subscribe/602', a)).json().data as FollowResult;
    expect(second).toEqual({ is_subscribe: 0, subscribe_count: followed.subscribe_count! - 1 });
    expect((await get('/course/api/medicalColumn/602', a)).json().data.is_subscribe).toBe(0);
  });

  it('follows an article column and a live series', async () => {
    const [column] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.type, 2)).limit(1);
    const response = await get(`/course/api/subscribe/${column.id}`, a);
    expectEndpointData('toggleColumnFollow', response.json());
    expect(response.json().data).toEqual({ is_subscribe: 1 });
    expect((await get(`/course/api/article/column/${column.id}`, a)).json().data.is_subscribe).toBe(1);

    const [series] = await t.database.db.select({ id: lives.id }).from(lives).where(eq(lives.type, 2)).limit(1);
    if (series) {
      const attention = await get(`/course/api/v4/attention/${series.id}`, a);
      expectEndpointData('toggleAttention', attention.json());
      expect(attention.json().data).toEqual({ is_subscribe: 1 });
    }
  });

  it('lists only the caller’s follows (follow list 607 and a search), newest first', async () => {
    await get('/course/api/medicalColumn/subscribe/603', a);
    await get('/course/api/medicalColumn/subscribe/604', b);
    const mine = await get('/course/api/follow/list?id=607&page=1&pageSize=10', a);
    expectEndpointData('listFollows', mine.json());
    const list = (mine.json().data as PagedContent).list as ContentItem[];
    expect(list[0]).toMatchObject({ id: 603, origin_type: 30, is_subscribe: 1 });
    expect(list.some((c) => c.origin_type === 30 && c.id === 604)).toBe(false);
    const theirs = (await get('/course/api/follow/list', b)).json().data as PagedContent;
    expect(theirs.list.map((c) => c.id)).toEqual([604]);
    expect(theirs).toMatchObject({ total: 1, total_page: 1 });
  });

  it('needs a session and never touches another user’s follows', async () => {
    expectRefusal(await get('/course/api/medicalColumn/subscribe/605'), 401, '登录超时');
    expectRefusal(await get('/course/api/follow/list'), 401);
    expect(await rows(b.userId, TargetType.medicalColumn, 604)).toHaveLength(1);
    // A's toggle of the column B follows changes only A's row.
    await get('/course/api/medicalColumn/subscribe/604', a);
    await get('/course/api/medicalColumn/subscribe/604', a);
    expect(await rows(b.userId, TargetType.medicalColumn, 604)).toHaveLength(1);
  });

  it('refuses bad input with a clear message and no 500', async () => {
    expectRefusal(await get('/course/api/medicalColumn/subscribe/999999', a), 200, '专栏不存在');
    expectRefusal(await get('/course/api/subscribe/999999', a), 200, '专栏不存在');
    expectRefusal(await get('/course/api/v4/attention/999999', a), 200, '直播专栏不存在');
    for (const url of [
      '/course/api/medicalColumn/subscribe/abc',
      '/course/api/medicalColumn/subscribe/99999999999',
      '/course/api/follow/list?page=0',
      '/course/api/follow/list?pageSize=1000',
    ]) {
      const response = await get(url, a);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().code, url).not.toBe(0);
    }
    expectRefusal(await get('/course/api/follow/list?id=12', a), 200, '关注列表不存在');
  });

  it('parallel taps never create two rows', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get('/course/api/medicalColumn/subscribe/606', a)));
    for (const response of responses) expect(response.json().code).toBe(0);
    expect((await rows(a.userId, TargetType.medicalColumn, 606)).length).toBeLessThanOrEqual(1);
    // Eight flips end where they started: not followed, and the counter moved back with them.
    const followedNow = (await rows(a.userId, TargetType.medicalColumn, 606)).length === 1;
    expect((await get('/course/api/medicalColumn/606', a)).json().data.is_subscribe).toBe(followedNow ? 1 : 0);
  });
});
