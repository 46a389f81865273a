import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, favourites, follows, footprints, lives, medicalColumns } from '../../db/schema';
import { TargetType } from '../../db/target-types';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

type Card = { id: number; origin_type: number; title: string; limit_time?: number; live_status?: number; isAppointment?: boolean };

describe.each(testDatabases())('personal area on %s', (kind) => {
  let t: TestApp;
  let a: SignedIn; // seed user 1 with history, favourites, bookings and follows
  let b: SignedIn;
  const get = (url: string, who?: SignedIn) => t.app.inject({ url, headers: who?.headers ?? {} });
  const list = async (url: string, who: SignedIn): Promise<Card[]> => {
    const response = await get(url, who);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { list: Card[] }).list;
  };

  beforeAll(async () => {
    t = await openTestApp(kind, { config: { myLinks: { hzsf: 'https://hzsf.example.test/' } } });
    a = await signIn(t.database, '13800000001');
    b = await signIn(t.database, '13900000077');
    const { db } = t.database;
    // B's own rows, on items A does not have, to show neither sees the other's.
    const live = (await db.select({ id: lives.id }).from(lives).orderBy(lives.id)).at(-1)!.id;
    const column = (await db.select({ id: medicalColumns.id }).from(medicalColumns).orderBy(medicalColumns.id)).at(-1)!.id;
    await db.insert(appointments).values({ userId: b.userId, liveId: live }).onConflictDoNothing();
    await db.insert(favourites).values({ userId: b.userId, targetType: TargetType.live, targetId: live });
    await db.insert(footprints).values({ userId: b.userId, type: 4, targetId: live });
    await db.insert(follows).values({ userId: b.userId, targetType: TargetType.medicalColumn, targetId: column });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the caller’s history per kind, one card per item, latest first', async () => {
    const response = await get('/user/api/history?type=1&pageSize=999', a);
    expectEndpointData('listMyHistory', response.json());
    const courses = response.json().data as { list: Card[]; total: number };
    expect(courses.list.length).toBe(3);
    expect(courses.total).toBe(3);
    expect((await list('/user/api/history?type=2', a)).length).toBe(3);
    expect(await list('/user/api/history?type=1', b)).toEqual([]);
  });

  it('answers the caller’s favourites per kind', async () => {
    const response = await get('/user/api/favorite?type=1&pageSize=999', a);
    expectEndpointData('listMyFavorites', response.json());
    expect((await list('/user/api/favorite?type=1', a)).length).toBe(3);
    expect((await list('/user/api/favorite?type=2', a)).length).toBe(2);
    expect((await list('/user/api/favorite?type=3', a)).length).toBe(1);
    expect((await list('/user/api/favorite?type=4', b)).length).toBe(1);
  });

  it('answers the caller’s bookings with limit_time, upcoming first', async () => {
    const response = await get('/live/api/appointment?page=1&pageSize=10', a);
    expectEndpointData('listMyAppointments', response.json());
    const bookings = (response.json().data as { list: Card[] }).list;
    expect(bookings.length).toBe(3);
    expect(bookings.every((card) => card.origin_type === 4 && card.isAppointment === true)).toBe(true);
    expect(bookings.every((card) => (card.limit_time ?? 0) > 0)).toBe(true);
    const limits = bookings.map((card) => card.limit_time!);
    expect([...limits].sort((x, y) => x - y)).toEqual(limits);
  });

  it('answers the caller’s follows, searchable by title', async () => {
    const response = await get('/user/api/focus?page=1&pageSize=10', a);
    expectEndpointData('listMyFocus', response.json());
    const all = (response.json().data as { list: Card[] }).list;
    expect(all.length).toBe(4);
    const first = all[0].title;
    const found = await list(`/user/api/focus?title=${encodeURIComponent(first.slice(0, 2))}`, a);
    expect(found.map((c) => c.title)).toContain(first);
    expect(await list('/user/api/focus?title=%25_%25', a)).toEqual([]);
  });

  it('never shows one user another user’s history, favourites, bookings or follows', async () => {
    const [{ id: bLive }] = await t.database.db.select({ id: appointments.liveId }).from(appointments).where(eq(appointments.userId, b.userId));
    expect((await list('/live/api/appointment', a)).map((c) => c.id)).not.toContain(bLive);
    expect((await list('/live/api/appointment', b)).map((c) => c.id)).toEqual([bLive]);
    expect((await list('/user/api/favorite?type=4', a)).map((c) => c.id)).not.toContain(bLive);
    expect((await list('/user/api/history?type=4', b)).map((c) => c.id)).toEqual([bLive]);
    expect(await list('/user/api/history?type=4', a)).toEqual([]);
    expect((await list('/user/api/focus', b)).length).toBe(1);
    // x-user-id is not an identity.
    const spoof = await t.app.inject({ url: '/user/api/history?type=1', headers: { 'x-user-id': String(a.userId) } });
    expectRefusal(spoof, 401, '登录超时');
  });

  it('refuses guests with 401 and bad input with a clear 4xx, never a 5xx', async () => {
    for (const url of ['/user/api/history?type=1', '/user/api/favorite?type=1', '/live/api/appointment', '/user/api/focus']) {
      expectRefusal(await get(url), 401, '登录超时，请重新登录！');
    }
    expectRefusal(await get('/user/api/history', a), 400, /type/);
    expectRefusal(await get('/user/api/history?type=9', a), 400, /type/);
    expectRefusal(await get('/user/api/favorite?type=abc', a), 400, /type/);
    expectRefusal(await get('/live/api/appointment?page=0', a), 400, /page/);
    expectRefusal(await get('/live/api/appointment?pageSize=99999999999', a), 400, /pageSize/);
    expectRefusal(await get(`/user/api/focus?title=${'长'.repeat(80)}`, a), 400, /title/);
    const far = await get('/user/api/history?type=1&page=100000', a);
    expect(far.statusCode).toBe(200);
    expect(far.json().data.list).toEqual([]);
  });

  it('answers the configured shortcut links only (no stand-in for an unconfigured one)', async () => {
    const response = await get('/user/api/my/links');
    expectEndpointData('getMyLinks', response.json());
    expect(response.json().data).toEqual({ hzsf: 'https://hzsf.example.test/' });
  });
});
