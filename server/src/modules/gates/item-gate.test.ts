import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { articles, courses, favourites, lives, shortVideos } from '../../db/schema/index';
import { LIVE_ACCESS } from '../lives/live-access';
import { checkPasswordRequest } from '../../testing/check-password';

/** Every route that shows or changes a gated item applies that item's gate, not only its detail page. */
describe.each(testDatabases())('item gates beyond the detail pages on %s', (kind) => {
  let t: TestApp;
  let listed: SignedIn;
  let outsider: SignedIn;
  const ids = { article: 0, course: 0, shortVideo: 0, onAirWhiteList: 0, upcomingWhiteList: 0 };

  beforeAll(async () => {
    t = await openTestApp(kind);
    listed = await signIn(t.database, '13800000005');
    outsider = await signIn(t.database, '13800000003');
    const db = t.database.db;
    ids.article = (await db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)).orderBy(articles.id))[0].id;
    ids.course = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.needPassword, 1), eq(courses.type, 1)))
        .orderBy(courses.id)
    )[0].id;
    ids.shortVideo = (await db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.needPassword, 1)).orderBy(shortVideos.id))[0].id;
    const liveRows = await db.select().from(lives).where(eq(lives.authType, 3));
    ids.onAirWhiteList = liveRows.find((r) => r.liveStatus === 1)!.id;
    ids.upcomingWhiteList = liveRows.find((r) => r.liveStatus === 0)!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const passFor = async (type: number, id: number) => ({
    'x-content-pass': (await t.app.inject(checkPasswordRequest(`id=${id}&password=1234&type=${type}`, outsider.headers))).json().data.pass as string,
  });
  const refusedWith = (response: { statusCode: number; json(): unknown }, refusal: { code: number; message: string }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: refusal.code, message: refusal.message });
  };
  const favouriteRows = async (who: SignedIn, targetType: number, targetId: number) =>
    (
      await t.database.db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.userId, who.userId), eq(favourites.targetType, targetType), eq(favourites.targetId, targetId)))
    ).length;

  it('likes and favourites of a password item need its pass, and change nothing without it', async () => {
    const cases = [
      { urls: [`/course/api/article/like/${ids.article}`, `/course/api/article/favorite/${ids.article}`], type: 2, id: ids.article, targetType: 2 },
      { urls: [`/course/api/course/favorite/${ids.course}`], type: 1, id: ids.course, targetType: 1 },
      {
        urls: [`/course/api/short-video/like/${ids.shortVideo}`, `/course/api/short-video/favorite/${ids.shortVideo}`],
        type: 5,
        id: ids.shortVideo,
        targetType: 3,
      },
    ];
    for (const { urls, type, id, targetType } of cases) {
      for (const url of urls) refusedWith(await get(url, outsider.headers), LIVE_ACCESS.password);
      expect(await favouriteRows(outsider, targetType, id)).toBe(0);
      const pass = await passFor(type, id);
      for (const url of urls) expect((await get(url, { ...outsider.headers, ...pass })).json().code, url).toBe(0);
      expect(await favouriteRows(outsider, targetType, id)).toBe(1);
    }
  });

  it('a white-list live: favourites follow its page (upcoming: anyone; on air: the listed only)', async () => {
    refusedWith(await get(`/live/api/live/favorite/${ids.onAirWhiteList}`, outsider.headers), LIVE_ACCESS.whiteList);
    expect(await favouriteRows(outsider, 4, ids.onAirWhiteList)).toBe(0);
    expect((await get(`/live/api/live/favorite/${ids.onAirWhiteList}`, listed.headers)).json().code).toBe(0);
    expect((await get(`/live/api/live/favorite/${ids.upcomingWhiteList}`, outsider.headers)).json().code).toBe(0);
  });

  it("a white-list live's questionnaire is shown and answered only to those its room admits", async () => {
    await t.database.db.update(lives).set({ questionnaireId: 1 }).where(eq(lives.id, ids.onAirWhiteList));
    const url = `/live/api/questionnaire/${ids.onAirWhiteList}`;
    refusedWith(await get(url, outsider.headers), LIVE_ACCESS.whiteList);
    refusedWith(await t.app.inject({ url }), LIVE_ACCESS.login);
    const answers = JSON.stringify([{ name: '您的姓名', text: '张三' }]);
    refusedWith(await t.app.inject({ method: 'POST', url, payload: { answers }, headers: outsider.headers }), LIVE_ACCESS.whiteList);
    const shown = (await get(url, listed.headers)).json();
    expect(shown).toMatchObject({ code: 0, data: { question_id: 1 } });
  });
});
