import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, lives, passwordAttempts, shortVideos } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { GATE_MESSAGES } from './gates.routes';
import { checkPasswordRequest } from '../../testing/check-password';

const PASSWORD = '1234'; // the seed's watch password

describe.each(testDatabases())('check_password on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  const ids = { course: 0, video: 0, article: 0, live: 0, shortVideo: 0, openCourse: 0 };
  const check = (query: string, remoteAddress = '10.0.0.1', who: SignedIn | null = user) =>
    t.app.inject({ ...checkPasswordRequest(query, who ? who.headers : {}), remoteAddress });

  beforeAll(async () => {
    t = await openTestApp(kind);
    const { db } = t.database;
    user = await signIn(t.database, '13800000031');
    other = await signIn(t.database, '13800000032');
    const locked = await db.select({ id: courses.id, sourceType: courses.sourceType }).from(courses).where(eq(courses.needPassword, 1));
    ids.course = locked.find((c) => c.sourceType === 0)!.id;
    ids.video = locked.find((c) => c.sourceType === 4)!.id;
    ids.article = (await db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)))[0].id;
    ids.live = (await db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2)))[0].id;
    ids.shortVideo = (await db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.needPassword, 1)))[0].id;
    ids.openCourse = (await db.select({ id: courses.id }).from(courses).where(eq(courses.needPassword, 0)))[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the right password for every kind of item and answers a signed pass', async () => {
    const cases: [number, number][] = [
      [1, ids.course],
      [3, ids.video],
      [2, ids.article],
      [4, ids.live],
      [5, ids.shortVideo],
    ];
    for (const [type, id] of cases) {
      const response = await check(`id=${id}&password=${PASSWORD}&type=${type}`, '10.0.1.1');
      expect(response.statusCode).toBe(200);
      expectEndpointData('checkPassword', response.json());
      const { pass, expires_at } = response.json().data as { pass: string; expires_at: number };
      expect(pass).toMatch(new RegExp(`^${type === 3 ? 1 : type}:${id}:${expires_at}:[A-Za-z0-9_-]+$`));
    }
  });

  it('asks a visitor to sign in (HTTP 401) and checks nothing', async () => {
    for (const password of ['0000', PASSWORD]) {
      const response = await check(`id=${ids.article}&password=${password}&type=2`, '10.0.9.1', null);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
    const tries = await t.database.db.select().from(passwordAttempts).where(eq(passwordAttempts.ip, '10.0.9.1'));
    expect(tries).toEqual([]);
  });

  it('answers a wrong password with code -1 密码错误请重试 (HTTP 200) and records the try with its account', async () => {
    const response = await check(`id=${ids.article}&password=0000&type=2`, '10.0.2.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: -1, message: GATE_MESSAGES.wrongPassword });
    const tries = await t.database.db
      .select()
      .from(passwordAttempts)
      .where(and(eq(passwordAttempts.ip, '10.0.2.1'), eq(passwordAttempts.targetId, ids.article)));
    expect(tries.map((r) => [r.success, r.userId])).toEqual([[0, user.userId]]);
  });

  it('refuses the 6th try of one account within 15 minutes even when right, from any address; other accounts are unaffected', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await check(`id=${ids.course}&password=99${i}9&type=1`, `10.0.3.${i + 1}`)).json().code).toBe(-1);
    }
    const sixth = await check(`id=${ids.course}&password=${PASSWORD}&type=1`, '10.0.3.9');
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({ code: 429, message: '尝试次数过多，请15分钟后再试' });
    // The same row asked for as a video does not open a second budget of tries.
    expect((await check(`id=${ids.course}&password=${PASSWORD}&type=3`, '10.0.3.10')).json().code).toBe(429);
    expect((await check(`id=${ids.shortVideo}&password=${PASSWORD}&type=5`, '10.0.3.11')).json().code).toBe(0);
    expect((await check(`id=${ids.course}&password=${PASSWORD}&type=1`, '10.0.3.12', other)).json().code).toBe(0);
  });

  it('refuses the 6th try from one address within 15 minutes, whatever the accounts', async () => {
    const accounts = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => signIn(t.database, `1380000004${i}`)));
    for (let i = 0; i < 5; i++) expect((await check(`id=${ids.live}&password=88${i}8&type=4`, '10.0.4.1', accounts[i])).json().code).toBe(-1);
    expect((await check(`id=${ids.live}&password=${PASSWORD}&type=4`, '10.0.4.1', accounts[5])).json().code).toBe(429);
    expect((await check(`id=${ids.live}&password=${PASSWORD}&type=4`, '10.0.4.2', accounts[5])).json().code).toBe(0);
  });

  it('gives a pass without checking for an item that has no password', async () => {
    const response = await check(`id=${ids.openCourse}&password=1&type=1`);
    expect(response.json().code).toBe(0);
  });

  it('refuses bad input with a clear message and never a 5xx', async () => {
    expectRefusal(await check('id=1&type=1'), 400, /参数错误: password/);
    expectRefusal(await check(`id=1&password=${PASSWORD}`), 400, /参数错误: type/);
    expectRefusal(await check(`id=1&password=${PASSWORD}&type=9`), 400, /type/);
    expectRefusal(await check(`id=abc&password=${PASSWORD}&type=1`), 400, /参数错误: id/);
    expectRefusal(await check(`id=99999999999&password=${PASSWORD}&type=1`), 400, /id/);
    expectRefusal(await check(`id=1&password=${'9'.repeat(100)}&type=1`), 400, /password/);
    expectRefusal(await check(`id=999999&password=${PASSWORD}&type=2`), 404, '内容不存在');
    expectRefusal(await check(`id=${ids.article}&password=&type=2`), 400, /password/);
  });
});
