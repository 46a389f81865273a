import { and, eq, gte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResult, ContentItem, PagedContent } from '../../../../contract/generated/schema-types';
import { appointments, lives, meetingApplications, meetings, users } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('bookings on %s', (kind) => {
  let t: TestApp;
  let certified: SignedIn;
  let other: SignedIn;
  let newcomer: SignedIn;
  const get = (url: string, who?: SignedIn) => t.app.inject({ url, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await openTestApp(kind);
    certified = await signIn(t.database, '13800000001');
    other = await signIn(t.database, '13900000201');
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, other.userId));
    newcomer = await signIn(t.database, '13900000202');
  });
  afterAll(async () => {
    await t?.close();
  });

  const upcomingLive = async () => (await t.database.db.select().from(lives).where(eq(lives.liveStatus, 0)).limit(1))[0];
  const openMeeting = async () =>
    (
      await t.database.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.originType, 14), ne(meetings.meetingStatus, 2)))
        .limit(1)
    )[0];

  it('books a live once per user; a repeat keeps one booking and the count', async () => {
    const live = await upcomingLive();
    const first = await get(`/live/api/appointment/${live.id}`, certified);
    expectEndpointData('createLiveAppointment', first.json());
    expect(first.json().data).toEqual({ isAppointment: true, appointment_count: live.appointmentCount + 1 });
    const again = (await get(`/live/api/appointment/${live.id}`, certified)).json().data as BookingResult;
    expect(again).toEqual({ isAppointment: true, appointment_count: live.appointmentCount + 1 });
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.liveId, live.id));
    expect(rows.map((r) => r.userId)).toEqual([certified.userId]);
  });

  it('parallel booking taps keep one row per user and live', async () => {
    const [live] = await t.database.db.select().from(lives).where(eq(lives.liveStatus, 0)).offset(1).limit(1);
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(`/live/api/appointment/${live.id}`, other)));
    for (const response of responses) expect(response.json().code).toBe(0);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.liveId, live.id), eq(appointments.userId, other.userId)));
    expect(rows).toHaveLength(1);
    const [after] = await t.database.db.select().from(lives).where(eq(lives.id, live.id));
    expect(after.appointmentCount).toBe(live.appointmentCount + 1);
  });

  it('signs up for a meeting: 已报名 shows for that user only', async () => {
    const meeting = await openMeeting();
    const response = await get(`/meeting/api/v4/apply/${meeting.id}?page_type=1`, certified);
    expectEndpointData('createMeetingApplication', response.json());
    expect(response.json().data).toEqual({ isApply: true });
    const find = async (who?: SignedIn) => {
      for (let page = 1; page < 10; page++) {
        const data = (await get(`/meeting/api/academic?page=${page}`, who)).json().data as PagedContent;
        const hit = data.list.find((m: ContentItem) => m.id === meeting.id);
        if (hit) return hit;
      }
      throw new Error('meeting not listed');
    };
    expect((await find(certified)).isApply).toBe(true);
    expect((await find(other)).isApply).toBe(false);
    expect((await find()).isApply).toBe(false);
    await get(`/meeting/api/v4/apply/${meeting.id}`, certified);
    const rows = await t.database.db.select().from(meetingApplications).where(eq(meetingApplications.meetingId, meeting.id));
    expect(rows).toHaveLength(1);
  });

  it('a 学术会 entry standing for a conference with sign-up takes sign-ups; its page then says 已报名; entries opening a live do not', async () => {
    const [entry] = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.originType, 31), eq(meetings.academicOriginType, 14), ne(meetings.meetingStatus, 2)))
      .limit(1);
    const page = async (who?: SignedIn) => (await get(`/meeting/api/academic/${entry.uuid}`, who)).json().data as ContentItem;
    expect((await page(other)).isApply).toBe(false);
    const response = await get(`/meeting/api/v4/apply/${entry.id}?page_type=1`, other);
    expect(response.json().data).toEqual({ isApply: true });
    expect((await page(other)).isApply).toBe(true);
    expect((await page(certified)).isApply).toBe(false);
    const [toLive] = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.originType, 31), eq(meetings.academicOriginType, 4), ne(meetings.meetingStatus, 2)))
      .limit(1);
    expectRefusal(await get(`/meeting/api/v4/apply/${toLive.id}`, other), 200, '无需报名');
  });

  it('needs a session and a completed profile', async () => {
    const live = await upcomingLive();
    expectRefusal(await get(`/live/api/appointment/${live.id}`), 401, '登录超时');
    expectRefusal(await get(`/live/api/appointment/${live.id}`, newcomer), 200, '完善');
    expectRefusal(await get(`/meeting/api/v4/apply/${(await openMeeting()).id}`, newcomer), 200, '完善');
  });

  it('refuses ended lives, ended meetings, meetings without sign-up and bad input, never with a 500', async () => {
    const [ended] = await t.database.db.select().from(lives).where(gte(lives.liveStatus, 2)).limit(1);
    if (ended) expectRefusal(await get(`/live/api/appointment/${ended.id}`, certified), 200, '直播已结束');
    const [endedMeeting] = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.originType, 14), eq(meetings.meetingStatus, 2)))
      .limit(1);
    if (endedMeeting) expectRefusal(await get(`/meeting/api/v4/apply/${endedMeeting.id}`, certified), 200, '会议已结束');
    const [plain] = await t.database.db.select().from(meetings).where(eq(meetings.originType, 5)).limit(1);
    if (plain) expectRefusal(await get(`/meeting/api/v4/apply/${plain.id}`, certified), 200, '无需报名');
    expectRefusal(await get('/live/api/appointment/999999', certified), 200, '直播不存在');
    expectRefusal(await get('/meeting/api/v4/apply/999999', certified), 200, '会议不存在');
    for (const url of ['/live/api/appointment/abc', '/live/api/appointment/99999999999', '/meeting/api/v4/apply/1?page_type=2', '/meeting/api/v4/apply/-1']) {
      const response = await get(url, certified);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().code, url).not.toBe(0);
    }
  });
});
