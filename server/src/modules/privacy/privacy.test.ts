import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { comments, consents, favourites, footprints, liveChatMessages, liveManagers, sessions, userUploads, users } from '../../db/schema';
import { TargetType } from '../../db/target-types';
import type { SmsCodeMessage, SmsProvider } from '../../providers/sms/sms-provider';
import { DEFAULT_AGREEMENT_VERSION } from '../../plugins/security-config';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { multipartBody } from '../live-chat/chat-test-helpers';
import { DELETED_USER_NAME } from './privacy.service';
import { issueWechatHandoff } from '../auth/wechat-handoffs.service';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const BOUNDARY = '----privacy-test';
const multipart = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/** Captures the codes "sent" by SMS, so the test can log in through check-verify like a person. */
class CapturingSms implements SmsProvider {
  readonly name = 'aliyun' as const;
  readonly sent: SmsCodeMessage[] = [];
  async send(message: SmsCodeMessage): Promise<void> {
    this.sent.push(message);
  }
}

describe.each(testDatabases())('personal data (PIPL) on %s', (kind) => {
  let t: TestApp;
  let log = '';
  const sms = new CapturingSms();
  let owner: SignedIn; // certified seeded doctor 13800000025: the account that is exported and deleted
  let other: SignedIn;
  let legacyImage = ''; // a chat image file named only by a chat row
  const get = (url: string, who?: { headers: Record<string, string> } | null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(who?.headers ?? {}), ...headers } });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    t = await openTestApp(kind, { logger: { stream, level: 'debug' }, authTestHooks: { sms } });
    owner = await signIn(t.database, '13800000025');
    other = await signIn(t.database, '13870000101');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function loginWithCode(mobile: string) {
    const sent = await get(`/user/api/send-verify?mobile=${mobile}`);
    expect(sent.json().code).toBe(0);
    const code = sms.sent.filter((m) => m.mobile === mobile).at(-1)!.code;
    const response = await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile, code } });
    expect(response.json().code).toBe(0);
    return { code, data: response.json().data as { access_token: string; refresh_token: string; user_id: number } };
  }

  it('records consent (agreement version, time, address) at code login; never logs the number, code or tokens', async () => {
    const mobile = '13800000024';
    log = '';
    const { code, data } = await loginWithCode(mobile);
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, data.user_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agreementVersion: DEFAULT_AGREEMENT_VERSION, source: 'login', ip: '127.0.0.1' });
    const state = await get('/user/api/privacy/consent', null, { 'x-token': data.access_token });
    expectEndpointData('getMyConsent', state.json());
    expect(state.json().data).toMatchObject({ agreement_version: DEFAULT_AGREEMENT_VERSION, consented_version: DEFAULT_AGREEMENT_VERSION, needs_consent: 0 });
    // Use the tokens once more so their requests are logged too.
    await t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: { refresh_token: data.refresh_token } });
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(mobile);
    expect(log).not.toContain(data.access_token);
    expect(log).not.toContain(data.refresh_token);
    expect(log).not.toMatch(new RegExp(`"code"\\s*:\\s*"${code}"|code=${code}|\\b${code}\\b.*verify`));
  });

  it('asks again when the agreement version changes, and records the new consent', async () => {
    const next = await buildApp({
      database: t.database,
      config: { ...testConfig(), security: { ...testConfig().security, agreementVersion: '2099-01-01' } },
      logger: false,
    });
    try {
      const stale = await next.inject({ url: '/user/api/privacy/consent', headers: other.headers });
      expect(stale.json().data).toMatchObject({ agreement_version: '2099-01-01', needs_consent: 1 });
      expectRefusal(
        await next.inject({
          method: 'POST',
          url: '/user/api/privacy/consent',
          headers: other.headers,
          payload: { agreement_version: DEFAULT_AGREEMENT_VERSION },
        }),
        409,
      );
      const accepted = await next.inject({
        method: 'POST',
        url: '/user/api/privacy/consent',
        headers: other.headers,
        payload: { agreement_version: '2099-01-01' },
      });
      expectEndpointData('createConsent', accepted.json());
      expect(accepted.json().data).toMatchObject({ consented_version: '2099-01-01', needs_consent: 0 });
    } finally {
      await next.close();
    }
    expectRefusal(await get('/user/api/privacy/consent'), 401);
  });

  it('records no consent at union-id / uuid auto-logins; getMyConsent asks when none or an older version was agreed', async () => {
    const { db } = t.database;
    const handoff = await signIn(t.database, '13870000102');
    const unionId = `privacy-union-${kind}`;
    await db.update(users).set({ unionId }).where(eq(users.id, handoff.userId));
    const [{ uuid }] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, handoff.userId));
    const tokens: string[] = [];
    // What the WeChat OAuth callback hands over after exchanging WeChat's code: a one-time token.
    const wxToken = () => issueWechatHandoff(db, { unionId, openid: `${unionId}-openid` }, Date.now());
    for (const url of [`/user/oauth/unionid/login?wx_token=${await wxToken()}`, `/user/oauth/uuid/login?uuid=${uuid}`]) {
      const login = await get(url);
      expect(login.json().code, url).toBe(0);
      tokens.push((login.json().data as { access_token: string }).access_token);
    }
    expect(await db.select().from(consents).where(eq(consents.userId, handoff.userId))).toEqual([]);
    const never = await get('/user/api/privacy/consent', null, { 'x-token': tokens[0] });
    expectEndpointData('getMyConsent', never.json());
    expect(never.json().data).toMatchObject({ agreement_version: DEFAULT_AGREEMENT_VERSION, consented_version: null, consented_at: null, needs_consent: 1 });

    // Agreed to an earlier version (e.g. at a code login last year): asked again.
    await db.insert(consents).values({ userId: handoff.userId, agreementVersion: '1.0', source: 'login', createdAt: new Date(Date.now() - 86_400_000) });
    await get(`/user/oauth/uuid/login?uuid=${uuid}`);
    const older = await get('/user/api/privacy/consent', null, { 'x-token': tokens[1] });
    expect(older.json().data).toMatchObject({ consented_version: '1.0', needs_consent: 1 });
    expect(await db.select().from(consents).where(eq(consents.userId, handoff.userId))).toHaveLength(1);

    // Agreeing in the app's prompt records the current version; a later auto-login keeps it, adds nothing.
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/user/api/privacy/consent',
      headers: { 'x-token': tokens[1] },
      payload: { agreement_version: DEFAULT_AGREEMENT_VERSION },
    });
    expect(agreed.json().data).toMatchObject({ consented_version: DEFAULT_AGREEMENT_VERSION, needs_consent: 0 });
    const again = await get(`/user/oauth/unionid/login?wx_token=${await wxToken()}`);
    const current = await get('/user/api/privacy/consent', null, { 'x-token': (again.json().data as { access_token: string }).access_token });
    expect(current.json().data).toMatchObject({ consented_version: DEFAULT_AGREEMENT_VERSION, needs_consent: 0 });
    const rows = await db.select().from(consents).where(eq(consents.userId, handoff.userId));
    expect(rows.map((r) => r.source).sort()).toEqual(['login', 'prompt']);
  });

  it('records live-chat images among the user’s uploads (export lists them)', async () => {
    const { db } = t.database;
    await db.insert(liveManagers).values({ liveId: 578, userId: owner.userId }).onConflictDoNothing();
    const image = multipartBody({ live_id: '578' }, { name: 'a.png', bytes: PNG });
    const posted = await t.app.inject({ method: 'POST', url: '/live/api/chat/image', payload: image.payload, headers: { ...image.headers, ...owner.headers } });
    expectEndpointData('createLiveChatImage', posted.json());
    const url = (posted.json().data as { url: string }).url;
    const recorded = await db.select().from(userUploads).where(eq(userUploads.userId, owner.userId));
    expect(recorded.find((r) => r.url === url)).toMatchObject({ mime: 'image/png', size: PNG.length });
    // A chat image stored before images were recorded: only the chat row names it.
    const mediaDir = join(testConfig().DATA_DIR, 'media', 'uploads');
    await mkdir(mediaDir, { recursive: true });
    legacyImage = join(mediaDir, `${'ab'.repeat(16)}.png`);
    await writeFile(legacyImage, PNG);
    await db
      .insert(liveChatMessages)
      .values({ liveId: 578, userId: owner.userId, message: '', image: `/media/uploads/${'ab'.repeat(16)}.png`, isManager: true });
    await db.insert(liveChatMessages).values({ liveId: 578, userId: owner.userId, message: '带图的文字', image: url, isManager: true });
    const exported = (await get('/user/api/privacy/export', owner)).json().data as { sections: Record<string, { url?: string }[]> };
    expect(exported.sections.uploads.map((r) => r.url)).toContain(url);
  });

  it('exports only the caller’s own data, with no secrets; guests get 401', async () => {
    const { db } = t.database;
    await db.insert(favourites).values({ userId: owner.userId, targetType: TargetType.article, targetId: 1 }).onConflictDoNothing();
    await db.insert(favourites).values({ userId: other.userId, targetType: TargetType.article, targetId: 2 }).onConflictDoNothing();
    await db.insert(footprints).values({ userId: owner.userId, type: 1, targetId: 1, title: '导出测试足迹' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      headers: owner.headers,
      payload: { content_id: 1, comment_type: 2, content: '导出测试评论 <b>粗体</b>' },
    });
    expect(posted.json().code).toBe(0);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/course/upload/file',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(PNG),
    });
    expect(uploaded.statusCode).toBe(200);

    const response = await get('/user/api/privacy/export', owner, { 'x-user-id': String(other.userId) });
    expectEndpointData('getMyDataExport', response.json());
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data as {
      profile: { id: number; mobile: string };
      sections: Record<string, { userId?: number; url?: string; content?: string }[]>;
    };
    expect(data.profile).toMatchObject({ id: owner.userId, mobile: '13800000025' });
    for (const [section, rows] of Object.entries(data.sections)) {
      for (const row of rows) if ('userId' in row) expect(row.userId, section).toBe(owner.userId);
    }
    expect(data.sections.favourites.length).toBeGreaterThan(0);
    expect(data.sections.history.some((r) => (r as { title?: string }).title === '导出测试足迹')).toBe(true);
    expect(data.sections.comments.some((r) => r.content === '导出测试评论 <b>粗体</b>')).toBe(true);
    expect(data.sections.uploads.map((r) => r.url)).toContain((uploaded.json().data as { url: string }).url);
    for (const name of ['follows', 'bookings', 'points', 'live_chat_messages', 'questionnaire_answers', 'search_history', 'consents', 'sessions']) {
      expect(Array.isArray(data.sections[name]), name).toBe(true);
    }
    const text = response.body;
    expect(text).not.toContain(owner.access_token);
    expect(text).not.toMatch(/token_hash|tokenHash|codeHash|password/i);

    const theirs = (await get('/user/api/privacy/export', other)).json().data as typeof data;
    expect(theirs.profile.id).toBe(other.userId);
    expect(JSON.stringify(theirs)).not.toContain('导出测试');
    expectRefusal(await get('/user/api/privacy/export'), 401);
  });

  it('deletes the account: data removed, comments kept as 已注销用户, sessions revoked, number free again', async () => {
    const { db } = t.database;
    const second = await signIn(t.database, '13800000025'); // another device of the same person
    const uploads = await db.select().from(userUploads).where(eq(userUploads.userId, owner.userId));
    expect(uploads.length).toBeGreaterThan(1); // the profile upload and the chat image
    const mediaDir = join(testConfig().DATA_DIR, 'media', 'uploads');
    const files = uploads.map((u) => join(mediaDir, u.url.split('/').at(-1)!));
    expect(files.every((f) => existsSync(f))).toBe(true);

    expectRefusal(await t.app.inject({ method: 'DELETE', url: '/user/api/account', headers: owner.headers }), 400);
    expectRefusal(await t.app.inject({ method: 'DELETE', url: `/user/api/account?confirm=${encodeURIComponent('注销')}` }), 401);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/user/api/account?confirm=${encodeURIComponent('注销')}`, headers: owner.headers });
    expectEndpointData('deleteMyAccount', deleted.json());

    // Every token of the account stops working everywhere.
    for (const who of [owner, second]) {
      expectRefusal(await get('/user/oauth/userinfo', who), 401);
      expectRefusal(await get('/user/api/privacy/export', who), 401);
      const refreshed = await t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: { refresh_token: who.refresh_token } });
      expect(refreshed.statusCode).toBe(401);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.userId))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, owner.userId))).toEqual([]);
    expect(await db.select().from(footprints).where(eq(footprints.userId, owner.userId))).toEqual([]);
    expect(await db.select().from(userUploads).where(eq(userUploads.userId, owner.userId))).toEqual([]);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(existsSync(legacyImage)).toBe(false);
    // Chat messages stay (as 已注销用户) without their images; image-only ones leave the room.
    const chat = await db.select().from(liveChatMessages).where(eq(liveChatMessages.userId, owner.userId));
    expect(chat.length).toBeGreaterThan(0);
    expect(chat.every((m) => m.image === null)).toBe(true);
    expect(chat.filter((m) => m.message === '').every((m) => m.deletedAt !== null)).toBe(true);
    expect(chat.find((m) => m.message === '带图的文字')?.deletedAt).toBeNull();
    // Other people's data is untouched.
    expect((await db.select().from(favourites).where(eq(favourites.userId, other.userId))).length).toBeGreaterThan(0);

    const [row] = await db.select().from(users).where(eq(users.id, owner.userId));
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      nickName: DELETED_USER_NAME,
      mobile: `deleted:${owner.userId}`,
      disabled: true,
      confirmedDisease: '',
      experienceTreatment: '',
      hospitalName: null,
    });
    // Comments stay in their threads, shown as 已注销用户.
    const kept = await db.select().from(comments).where(eq(comments.userId, owner.userId));
    expect(kept.length).toBeGreaterThan(0);
    const thread = (await get('/course/api/comments?content_id=1&comment_type=2&pageSize=999')).json().data as { list: { id: number; name: string }[] };
    const shown = thread.list.filter((c) => kept.some((k) => k.id === c.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.name === DELETED_USER_NAME)).toBe(true);

    // The number registers again as a new, uncertified user.
    const { data } = await loginWithCode('13800000025');
    expect(data.user_id).not.toBe(owner.userId);
    const info = (await get('/user/oauth/userinfo', null, { 'x-token': data.access_token })).json().data as { user: { is_complete: number; mobile: string } };
    expect(info.user).toMatchObject({ is_complete: 0, mobile: '13800000025' });
  });
});
