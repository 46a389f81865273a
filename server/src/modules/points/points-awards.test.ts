import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, CourseDetail, ShortVideoDetail } from '../../../../contract/generated/schema-types';
import { activities, courses, pointsLedger, shortVideos, users } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('viewer reactions on details and points for views and comments on %s', (kind) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  let courseId: number;
  let videoId: number;
  let activityId: number;
  beforeAll(async () => {
    t = await openTestApp(kind);
    me = await signIn(t.database, '13800000001');
    other = await signIn(t.database, '13900000201');
    const db = t.database.db;
    [{ id: courseId }] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.type, 1), eq(courses.needPassword, 0)))
      .limit(1);
    [{ id: videoId }] = await db.select({ id: shortVideos.id }).from(shortVideos).limit(1);
    [{ id: activityId }] = await db.select({ id: activities.id }).from(activities).limit(1);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: SignedIn | null) => t.app.inject({ url, headers: who ? who.headers : {} });
  const ledger = (userId: number, rule: string) =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.ruleKey, rule)));
  const balance = async (userId: number) => (await t.database.db.select({ point: users.point }).from(users).where(eq(users.id, userId)))[0].point;

  it('course, short-video and activity details carry the viewer’s own isLike / isFavorite', async () => {
    const me = await signIn(t.database, '13900000203');
    const course = `/course/api/course/detail/${courseId}`;
    const video = `/course/api/short-video/detail/${videoId}`;
    const activity = `/course/api/activity/detail/${activityId}`;
    for (const [name, url] of [
      ['getCourseDetail', course],
      ['getShortVideoDetail', video],
      ['getActivityDetail', activity],
    ] as const) {
      const body = (await get(url, me)).json();
      expectEndpointData(name, body);
      expect(body.data.isFavorite).toBe(false);
    }
    await get(`/course/api/course/favorite/${courseId}`, me);
    await get(`/course/api/short-video/favorite/${videoId}`, me);
    await get(`/course/api/short-video/like/${videoId}`, me);
    await get(`/course/api/activity/favorite/${activityId}`, me);
    await get(`/course/api/activity/like/${activityId}`, me);

    expect(((await get(course, me)).json().data as CourseDetail).isFavorite).toBe(true);
    const v = (await get(video, me)).json().data as ShortVideoDetail;
    expect([v.isLike, v.isFavorite]).toEqual([true, true]);
    const a = (await get(activity, me)).json().data as ActivityDetail;
    expect([a.isLike, a.isFavorite]).toEqual([true, true]);

    // Another user and a visitor see their own (empty) state.
    for (const who of [other, null]) {
      expect(((await get(course, who)).json().data as CourseDetail).isFavorite).toBe(false);
      const ov = (await get(video, who)).json().data as ShortVideoDetail;
      expect([ov.isLike, ov.isFavorite]).toEqual([false, false]);
      const oa = (await get(activity, who)).json().data as ActivityDetail;
      expect([oa.isLike, oa.isFavorite]).toEqual([false, false]);
    }
  });

  it('opening an article or a course pays no view points, signed in or not (观看学习 follows playback: points-rules.test.ts)', async () => {
    const viewer = await signIn(t.database, '13900000202');
    const before = await balance(viewer.userId);
    for (let i = 0; i < 3; i++) {
      expect((await get('/course/api/article/detail/2', viewer)).statusCode).toBe(200);
      expect((await get(`/course/api/course/detail/${courseId}`, viewer)).statusCode).toBe(200);
    }
    expect(await ledger(viewer.userId, 'view')).toHaveLength(0);
    expect(await balance(viewer.userId)).toBe(before);

    const all = await t.database.db.select({ id: pointsLedger.id }).from(pointsLedger);
    await get(`/course/api/course/detail/${courseId}`, null);
    expect(await t.database.db.select({ id: pointsLedger.id }).from(pointsLedger)).toHaveLength(all.length);
  });

  it('awards comment points on a successful comment only', async () => {
    const before = (await ledger(me.userId, 'comment')).length;
    const points = await balance(me.userId);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      headers: me.headers,
      payload: { content_id: 2, comment_type: 2, content: '   ' },
    });
    expect(refused.json().code).not.toBe(0);
    expect(await ledger(me.userId, 'comment')).toHaveLength(before);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      headers: me.headers,
      payload: { content_id: 2, comment_type: 2, content: '很有收获' },
    });
    expect(ok.json().code).toBe(0);
    const rows = await ledger(me.userId, 'comment');
    expect(rows).toHaveLength(before + 1);
    expect(await balance(me.userId)).toBe(points + rows.at(-1)!.value);
  });
});
