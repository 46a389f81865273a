import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  articles,
  browsingRecords,
  comments,
  courses,
  downloadEmailRequests,
  downloads,
  exposureRecords,
  hospitals,
  liveChatMessages,
  liveManagers,
  liveWhiteList,
  lives,
  medicalColumns,
  meetings,
  passwordAttempts,
  passwordAuths,
  watchPasswordGuards,
  wechatHandoffs,
  pointsLedger,
  questionnaireAnswers,
  questionnaires,
  shareRecords,
  shortVideos,
  studyGroupSettings,
  studyProgress,
  studyTime,
  topicStudyGroups,
  users,
  viewMarks,
} from '../../db/schema';
import { LiveStatus, MeetingStatus, TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import type { SmsCodeMessage, SmsProvider } from '../../providers/sms/sms-provider';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { accountGuardScope } from '../gates/watch-password-guards';
import { CONTRIBUTIONS } from './contributions.repository';
import { allTables, NOT_PERSONAL, personalColumns } from './personal-columns-test-kit';
import { PERSONAL_TABLES } from './personal-data.repository';

const MOBILE = '13870000301';
const UNION_ID = 'union-of-the-person-301';
const NAME = '注销测试甲乙';
const EMAIL = 'erase-me@example.com';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const BOUNDARY = '----account-deletion-test';

class CapturingSms implements SmsProvider {
  readonly name = 'aliyun' as const;
  readonly sent: SmsCodeMessage[] = [];
  async send(message: SmsCodeMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** Every counter a person's rows can move, by "table.id" → value. */
type Counters = Record<string, number>;

describe.each(testDatabases())('account deletion leaves nothing of the person behind on %s', (kind) => {
  let t: TestApp;
  const sms = new CapturingSms();
  let person: { id: number; headers: Record<string, string> };
  const ownerOf = (kind: 'userId' | 'mobile' | 'unionId') => (kind === 'userId' ? person.id : kind === 'mobile' ? MOBILE : UNION_ID);
  let other: SignedIn;
  let before: Counters;
  let hospitalId = 0;

  async function counters(): Promise<Counters> {
    const out: Counters = {};
    for (const c of CONTRIBUTIONS) {
      const name = getTableConfig(c.counter.table).name;
      const rows = (await t.database.db.select({ id: c.counter.id, n: c.counter.count }).from(c.counter.table)) as Array<{ id: number; n: number }>;
      for (const row of rows) out[`${name}.${c.counter.count.name}.${row.id}`] = row.n;
    }
    return out;
  }

  async function rowsHolding(table: PgTable, column: PgColumn, value: number | string): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(column, value));
    return Number(row.n);
  }

  async function firstId(table: PgTable, id: PgColumn, where?: ReturnType<typeof eq>): Promise<number> {
    const [row] = (await t.database.db.select({ id }).from(table).where(where).limit(1)) as Array<{ id: number }>;
    if (!row) throw new Error(`no seeded row in ${getTableConfig(table).name}`);
    return row.id;
  }

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { sms } });
    other = await signIn(t.database, '13870000302');
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, other.userId));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = person.headers) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  it('seeds a person with a row in every personal table, through the real routes where there is one', async () => {
    const { db } = t.database;
    const article = await firstId(articles, articles.id);
    const [othersComment] = await db
      .insert(comments)
      .values({ commentType: 2, contentId: article, userId: other.userId, content: '别人的评论' })
      .returning({ id: comments.id });
    before = await counters();

    // Code login: session, consent and the login code.
    expect((await t.app.inject({ url: `/user/api/send-verify?mobile=${MOBILE}` })).json().code).toBe(0);
    const code = sms.sent.filter((m) => m.mobile === MOBILE).at(-1)!.code;
    const login = (await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: MOBILE, code } })).json();
    expect(login.code).toBe(0);
    person = { id: login.data.user_id, headers: { 'x-token': login.data.access_token } };
    await db.update(users).set({ isComplete: 1, name: NAME, nickName: NAME, email: EMAIL, confirmedDiseaseName: '糖尿病' }).where(eq(users.id, person.id));

    // Every counter a person can move, through its route.
    const shortVideo = await firstId(shortVideos, shortVideos.id);
    const activity = await firstId(activities, activities.id);
    const course = await firstId(courses, courses.id);
    const download = await firstId(downloads, downloads.id);
    const openLive = await firstId(lives, lives.id, lt(lives.liveStatus, LiveStatus.ended));
    const meeting = await firstId(
      meetings,
      meetings.id,
      and(eq(meetings.originType, OriginType.meetingApply), ne(meetings.meetingStatus, MeetingStatus.ended)),
    );
    const column = await firstId(medicalColumns, medicalColumns.id);
    for (const url of [
      `/course/api/article/like/${article}`,
      `/course/api/short-video/like/${shortVideo}`,
      `/course/api/activity/like/${activity}`,
      `/course/api/article/favorite/${article}`,
      `/course/api/short-video/favorite/${shortVideo}`,
      `/course/api/activity/favorite/${activity}`,
      `/course/api/course/favorite/${course}`,
      `/course/api/download/favorite/${download}`,
      `/live/api/live/favorite/${openLive}`,
      `/course/api/comment/like/${othersComment.id}`,
      `/live/api/appointment/${openLive}`,
      `/meeting/api/v4/apply/${meeting}`,
      `/course/api/medicalColumn/subscribe/${column}`,
    ]) {
      const response = await call('GET', url);
      expect(response.json().code, url).toBe(0);
    }
    const moved = await counters();
    const changed = Object.keys(before).filter((key) => before[key] !== moved[key]);
    expect(changed.length, 'one counter per action').toBe(13);

    // Content and analytics through their routes.
    expect((await call('POST', '/course/api/comments', { content_id: article, comment_type: 2, content: '我的评论' })).json().code).toBe(0);
    expect((await call('POST', '/course/api/comment/report', { id: othersComment.id, reason: 'spam' })).json().code).toBe(0);
    const [group] = await db.select({ id: topicStudyGroups.id }).from(topicStudyGroups).limit(1);
    expect((await call('POST', '/meeting/api/topic/study-group/apply', { id: group.id, note: '申请入组' })).json().code).toBe(0);
    await db.update(studyGroupSettings).set({ leaderUserId: person.id }).where(eq(studyGroupSettings.groupId, group.id));
    expect((await call('POST', '/user/api/browsing/record', { path: '/pages/article', title: '浏览记录' })).json().code).toBe(0);
    expect((await call('POST', '/user/api/footprint/record', { type: 2, id: article, title: '足迹' })).json().code).toBe(0);
    expect((await call('GET', `/course/api/search/record?keyword=${encodeURIComponent('糖尿病')}`)).json().code).toBe(0);
    const hospital = await t.app.inject({
      method: 'POST',
      url: '/user/api/hospital',
      headers: { ...person.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: '注销测试社区卫生服务中心',
        pccm: '一级甲等',
        province_id: '110000',
        city_id: '110100',
        municipality_id: '110108',
      }).toString(),
    });
    expect(hospital.json().code).toBe(0);
    hospitalId = hospital.json().data.id;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/course/upload/file',
      headers: { ...person.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);

    // Rows no public route writes in a test (chat over the room, mail queue, analytics, operator lists).
    const [questionnaire] = await db.select({ id: questionnaires.id }).from(questionnaires).limit(1);
    const questionnaireId = questionnaire?.id ?? (await db.insert(questionnaires).values({ name: '问卷' }).returning({ id: questionnaires.id }))[0].id;
    await db.insert(questionnaireAnswers).values({ questionnaireId, liveId: openLive, userId: person.id, answers: [{ name: '姓名', text: NAME }] });
    await db.insert(liveChatMessages).values({ liveId: openLive, userId: person.id, message: '我的聊天' });
    await db.insert(liveChatMessages).values({ liveId: openLive, userId: other.userId, message: '@某人', subscribeId: person.id });
    await db
      .insert(comments)
      .values({ commentType: 2, contentId: article, userId: other.userId, toUserId: person.id, commentId: othersComment.id, content: '回复' });
    await db.insert(downloadEmailRequests).values({ downloadId: download, userId: person.id, email: EMAIL, status: 'sent' });
    await db.insert(exposureRecords).values({ userId: person.id, data: [{ id: 1 }] });
    await db.insert(shareRecords).values({ userId: person.id, type: TargetType.article, contentId: article });
    await db.insert(studyProgress).values({ userId: person.id, targetType: TargetType.course, targetId: course, progress: 50 });
    await db.insert(studyTime).values({ userId: person.id, day: '2026-11-30', targetType: TargetType.course, targetId: course, seconds: 60 });
    await db.insert(pointsLedger).values({ userId: person.id, value: 5, note: '测试', idempotencyKey: randomUUID() });
    await db.insert(passwordAuths).values({ userId: person.id, targetType: TargetType.live, targetId: openLive });
    await db.insert(passwordAttempts).values({ userId: person.id, ip: '127.0.0.1', targetType: TargetType.live, targetId: openLive });
    await db.insert(liveManagers).values({ liveId: openLive, userId: person.id });
    await db.insert(viewMarks).values({ kind: 'article', itemId: article, viewer: `u:${person.id}`, userId: person.id, countedAt: new Date() });
    // A WeChat identity bound to the account, with a sign-in token for it still unspent.
    await db.update(users).set({ unionId: UNION_ID }).where(eq(users.id, person.id));
    await db.insert(wechatHandoffs).values({ tokenHash: 'f'.repeat(64), unionId: UNION_ID, openid: 'openid-301', expiresAt: new Date(Date.now() + 300_000) });
    await db
      .insert(watchPasswordGuards)
      .values({ targetType: TargetType.live, targetId: openLive, scope: accountGuardScope(person.id), failures: 1, windowStartedAt: new Date() });
    await db.insert(liveWhiteList).values({ liveId: openLive, mobile: MOBILE, name: NAME });

    // The seeding covers every personal table: a table added to PERSONAL_TABLES must be seeded here too.
    const empty: string[] = [];
    for (const entry of PERSONAL_TABLES) {
      if ((await rowsHolding(entry.table, entry.owner, ownerOf(entry.ownerKind))) === 0) empty.push(`${getTableConfig(entry.table).name}.${entry.owner.name}`);
    }
    expect(empty).toEqual([]);
  });

  it('exports every personal table', async () => {
    const response = await call('GET', '/user/api/privacy/export');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { profile: { name: string }; sections: Record<string, unknown[]> };
    expect(data.profile.name).toBe(NAME);
    const missing = PERSONAL_TABLES.flatMap((entry) => (entry.section !== null && !(data.sections[entry.section]?.length > 0) ? [entry.section] : []));
    expect(missing).toEqual([]);
    expect(data.sections.browsing_records).toEqual([expect.objectContaining({ title: '浏览记录', path: '/pages/article' })]);
    expect(data.sections.hospitals_added).toEqual([expect.objectContaining({ id: hospitalId })]);
    expect(response.body).not.toMatch(/codeHash|tokenHash|idempotencyKey|clientKey|chainId/);
  });

  it('deletes: counters back where they were, no row holds the id, number, name or e-mail but the kept ones', async () => {
    const response = await call('DELETE', `/user/api/account?confirm=${encodeURIComponent('注销')}`);
    expect(response.json().code).toBe(0);
    const { db } = t.database;

    // Counters of rows written since (the person's own comment, kept) are not part of the comparison.
    const after = await counters();
    expect(Object.fromEntries(Object.keys(before).map((key) => [key, after[key]]))).toEqual(before);

    // The id stays only where rows are kept on purpose, pointing at the anonymised user row.
    const kept = new Set(PERSONAL_TABLES.filter((entry) => entry.onDelete === 'keep').map((entry) => entry.owner));
    const holding: string[] = [];
    for (const column of personalColumns()) {
      if (column.table === users || column.key in NOT_PERSONAL) continue;
      if (column.kind === 'user id' && !kept.has(column.column) && (await rowsHolding(column.table, column.column, person.id)) > 0) holding.push(column.key);
      if (column.kind === 'phone' && (await rowsHolding(column.table, column.column, MOBILE)) > 0) holding.push(column.key);
      if (column.kind === 'wechat id' && (await rowsHolding(column.table, column.column, UNION_ID)) > 0) holding.push(column.key);
    }
    expect(holding).toEqual([]);

    // Nothing in any text column of any table still spells the number, the name or the e-mail.
    const spelled: string[] = [];
    for (const table of allTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (!/char|text|json/.test(column.getSQLType())) continue;
        for (const marker of [MOBILE, NAME, EMAIL]) {
          const [row] = await db
            .select({ n: count() })
            .from(table)
            .where(sql`${column}::text like ${`%${marker}%`}`);
          if (Number(row.n) > 0) spelled.push(`${config.name}.${column.name} has ${marker}`);
        }
      }
    }
    expect(spelled).toEqual([]);

    // Shared rows stay without the link; kept rows point at the anonymised user.
    expect(await db.select({ by: hospitals.createdByUserId }).from(hospitals).where(eq(hospitals.id, hospitalId))).toEqual([{ by: null }]);
    expect(await rowsHolding(browsingRecords, browsingRecords.title, '浏览记录')).toBe(1);
    expect(
      await db
        .select({ n: count() })
        .from(browsingRecords)
        .where(and(eq(browsingRecords.title, '浏览记录'), isNull(browsingRecords.userId))),
    ).toEqual([{ n: 1 }]);
    const [row] = await db.select({ name: users.name, mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, person.id));
    expect(row).toEqual({ name: '已注销用户', mobile: `deleted:${person.id}`, email: null });
    expect(
      await db
        .select({ n: count() })
        .from(comments)
        .where(inArray(comments.userId, [person.id])),
    ).toEqual([{ n: 1 }]);
    // Watch-password counters name the account in their scope text, not in a user id column.
    expect(
      await db
        .select({ n: count() })
        .from(watchPasswordGuards)
        .where(eq(watchPasswordGuards.scope, accountGuardScope(person.id))),
    ).toEqual([{ n: 0 }]);
  });
});
