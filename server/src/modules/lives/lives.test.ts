import { randomUUID } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, footprints, lives, passwordAuths } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { TEST_LIVE_CALLBACK_SECRET, openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { LIVE_ACCESS } from './live-access';
import { chineseNumber } from './live-detail';
import { CALLBACK_MESSAGES, signStreamCallback, type StreamCallbackBody } from './stream-callback';
import { checkPasswordRequest } from '../../testing/check-password';

type Json = { code: number; message: string; data: Record<string, unknown> & { live: Record<string, unknown> } };

describe.each(testDatabases())('live endpoints on %s', (kind) => {
  let t: TestApp;
  let viewer: SignedIn; // certified, not a manager, not white-listed (seed user 3)
  let listed: SignedIn; // certified, white-listed and manager of the on-air lives (seed user 5)
  let incomplete: SignedIn; // seed user 2, is_complete 0
  const ids = { password: 0, whiteList: 0, series: 0, upcoming: 0, vodReplay: 0, fileReplay: 0 };
  const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...(who?.headers ?? {}), ...headers } });

  beforeAll(async () => {
    t = await openTestApp(kind);
    const { db } = t.database;
    viewer = await signIn(t.database, '13800000003');
    listed = await signIn(t.database, '13800000005');
    incomplete = await signIn(t.database, '13800000002');
    const rows = await db.select().from(lives);
    ids.password = rows.find((r) => r.authType === 2 && r.liveStatus === 1)!.id;
    ids.whiteList = rows.find((r) => r.authType === 3 && r.liveStatus === 1)!.id;
    ids.series = rows.find((r) => r.type === 2)!.id;
    ids.upcoming = rows.find((r) => r.liveStatus === 0 && r.type === 1 && r.authType === 1)!.id;
    ids.vodReplay = rows.find((r) => r.liveStatus === 6 && r.type === 1 && r.authType === 1 && !r.flags.hideChat)!.id;
    ids.fileReplay = rows.find((r) => r.liveStatus === 7 && r.type === 1 && r.authType === 1 && !r.flags.hideChat)!.id;
    await db.insert(appointments).values({ userId: viewer.userId, liveId: ids.upcoming });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the live home with every section and the viewer's bookings", async () => {
    const guest = (await get('/live/api/live/home?pageSize=999')).json() as Json;
    expectEndpointData('getLiveHome', guest);
    const data = guest.data as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(data.recommend.length).toBeGreaterThan(5);
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.academicContent.length).toBeGreaterThan(0);
    expect(data.appointment).toEqual([]);
    // 直播中 before 预告.
    const statuses = data.forecast.map((c) => c.live_status as number);
    expect(statuses[0]).toBe(1);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const mine = (await get('/live/api/live/home', viewer)).json() as Json;
    const home = mine.data as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(home.appointment.map((c) => c.id)).toEqual([ids.upcoming]);
    expect(home.forecast.find((c) => c.id === ids.upcoming)?.isAppointment).toBe(true);
    const searched = (await get(`/live/api/live/home?title=${encodeURIComponent('%_')}`)).json() as Json;
    expect((searched.data as unknown as { recommend: unknown[] }).recommend).toEqual([]);
  });

  it('lists replays by tab, the study zone, its categories, academic content and live columns', async () => {
    for (const liveType of [5, 7, 8]) {
      const body = (await get(`/live/api/live/reBack?page=1&pageSize=5&live_type=${liveType}`)).json() as Json;
      expectEndpointData('listLiveReplays', body);
      const list = body.data.list as Array<{ live_status: number; id: number }>;
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.live_status).toBeGreaterThanOrEqual(5);
    }
    const channelTab = (await get('/live/api/live/category/list?category_id=12&page=1&pageSize=50')).json() as Json;
    expectEndpointData('listLivesByCategory', channelTab);
    const tabList = channelTab.data.list as Array<{ live_status: number }>;
    expect(tabList.length).toBeGreaterThan(0);
    const phases = tabList.map((c) => (c.live_status === 1 ? 0 : c.live_status === 0 ? 1 : 2));
    expect(phases).toEqual([...phases].sort());
    expect((await get('/live/api/live/category/list')).statusCode).toBe(400);
    const categories = (await get('/live/api/live/study/category')).json() as Json;
    expectEndpointData('listStudyCategories', categories);
    const categoryList = categories.data.list as Array<{ id: number; name: string }>;
    expect(categoryList.map((c) => c.name)).toContain('学术前沿');
    const study = (await get('/live/api/live/study?page=1&pageSize=10')).json() as Json;
    expectEndpointData('listLiveStudy', study);
    expect(study.data.total_page).toBeGreaterThanOrEqual(1);
    const byCategory = await Promise.all(
      categoryList.map(async (c) => ((await get(`/live/api/live/study?category_id=${c.id}`)).json() as Json).data.total as number),
    );
    expect(byCategory.reduce((a, b) => a + b, 0)).toBe(study.data.total);
    const academic = (await get('/live/api/academic/content?page=1&pageSize=2')).json() as Json;
    expectEndpointData('listAcademicContent', academic);
    expect(academic.data.page).toBe(1);
    const columns = (await get('/live/api/live/column/list?page=1&pageSize=10')).json() as Json;
    expectEndpointData('listLiveColumns', columns);
    expect((columns.data.list as Array<{ type: number }>).every((c) => c.type === 2)).toBe(true);
    // Past the end: an empty page, not an error.
    const beyond = (await get('/live/api/live/reBack?page=99999&pageSize=10')).json() as Json;
    expect(beyond.data.list).toEqual([]);
  });

  it('answers a live column with its tabs, forecast and replays', async () => {
    const body = (await get(`/live/api/live/column/detail/${ids.series}`, viewer)).json() as Json;
    expectEndpointData('getLiveColumnDetail', body);
    const columns = body.data.live.columns as Array<{ content_type: number; column_items: unknown[]; content: string }>;
    expect(columns.map((c) => c.content_type)).toEqual([2, 1, 3]);
    expect(columns[0].column_items.length).toBe(body.data.live.total_count);
    expect(columns[2].content).toMatch(/<p>/);
    const forecast = body.data.forecast as Array<{ live_status: number }>;
    const backs = body.data.backs as Array<{ live_status: number }>;
    expect(forecast.length + backs.length).toBe(body.data.live.total_count);
    expect(forecast.every((c) => c.live_status <= 1)).toBe(true);
    expect((await get(`/live/api/live/column/detail/${ids.upcoming}`)).statusCode).toBe(404);
  });

  it("a live column carries the viewer's favourite flag, which the live favourite toggle flips", async () => {
    const flag = async (who?: SignedIn) => ((await get(`/live/api/live/column/detail/${ids.series}`, who)).json() as Json).data.live.isFavorite;
    expect(await flag()).toBe(false); // guests
    expect(await flag(listed)).toBe(false);
    expect(((await get(`/live/api/live/favorite/${ids.series}`, listed)).json() as Json).code).toBe(0);
    expect(await flag(listed)).toBe(true);
    expect(await flag(viewer)).toBe(false); // per viewer
    expect(((await get(`/live/api/live/favorite/${ids.series}`, listed)).json() as Json).code).toBe(0);
    expect(await flag(listed)).toBe(false);
  });

  it('answers a live detail with every field of a live, countdown, bookings and series labels', async () => {
    const upcoming = (await get(`/live/api/live/detail/${ids.upcoming}`, viewer)).json() as Json;
    expectEndpointData('getLiveDetail', upcoming);
    const live = upcoming.data.live;
    expect(live.live_status).toBe(0);
    expect(live.countdown).toBeGreaterThan(0);
    expect(live.limit_time).toBe(live.countdown);
    expect(live.isAppointment).toBe(true);
    expect((live.appointment_avatars as string[]).length).toBeGreaterThan(0);
    expect(live.access).toEqual(LIVE_ACCESS.ok);
    expect(live.play).toEqual({ kind: 'none' });

    const series = (await get(`/live/api/live/detail/${ids.series}`)).json() as Json;
    expectEndpointData('getLiveDetail', series);
    const sessions = series.data.series as Array<{ label: string; tag: string; id: number }>;
    expect(sessions.map((s) => s.label).slice(0, 2)).toEqual(['第一场', '第二场']);
    expect(sessions.every((s) => ['预告', '直播中', '回放', '已结束'].includes(s.tag))).toBe(true);
    // item_id picks a session of the series; the room keeps the series as its parent.
    const session = (await get(`/live/api/live/detail/${ids.series}?item_id=${sessions[1].id}`, viewer)).json() as Json;
    expect(session.data.live.id).toBe(sessions[1].id);
    expect(session.data.live.parent).toMatchObject({ id: ids.series });
    expect(session.data.live.columns).not.toEqual([]);
    expect([chineseNumber(11), chineseNumber(20), chineseNumber(21)]).toEqual(['十一', '二十', '21']);
  });

  it('plays the HLS stream while live, the video service for 6 and the stored file for 7; 208 is a forced replay', async () => {
    const onAir = (await get('/live/api/live/detail/578', viewer)).json() as Json;
    expect(onAir.data.live.flags).toEqual({ emojiCount: 12 });
    expect(onAir.data.live.play).toMatchObject({ kind: 'live', hls_url: expect.stringContaining('.m3u8') });
    const vod = (await get(`/live/api/live/detail/${ids.vodReplay}`, viewer)).json() as Json;
    expect(vod.data.live.play).toMatchObject({
      kind: 'replay',
      list: expect.arrayContaining([expect.objectContaining({ PlayURL: expect.stringMatching(/^\/media\//) })]),
    });
    const file = (await get(`/live/api/live/detail/${ids.fileReplay}`, viewer)).json() as Json;
    expect(file.data.live.play).toEqual({ kind: 'replay', list: [{ Format: 'mp4', PlayURL: expect.stringMatching(/^\/media\/videos\/.+\.mp4$/) }] });
    const forced = (await get('/live/api/live/detail/208', viewer)).json() as Json;
    expect(forced.data.live).toMatchObject({ live_status: 6, flags: { forceReplay: true }, play: { kind: 'replay' } });
    const noComment = (await get('/live/api/live/detail/727', viewer)).json() as Json;
    expect(noComment.data.live).toMatchObject({ flags: { disableComment: true, hideQuestionnaire: true, emojiCount: 5 }, has_questionnaire: false });
    expect(((await get('/live/api/live/detail/899', viewer)).json() as Json).data.live.flags).toEqual({ hideChat: true });
    expect(((await get('/live/api/live/detail/927', viewer)).json() as Json).data.live.flags).toEqual({ hideChat: true });
  });

  it('gates playback: login, completed profile, watch password (remembered) and white list', async () => {
    const guest = (await get('/live/api/live/detail/578')).json() as Json;
    expect(guest.data.live.access).toEqual(LIVE_ACCESS.login);
    expect(guest.data.live.play).toBeUndefined();
    expect(((await get('/live/api/live/detail/578', incomplete)).json() as Json).data.live.access).toEqual(LIVE_ACCESS.incomplete);

    const locked = (await get(`/live/api/live/detail/${ids.password}`, viewer)).json() as Json;
    expect(locked.data.live).toMatchObject({ access: LIVE_ACCESS.password, isPasswordAuth: false });
    expect(locked.data.live.play).toBeUndefined();
    expect(locked.data.live.video_id).toBeUndefined();
    const pass = ((await t.app.inject(checkPasswordRequest(`id=${ids.password}&password=1234&type=4`, viewer.headers))).json() as { data: { pass: string } })
      .data.pass;
    const opened = (await get(`/live/api/live/detail/${ids.password}`, viewer, { 'x-content-pass': pass })).json() as Json;
    expect(opened.data.live).toMatchObject({ access: LIVE_ACCESS.ok, isPasswordAuth: true, play: { kind: 'live' } });
    // Remembered for the user: no pass needed next time.
    const rows = await t.database.db
      .select()
      .from(passwordAuths)
      .where(and(eq(passwordAuths.userId, viewer.userId), eq(passwordAuths.targetId, ids.password)));
    expect(rows).toHaveLength(1);
    expect(((await get(`/live/api/live/detail/${ids.password}`, viewer)).json() as Json).data.live.access).toEqual(LIVE_ACCESS.ok);

    const refused = (await get(`/live/api/live/detail/${ids.whiteList}`, viewer)).json() as Json;
    expect(refused.data.live).toMatchObject({ access: LIVE_ACCESS.whiteList, hasIInWhiteList: false });
    expect(refused.data.live.access).toMatchObject({ message: '本场活动为定向观看，如您需观看可联系会务组或下方会务助手' });
    const allowed = (await get(`/live/api/live/detail/${ids.whiteList}`, listed)).json() as Json;
    expect(allowed.data.live).toMatchObject({ access: LIVE_ACCESS.ok, hasIInWhiteList: true, is_manager: true });
  });

  it('counts views, answers the poll, records footprints and answers the dialogs', async () => {
    const before = (await get(`/live/api/live/view_count/${ids.vodReplay}`)).json() as Json;
    expectEndpointData('getLiveViewCount', before);
    const post = await t.app.inject({ method: 'POST', url: '/live/api/live/view_count', payload: { id: ids.vodReplay, type: 4, increment: 2 } });
    expectEndpointData('recordLiveViewCount', post.json());
    expect(post.json().data.view_count).toBe((before.data.view_count as number) + 2);
    await get(`/live/api/live/detail/${ids.vodReplay}?increase=1`);
    expect(((await get(`/live/api/live/view_count/${ids.vodReplay}`)).json() as Json).data.view_count).toBe((before.data.view_count as number) + 3);

    const record = await get(`/live/api/live/record?content_id=${ids.vodReplay}&type=4&randStr=abc`, viewer);
    expectEndpointData('recordLive', record.json());
    const prints = await t.database.db
      .select()
      .from(footprints)
      .where(and(eq(footprints.userId, viewer.userId), eq(footprints.targetId, ids.vodReplay), eq(footprints.type, 4)));
    expect(prints).toHaveLength(1);

    const dialogLive = (await t.database.db.select().from(lives).where(eq(lives.showDialog, 1)))[0];
    const dialog = (await get(`/live/api/live/show-dialog/${dialogLive.id}`)).json() as Json;
    expectEndpointData('getLiveShowDialog', dialog);
    expect(dialog.data).toMatchObject({ show_dialog: 1, isShowDialog: true });
    const sheet = (await get(`/live/api/live/subscribe/item/${dialogLive.id}`)).json() as Json;
    expectEndpointData('getLiveSubscribeItem', sheet);
    expect(sheet.data.show).toBe(true);
    expect(((await get(`/live/api/live/subscribe/item/${ids.upcoming}`)).json() as Json).data.show).toBe(false);
  });

  it('marks isAppointment on live cards of every live list for the viewer', async () => {
    const replay = (await t.database.db.select().from(lives).where(gte(lives.liveStatus, 5)))[0];
    await t.database.db.insert(appointments).values({ userId: viewer.userId, liveId: replay.id }).onConflictDoNothing();
    const pages = await Promise.all(
      [5, 7, 8].map(
        async (type) =>
          ((await get(`/live/api/live/reBack?pageSize=50&live_type=${type}`, viewer)).json() as Json).data.list as Array<{
            id: number;
            isAppointment: boolean;
          }>,
      ),
    );
    const card = pages.flat().find((c) => c.id === replay.id);
    expect(card?.isAppointment).toBe(true);
    const guestPages = await Promise.all(
      [5, 7, 8].map(
        async (type) =>
          ((await get(`/live/api/live/reBack?pageSize=50&live_type=${type}`)).json() as Json).data.list as Array<{ id: number; isAppointment: boolean }>,
      ),
    );
    expect(guestPages.flat().find((c) => c.id === replay.id)?.isAppointment).toBe(false);
  });

  it('changes status only through a signed, fresh stream callback', async () => {
    const body = { live_id: ids.upcoming, live_status: 1, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() };
    const secret = TEST_LIVE_CALLBACK_SECRET;
    const post = (payload: object, signature: string) =>
      t.app.inject({ method: 'POST', url: '/live/api/stream/callback', payload, headers: { 'x-live-signature': signature } });
    expectRefusal(await post(body, 'f'.repeat(64)), 403, '签名错误');
    expectRefusal(await post(body, 'nonsense'), 403, '签名错误');
    const stale = { ...body, timestamp: body.timestamp - 3600 };
    expectRefusal(await post(stale, signStreamCallback(stale, secret)), 403, '请求已过期');
    const ok = await post(body, signStreamCallback(body, secret));
    expectEndpointData('updateLiveStreamStatus', ok.json());
    expect(ok.json().data).toMatchObject({ id: ids.upcoming, live_status: 1, changed: true });
    expect(((await get(`/live/api/live/view_count/${ids.upcoming}`)).json() as Json).data.live_status).toBe(1);
    const again = { ...body, nonce: randomUUID() };
    expect((await post(again, signStreamCallback(again, secret))).json().data.changed).toBe(false);
    const back = { live_id: ids.upcoming, live_status: 0, open_status: 2, timestamp: body.timestamp, nonce: randomUUID() };
    expect((await post(back, signStreamCallback(back, secret))).json().data).toMatchObject({ live_status: 0, open_status: 2 });
  });

  it('refuses a replayed stream callback within its window, even sent twice at once; a new nonce is accepted', async () => {
    const secret = TEST_LIVE_CALLBACK_SECRET;
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/live/api/stream/callback',
        payload,
        headers: { 'x-live-signature': signStreamCallback(payload as StreamCallbackBody, secret) },
      });
    const statusOf = async () => ((await get(`/live/api/live/view_count/${ids.upcoming}`)).json() as Json).data.live_status as number;
    const start = { live_id: ids.upcoming, live_status: 1, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() };
    expect((await post(start)).json().data).toMatchObject({ live_status: 1, changed: true });
    const stop = { live_id: ids.upcoming, live_status: 0, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() };
    expect((await post(stop)).json().data).toMatchObject({ live_status: 0, changed: true });
    // The captured "started" callback, replayed word for word, would put the live back on air.
    expectRefusal(await post(start), 409, CALLBACK_MESSAGES.replayed);
    expect(await statusOf()).toBe(0);
    const twice = { ...start, nonce: randomUUID() };
    const answers = await Promise.all([post(twice), post(twice)]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, 409]);
    const fresh = { ...stop, nonce: randomUUID() };
    expect((await post(fresh)).json().data).toMatchObject({ live_status: 0, changed: true });
    // No nonce, or one too short to be unguessable: refused as malformed.
    const { nonce: _dropped, ...bare } = { ...stop, nonce: '' };
    expect((await post(bare)).statusCode).toBe(400);
    expect((await post({ ...stop, nonce: 'short' })).statusCode).toBe(400);
    expect(await statusOf()).toBe(0);
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const cases = [
      '/live/api/live/detail/0',
      '/live/api/live/detail/abc',
      '/live/api/live/detail/99999999999',
      '/live/api/live/detail/1?increase=5',
      '/live/api/live/reBack?live_type=3',
      '/live/api/live/reBack?page=0',
      '/live/api/live/study?pageSize=1000',
      `/live/api/live/home?title=${'x'.repeat(100)}`,
      '/live/api/live/view_count/-1',
      '/live/api/live/record?type=4',
      '/live/api/live/column/detail/x',
    ];
    for (const url of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).not.toBe(0);
    }
    expect((await get('/live/api/live/detail/2147483647')).statusCode).toBe(404);
    expect((await get('/live/api/live/view_count/2147483647')).statusCode).toBe(404);
    const badPost = await t.app.inject({ method: 'POST', url: '/live/api/live/view_count', payload: { id: ids.upcoming, increment: 1000 } });
    expect(badPost.statusCode).toBe(400);
    const badCallback = await t.app.inject({ method: 'POST', url: '/live/api/stream/callback', payload: { live_id: 'x' } });
    expect(badCallback.statusCode).toBe(400);
  });
});
