import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, footprints, lives, shortVideos } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

type Card = { id: number; origin_type: number };
type Kind = 1 | 2 | 3 | 4;

/** What the app sends on one visit of a detail page (layouts article-detail, course-detail, short-video-detail, live-detail-home). */
describe.each(testDatabases())('history recording on %s', (kind) => {
  let t: TestApp;
  let viewer: SignedIn;
  const ids = {} as Record<Kind, number>;
  const form = (url: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...viewer.headers },
    });
  const footprint = (type: Kind, id: number) => form('/user/api/footprint/record', { id: String(id), type: String(type), title: '标题' });
  const liveRecord = (id: number, randStr: string) =>
    t.app.inject({ url: `/live/api/live/record?content_id=${id}&type=4&randStr=${randStr}`, headers: viewer.headers });
  const history = async (type: Kind): Promise<Card[]> => {
    const response = await t.app.inject({ url: `/user/api/history?type=${type}&pageSize=999`, headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { list: Card[] }).list;
  };
  const rows = async (type: Kind, id: number) =>
    (
      await t.database.db
        .select({ id: footprints.id })
        .from(footprints)
        .where(and(eq(footprints.userId, viewer.userId), eq(footprints.type, type), eq(footprints.targetId, id)))
    ).length;

  beforeAll(async () => {
    t = await openTestApp(kind);
    viewer = await signIn(t.database, '13900000088'); // a fresh user: no seeded history
    const { db } = t.database;
    ids[1] = (await db.select({ id: courses.id }).from(courses).where(eq(courses.type, 1)).orderBy(courses.id).limit(1))[0].id;
    ids[2] = (await db.select({ id: articles.id }).from(articles).where(eq(articles.type, 1)).orderBy(articles.id).limit(1))[0].id;
    ids[3] = (await db.select({ id: shortVideos.id }).from(shortVideos).orderBy(shortVideos.id).limit(1))[0].id;
    ids[4] = (await db.select({ id: lives.id }).from(lives).where(eq(lives.type, 1)).orderBy(lives.id).limit(1))[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every kind the viewer opened (课程, 资讯, 短视频, 直播), once each', async () => {
    for (const type of [1, 2, 3] as const) expect((await footprint(type, ids[type])).statusCode).toBe(200);
    expect((await liveRecord(ids[4], 'visit1')).statusCode).toBe(200);
    for (const type of [1, 2, 3, 4] as const) {
      const list = await history(type);
      expect(list.map((card) => card.id)).toEqual([ids[type]]);
      expect(await rows(type, ids[type])).toBe(1);
    }
  });

  it('keeps one record per visit when a visit sends its record more than once, also at the same moment', async () => {
    const live = ids[4];
    const before = await rows(4, live);
    // An older stored room layout sends both the live record and a type-4 footprint, milliseconds apart.
    await Promise.all([liveRecord(live, 'visit1'), footprint(4, live), liveRecord(live, 'visit1')]);
    await Promise.all([footprint(2, ids[2]), footprint(2, ids[2])]);
    expect(await rows(4, live)).toBe(before);
    expect(await rows(2, ids[2])).toBe(1);
  });

  it('records a later visit again', async () => {
    // Move the earlier visit back beyond the same-visit window instead of waiting.
    await t.database.db
      .update(footprints)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(footprints.userId, viewer.userId));
    await liveRecord(ids[4], 'visit2');
    await footprint(3, ids[3]);
    expect(await rows(4, ids[4])).toBe(2);
    expect(await rows(3, ids[3])).toBe(2);
    expect((await history(4)).map((card) => card.id)).toEqual([ids[4]]);
  });
});
