import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, LearningRecord, StudyProgress } from '../../../../contract/generated/schema-types';
import { courses, studyProgress, studyTime } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';
import { beijingDay } from '../points';
import { periodStarts } from './learning.service';

/** Resume, 继续学习 and 学习记录 read back what the player reported (docs/product-rules.md#learning-that-continues). */
// On both databases: the shelf, the totals (sum … filter, China days as dates) and the clock bound are SQL.
describe.each(bothTestDatabases())('learning that continues, on %s', (kind) => {
  let t: TestApp;
  let phone = 13677770000;
  const nextPhone = () => String(++phone);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, who: SignedIn | null) => t.app.inject({ url, headers: who ? who.headers : {} });
  const report = (who: SignedIn, type: number, id: number, at: { progress: number; position: number; duration: number; played?: number }) =>
    get(
      `/course/api/progress?content_id=${id}&type=${type}&progress=${at.progress}&position=${at.position}&duration=${at.duration}&played=${at.played ?? 10}`,
      who,
    );
  const resume = async (who: SignedIn | null, type: number, id: number) => {
    const body = (await get(`/course/api/progress/resume?content_id=${id}&type=${type}`, who)).json();
    expectEndpointData('getStudyProgress', body);
    return body.data as StudyProgress;
  };
  const shelf = async (who: SignedIn) => {
    const body = (await get('/user/api/learning/continue', who)).json();
    expectEndpointData('listContinueLearning', body);
    return body.data.list as ContentItem[];
  };
  /** Single courses (not series lessons), open to everyone. */
  const singles = async (n: number) =>
    (
      await t.database.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.type, 1), eq(courses.sourceType, 0), sql`${courses.parentId} is null`, eq(courses.publishState, PUBLISH_STATE.published)))
        .orderBy(asc(courses.id))
        .limit(n)
    ).map((r) => r.id);
  /** A series with at least two published lessons, its lessons in order. */
  const seriesLessons = async () => {
    const rows = await t.database.db
      .select({ id: courses.id, parentId: courses.parentId, title: courses.title })
      .from(courses)
      .where(and(isNotNull(courses.parentId), eq(courses.type, 1), eq(courses.publishState, PUBLISH_STATE.published)))
      .orderBy(asc(courses.parentId), asc(courses.sort), asc(courses.id));
    const parent = rows.find((r, i) => rows[i + 1]?.parentId === r.parentId)!.parentId;
    return rows.filter((r) => r.parentId === parent);
  };

  it('a position reported on one device is where another session of the same doctor resumes', async () => {
    const mobile = nextPhone();
    const phoneA = await signIn(t.database, mobile);
    const [course] = await singles(1);
    expect(await resume(phoneA, 1, course!)).toEqual({ position: 0, duration: 0, percent: 0, finished: false });
    expect((await report(phoneA, 1, course!, { progress: 63, position: 754, duration: 1200 })).json().data).toEqual({ saved: true });
    const laptop = await signIn(t.database, mobile);
    expect(await resume(laptop, 1, course!)).toEqual({ position: 754, duration: 1200, percent: 63, finished: false });
    // Another doctor, and a visitor, start at the beginning.
    expect((await resume(await signIn(t.database, nextPhone()), 1, course!)).position).toBe(0);
    expect((await resume(null, 1, course!)).position).toBe(0);
  });

  it('a finished item (≥ 95 %, or within its last 10 s) starts over and says it is finished', async () => {
    const who = await signIn(t.database, nextPhone());
    const [a, b] = await singles(2);
    await report(who, 1, a!, { progress: 96, position: 1152, duration: 1200 });
    expect(await resume(who, 1, a!)).toEqual({ position: 0, duration: 1200, percent: 96, finished: true });
    await report(who, 3, b!, { progress: 94, position: 2812, duration: 2821 });
    expect((await resume(who, 3, b!)).finished).toBe(true);
    // Watching it again from the start makes it unfinished again, at the new place.
    await report(who, 1, a!, { progress: 10, position: 120, duration: 1200 });
    expect(await resume(who, 1, a!)).toEqual({ position: 120, duration: 1200, percent: 10, finished: false });
  });

  it('refuses bad positions and types with 400, storing nothing', async () => {
    const who = await signIn(t.database, nextPhone());
    expectRefusal(await get('/course/api/progress?content_id=39&type=1&progress=5&position=-1', who), 400, /position/);
    expectRefusal(await get('/course/api/progress?content_id=39&type=1&progress=5&played=601', who), 400, /played/);
    expectRefusal(await get('/course/api/progress/resume?content_id=39&type=9', who), 400, /type/);
    expect(await t.database.db.select().from(studyProgress).where(eq(studyProgress.userId, who.userId))).toEqual([]);
  });

  it('继续学习 lists started, unfinished items latest first with progress; a finished series lesson shows the next lesson', async () => {
    const who = await signIn(t.database, nextPhone());
    const [first, second, done] = await singles(3);
    const lessons = await seriesLessons();
    await report(who, 1, first!, { progress: 20, position: 240, duration: 1200 });
    await report(who, 1, done!, { progress: 100, position: 1200, duration: 1200 });
    await report(who, 1, lessons[0]!.id, { progress: 99, position: 1190, duration: 1200 });
    await report(who, 1, second!, { progress: 50, position: 600, duration: 1200 });
    const list = await shelf(who);
    expect(list.map((c) => [c.id, c.study_percent, c.study_position, c.study_next])).toEqual([
      [second, 50, 600, undefined],
      [lessons[1]!.id, 0, 0, lessons[1]!.title],
      [first, 20, 240, undefined],
    ]);
    // Another doctor's shelf is their own; a visitor has none.
    expect(await shelf(await signIn(t.database, nextPhone()))).toEqual([]);
    expectRefusal(await get('/user/api/learning/continue', null), 401);
  });

  it('credits no more playback than the clock allows between two reports', async () => {
    const who = await signIn(t.database, nextPhone());
    const [course] = await singles(1);
    const credited = async () =>
      (await t.database.db.select({ s: studyTime.seconds }).from(studyTime).where(eq(studyTime.userId, who.userId))).reduce((n, r) => n + r.s, 0);
    await report(who, 1, course!, { progress: 5, position: 60, duration: 1200, played: 600 });
    expect(await credited()).toBe(30);
    // Claimed again at once: only the clock's slack is credited.
    await report(who, 1, course!, { progress: 5, position: 70, duration: 1200, played: 600 });
    expect(await credited()).toBeLessThanOrEqual(33);
    const before = await credited();
    await t.database.db
      .update(studyProgress)
      .set({ updatedAt: sql`${studyProgress.updatedAt} - make_interval(secs => 40)` })
      .where(eq(studyProgress.userId, who.userId));
    await report(who, 1, course!, { progress: 8, position: 110, duration: 1200, played: 40 });
    expect((await credited()) - before).toBe(40);
    const [row] = await t.database.db.select({ watched: studyProgress.watchedS }).from(studyProgress).where(eq(studyProgress.userId, who.userId));
    expect(row!.watched).toBe(await credited());
  });

  it('ten reports sent at once are bounded one after another: less than a minute credited', async () => {
    const who = await signIn(t.database, nextPhone());
    const [course] = await singles(1);
    await Promise.all(Array.from({ length: 10 }, () => report(who, 1, course!, { progress: 5, position: 60, duration: 1200, played: 600 })));
    const rows = await t.database.db.select({ s: studyTime.seconds }).from(studyTime).where(eq(studyTime.userId, who.userId));
    expect(rows.reduce((n, r) => n + r.s, 0)).toBeLessThan(60);
  });

  it('学习记录 totals this week, month and year (China days) and each item', async () => {
    const who = await signIn(t.database, nextPhone());
    const [course] = await singles(1);
    const starts = periodStarts(new Date());
    const today = beijingDay();
    const lastYear = `${Number(starts.year.slice(0, 4)) - 1}-12-31`;
    await t.database.db.insert(studyTime).values([
      { userId: who.userId, day: today, targetType: 1, targetId: course!, seconds: 600 },
      { userId: who.userId, day: starts.year, targetType: 1, targetId: course!, seconds: 100 },
      { userId: who.userId, day: lastYear, targetType: 1, targetId: course!, seconds: 5000 },
    ]);
    // The player's reports add to today: a first report counts at most 30 s.
    await report(who, 1, course!, { progress: 40, position: 480, duration: 1200, played: 600 });
    const body = (await get('/user/api/learning/record', who)).json();
    expectEndpointData('getLearningRecord', body);
    const record = body.data as LearningRecord;
    const early = (since: string) => (starts.year >= since && starts.year !== today ? 100 : 0);
    expect(record).toMatchObject({ week_seconds: 630 + early(starts.week), month_seconds: 630 + early(starts.month), year_seconds: 730 });
    expect(record.list.map((c) => [c.id, c.study_seconds, c.study_percent])).toEqual([[course, 5730, 40]]);
    expectRefusal(await get('/user/api/learning/record', null), 401);
  });
});
