import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, lives, pointsLedger, studyProgress, users } from '../../db/schema/index';
import { LiveStatus } from '../../db/target-types';
import type { SmsCodeMessage, SmsProvider } from '../../providers/sms/sms-provider';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { form, FORM_HEADERS, tagId } from '../profile/profile-test-kit';

/** Keeps the last code sent to each number, so a test can log in by SMS as a person would. */
class CapturingSms implements SmsProvider {
  readonly name = 'tencent' as const;
  readonly codes = new Map<string, string>();
  async send({ mobile, code }: SmsCodeMessage): Promise<void> {
    this.codes.set(mobile, code);
  }
}

/** Each points rule pays exactly when its condition holds (the rules' descriptions in point_rules). */
describe.each(testDatabases())('points rules pay only when their condition holds, on %s', (kind) => {
  let t: TestApp;
  const sms = new CapturingSms();
  let ipSeq = 0;
  let phone = 13655550000;
  const nextPhone = () => String(++phone);

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { sms, now: () => Date.now() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ip = () => `10.9.${++ipSeq}.1`;
  const get = (url: string, who: SignedIn | null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(who ? who.headers : {}), ...headers }, remoteAddress: ip() });
  const rows = (userId: number, rule: string) =>
    t.database.db
      .select({ value: pointsLedger.value, note: pointsLedger.note })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.ruleKey, rule)));
  const certify = (userId: number) => t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, userId));
  const certifiedUser = async () => {
    const who = await signIn(t.database, nextPhone());
    await certify(who.userId);
    return who;
  };

  async function smsLogin(mobile: string): Promise<{ userId: number; headers: { 'x-token': string } }> {
    await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/api/check-verify',
      payload: { mobile, code: sms.codes.get(mobile)! },
      remoteAddress: ip(),
    });
    const data = response.json().data as { user: { id: number }; access_token: string };
    return { userId: data.user.id, headers: { 'x-token': data.access_token } };
  }

  describe('注册认证 (register): a completed registration, once', () => {
    it('an uncertified user logging in by SMS earns nothing', async () => {
      const newcomer = await smsLogin(nextPhone());
      expect(await rows(newcomer.userId, 'register')).toEqual([]);
    });

    it('completing the profile pays it once; saving the profile again pays nothing more', async () => {
      const newcomer = await smsLogin(nextPhone());
      const patient = {
        name: '王秀兰',
        identity: 1,
        province_id: '',
        city_id: '',
        confirmed_disease: await tagId(t.database, 'confirmed_disease', '糖尿病'),
        experience_treatment: await tagId(t.database, 'experience_treatment', '药物治疗'),
      };
      const save = () => t.app.inject({ method: 'PUT', url: '/user/api/add-info', headers: { ...FORM_HEADERS, ...newcomer.headers }, payload: form(patient) });
      expect((await save()).json().code).toBe(0);
      expect(await rows(newcomer.userId, 'register')).toEqual([{ value: 50, note: '注册认证奖励' }]);
      expect((await save()).json().code).toBe(0);
      expect(await rows(newcomer.userId, 'register')).toHaveLength(1);
    });

    it('a user certified before logging in is paid at login', async () => {
      const mobile = nextPhone();
      const older = await signIn(t.database, mobile);
      await certify(older.userId);
      await smsLogin(mobile);
      expect(await rows(older.userId, 'register')).toEqual([{ value: 50, note: '注册认证奖励' }]);
    });
  });

  describe('观看学习 (view): a minute of playback of a course or a live', () => {
    const liveWhere = async (authType: number, status: number) => {
      const [row] = await t.database.db
        .select({ id: lives.id })
        .from(lives)
        .where(and(eq(lives.type, 1), eq(lives.authType, authType), eq(lives.liveStatus, status)))
        .limit(1);
      if (!row) throw new Error(`no single live with auth_type ${authType} and live_status ${status} in the seed`);
      return row.id;
    };
    const enterRoom = (id: number, who: SignedIn) => get(`/live/api/live/record?content_id=${id}&type=4&randStr=x`, who);
    const report = (type: number, id: number, who: SignedIn, played: number) =>
      get(`/course/api/progress?content_id=${id}&type=${type}&progress=10&position=${played}&duration=1200&played=${played}`, who);
    /** Pretends the item's last report was `seconds` ago: the server credits no more playback than the clock allows. */
    const age = (who: SignedIn, type: number, id: number, seconds: number) =>
      t.database.db
        .update(studyProgress)
        .set({ updatedAt: sql`${studyProgress.updatedAt} - make_interval(secs => ${seconds})` })
        .where(and(eq(studyProgress.userId, who.userId), eq(studyProgress.targetType, type), eq(studyProgress.targetId, id)));
    /** A minute and ten seconds of real playback, reported as the player does: 30 s, then 40 s later 40 s more. */
    const watchAMinute = async (type: number, id: number, who: SignedIn) => {
      expect((await report(type, id, who, 30)).json().data).toEqual({ saved: true });
      await age(who, type, id, 40);
      expect((await report(type, id, who, 40)).json().data).toEqual({ saved: true });
    };
    const openCourse = async () => {
      const [row] = await t.database.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.type, 1), eq(courses.needPassword, 0), eq(courses.needAuth, 0), eq(courses.sourceType, 0)))
        .limit(1);
      return row.id;
    };

    it('entering an open live on air pays nothing; a minute of playback pays, once a day', async () => {
      const viewer = await certifiedUser();
      const onAir = await liveWhere(1, LiveStatus.live);
      expect((await enterRoom(onAir, viewer)).json().code).toBe(0);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
      await watchAMinute(4, onAir, viewer);
      expect(await rows(viewer.userId, 'view')).toEqual([{ value: 5, note: '观看学习' }]);
      await age(viewer, 4, onAir, 70);
      await report(4, onAir, viewer, 70);
      expect(await rows(viewer.userId, 'view')).toHaveLength(1);
    });

    it('a replay pays after a minute too', async () => {
      const viewer = await certifiedUser();
      const [replay] = await t.database.db
        .select({ id: lives.id })
        .from(lives)
        .where(and(eq(lives.type, 1), eq(lives.authType, 1), gt(lives.liveStatus, LiveStatus.ended)))
        .limit(1);
      await enterRoom(replay.id, viewer);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
      await watchAMinute(4, replay.id, viewer);
      expect(await rows(viewer.userId, 'view')).toHaveLength(1);
    });

    it('opening a course pays nothing; half a minute pays nothing; a minute pays', async () => {
      const viewer = await certifiedUser();
      const course = await openCourse();
      expect((await get(`/course/api/course/detail/${course}`, viewer)).json().code).toBe(0);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
      await report(1, course, viewer, 30);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
      await age(viewer, 1, course, 40);
      await report(1, course, viewer, 40);
      expect(await rows(viewer.userId, 'view')).toEqual([{ value: 5, note: '观看学习' }]);
    });

    it('reports claiming more playback than the clock allows earn nothing', async () => {
      const viewer = await certifiedUser();
      const course = await openCourse();
      for (let i = 0; i < 5; i++) await report(1, course, viewer, 600);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
    });

    it('an upcoming live, a password live without its password, and an uncertified viewer of a need_auth live earn nothing', async () => {
      const viewer = await certifiedUser();
      await watchAMinute(4, await liveWhere(1, LiveStatus.upcoming), viewer);
      const [locked] = await t.database.db
        .select({ id: lives.id })
        .from(lives)
        .where(and(eq(lives.type, 1), eq(lives.authType, 2), gt(lives.liveStatus, LiveStatus.upcoming)))
        .limit(1);
      await watchAMinute(4, locked.id, viewer);
      expect(await rows(viewer.userId, 'view')).toEqual([]);

      const [gated] = await t.database.db
        .select({ id: lives.id })
        .from(lives)
        .where(and(eq(lives.type, 1), eq(lives.authType, 1), eq(lives.needAuth, 1), eq(lives.liveStatus, LiveStatus.live)))
        .limit(1);
      const uncertified = await signIn(t.database, nextPhone());
      await watchAMinute(4, gated.id, uncertified);
      expect(await rows(uncertified.userId, 'view')).toEqual([]);
    });

    it('an article pays nothing, locked or open: 观看学习 is for courses and lives', async () => {
      const viewer = await certifiedUser();
      const [locked] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)).limit(1);
      const opened = await get(`/course/api/article/detail/${locked.id}`, viewer);
      expect(opened.json().data.isPasswordAuth).toBeFalsy();
      expect(await rows(viewer.userId, 'view')).toEqual([]);
      const [open] = await t.database.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.needPassword, 0), eq(articles.type, 1)))
        .limit(1);
      expect((await get(`/course/api/article/detail/${open.id}`, viewer)).json().code).toBe(0);
      expect(await rows(viewer.userId, 'view')).toEqual([]);
    });
  });

  describe('分享内容 (share): a share made with a poster', () => {
    const record = (who: SignedIn, ticket?: string) =>
      get(`/course/api/share/record?type=2&content_id=1&source_type=1${ticket ? `&ticket=${encodeURIComponent(ticket)}` : ''}`, who);
    const poster = async (who: SignedIn) => (await get('/course/api/share?content_id=1&type=2', who)).json().data as { share_ticket?: string };

    it('a share recorded without a poster pays nothing', async () => {
      const sharer = await certifiedUser();
      expect((await record(sharer)).json().data).toEqual({ awarded: 0, point: 0 });
      expect((await record(sharer, 'forged:2:1:9999999999:abc')).json().data).toEqual({ awarded: 0, point: 0 });
      expect(await rows(sharer.userId, 'share')).toEqual([]);
    });

    it("after the poster is made the share pays once per item per day; another user's ticket pays nothing", async () => {
      const sharer = await certifiedUser();
      const other = await certifiedUser();
      const { share_ticket } = await poster(sharer);
      expect(share_ticket).toBeTruthy();
      expect((await record(other, share_ticket)).json().data).toEqual({ awarded: 0, point: 0 });
      expect((await record(sharer, share_ticket)).json().data).toEqual({ awarded: 3, point: 3 });
      expect((await record(sharer, share_ticket)).json().data).toEqual({ awarded: 0, point: 3 });
      expect(await rows(sharer.userId, 'share')).toEqual([{ value: 3, note: '分享内容' }]);
    });

    it('a visitor gets no ticket', async () => {
      expect((await get('/course/api/share?content_id=1&type=2', null)).json().data.share_ticket).toBeUndefined();
    });
  });
});
