import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, courses, lives, passwordAttempts, shortVideos, watchPasswordGuards } from '../../db/schema';
import { hashSecret } from '../../db/secret-hash';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectDataMatches } from '../../testing/schema-assert';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { worstCaseGuessesPerItemPerDay } from './watch-password-policy';
import { checkPasswordRequest } from '../../testing/check-password';

const PASSWORD = '1234'; // the seed's watch password
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const wrongCode = (i: number) => String(i >= 1234 ? i + 1 : i).padStart(4, '0');
type Answer = { code: number; message: string };

describe.each(testDatabases())('watch-password guessing on %s', (kind) => {
  let t: OpsTestApp;
  let itemIds: { live: number; article: number; shortVideo: number; course: number };
  const check = (type: number, id: number, password: string, who: SignedIn, remoteAddress: string) =>
    t.app.inject({ ...checkPasswordRequest(`id=${id}&type=${type}&password=${password}`, who.headers), remoteAddress }).then((r) => r.json() as Answer);

  beforeAll(async () => {
    t = await openOpsApp(kind);
    const { db } = t.database;
    const lockedLives = await db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2));
    itemIds = {
      live: lockedLives[0].id,
      article: (await db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 1)))[0].id,
      shortVideo: (await db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.needPassword, 1)))[0].id,
      course: (
        await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.needPassword, 1), eq(courses.sourceType, 0)))
      )[0].id,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks at most 5 of 30 parallel wrong guesses from one account and address (the count cannot be raced past)', async () => {
    const user = await signIn(t.database, '13800000051');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => check(2, itemIds.article, wrongCode(i), user, '10.5.0.1')));
    // Checks refused for one scope give back what they took from the other a moment later, so under a
    // race fewer than 5 may be checked, never more.
    const checked = answers.filter((a) => a.code === -1).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(30 - checked);
  });

  it('stops guesses spread over 50 addresses and 10 accounts at 20 per item; guessers wait out the cool-down, which operators see and can end', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(t.database, `1380000006${i}`)));
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i++) answers.push(await check(4, itemIds.live, wrongCode(i), accounts[i % 10], `10.6.${i}.1`));
    expect(answers.filter((a) => a.code === -1)).toHaveLength(20);
    expect(answers.slice(20).every((a) => a.code === 429 && a.message === '尝试次数过多，请60分钟后再试')).toBe(true);
    // A guesser waits out the cool-down, even with the right password; an account that never guessed gets its one try.
    expect((await check(4, itemIds.live, PASSWORD, accounts[0], '10.6.99.1')).code).toBe(429);
    const newcomer = await signIn(t.database, '13800000070');
    expect((await check(4, itemIds.live, PASSWORD, newcomer, '10.6.99.1')).code).toBe(0);
    // Other items keep their own budget.
    expect((await check(5, itemIds.shortVideo, PASSWORD, newcomer, '10.6.99.1')).code).toBe(0);

    const editor = await t.signInAs('watch-editor', 'editor');
    expect((await t.ops('GET', '/watch-passwords/cooldowns', null)).statusCode).toBe(401);
    const listing = (await t.ops('GET', '/watch-passwords/cooldowns', editor)).json();
    expectDataMatches('schemas/ops/ops-watch-password-cooldowns.json', listing);
    const listed = listing.data.list as { type: number; id: number; title: string; locked_until: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ type: 4, id: itemIds.live, title: expect.any(String) });
    const until = Date.parse(listed[0].locked_until);
    expect(until - Date.now()).toBeGreaterThan(59 * MINUTE);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * MINUTE);

    expect((await t.ops('POST', '/watch-passwords/cooldowns/reset', editor, { type: 9, id: itemIds.live })).statusCode).toBe(400);
    const reset = await t.ops('POST', '/watch-passwords/cooldowns/reset', editor, { type: 4, id: itemIds.live });
    expectDataMatches('schemas/ops/ops-watch-password-reset.json', reset.json());
    expect(reset.json().data).toEqual({ type: 4, id: itemIds.live, was_cooling_down: true });
    expect((await t.ops('GET', '/watch-passwords/cooldowns', editor)).json().data.list).toEqual([]);
    const audit = (await t.ops('GET', '/audit', editor)).json().data.list as { action: string; target: string; operator: string }[];
    expect(audit[0]).toMatchObject({ action: 'watch-password.reset', target: `watch-password:4:${itemIds.live}`, operator: 'watch-editor' });
    expect((await check(4, itemIds.live, PASSWORD, newcomer, '10.6.99.1')).code).toBe(0);
  });

  it('still opens items whose stored hash is a legacy scrypt one, and rewrites it in the HMAC form', async () => {
    const { db } = t.database;
    await db
      .update(courses)
      .set({ passwordHash: hashSecret(PASSWORD) })
      .where(eq(courses.id, itemIds.course));
    const user = await signIn(t.database, '13800000071');
    expect((await check(1, itemIds.course, '4321', user, '10.7.0.1')).code).toBe(-1);
    expect((await check(1, itemIds.course, PASSWORD, user, '10.7.0.1')).code).toBe(0);
    const [row] = await db.select({ hash: courses.passwordHash }).from(courses).where(eq(courses.id, itemIds.course));
    expect(row.hash).toMatch(/^hmac-sha256\$/);
    expect((await check(1, itemIds.course, PASSWORD, user, '10.7.0.2')).code).toBe(0);
  });
});

describe.each(testDatabases())('watch-password cool-down is no lock-out on %s', (kind) => {
  let t: TestApp;
  let clock = Date.UTC(2030, 5, 1);
  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('four accounts re-lock the item every hour, yet a viewer who unlocked it before and a newcomer still get in, and the guessers do not', async () => {
    const liveId = (await t.database.db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2)))[0].id;
    const check = async (who: SignedIn, password: string, remoteAddress: string) =>
      ((await t.app.inject({ ...checkPasswordRequest(`id=${liveId}&type=4&password=${password}`, who.headers), remoteAddress })).json() as Answer).code;
    // The viewer unlocked the live once, on another phone (its pass is not on the phone it uses now).
    expect(await check(await signIn(t.database, '13800000101', clock), PASSWORD, '10.10.0.1')).toBe(0);
    clock += 5 * MINUTE;

    for (let round = 0; round < 3; round++) {
      // Sessions of this hour (an access token lasts two).
      const viewer = await signIn(t.database, '13800000101', clock);
      const attackers = await Promise.all([0, 1, 2, 3].map((i) => signIn(t.database, `1380000011${i}`, clock)));
      // Five wrong tries from each account, each from its own address: 20 for the item, which cools down for an hour.
      for (const [i, attacker] of attackers.entries())
        for (let n = 0; n < 5; n++) expect(await check(attacker, wrongCode(round * 100 + i * 5 + n), `10.11.${i}.${round}`)).toBe(-1);
      expect(await check(attackers[0], wrongCode(999), `10.11.9.${round}`), 'the item is cooling down').toBe(429);

      // The viewer who unlocked it before gets in, from another address, with the right password.
      expect(await check(viewer, PASSWORD, `10.12.${round}.1`), `round ${round}: viewer`).toBe(0);
      // A doctor who never tried gets a try, and in with the right password.
      const newcomer = await signIn(t.database, `1380000012${round}`, clock);
      expect(await check(newcomer, PASSWORD, `10.13.${round}.1`), `round ${round}: newcomer`).toBe(0);
      // A guesser gets nothing during the cool-down, right password or not, from any address.
      expect(await check(attackers[1], PASSWORD, `10.14.${round}.1`), `round ${round}: guesser`).toBe(429);
      // A newcomer who guesses wrong used its try.
      const guessingNewcomer = await signIn(t.database, `1380000013${round}`, clock);
      expect(await check(guessingNewcomer, wrongCode(500 + round), `10.15.${round}.1`)).toBe(-1);
      expect(await check(guessingNewcomer, wrongCode(600 + round), `10.15.${round}.2`)).toBe(429);
      clock += 61 * MINUTE;
    }
  });

  it('takes the password only in a POST body: a GET with the password in its URL is refused and checks nothing', async () => {
    const liveId = (await t.database.db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2)))[1].id;
    const user = await signIn(t.database, '13800000141', clock);
    const viaUrl = await t.app.inject({ url: `/live/api/check_password?id=${liveId}&type=4&password=${PASSWORD}`, headers: user.headers });
    expect(viaUrl.statusCode).toBe(405);
    expect(viaUrl.headers.allow).toBe('POST');
    expect(viaUrl.json()).toMatchObject({ message: '观看密码须以 POST 请求提交，请刷新页面后重试' });
    expect(JSON.stringify(viaUrl.json())).not.toContain('"pass"');
    const attempts = await t.database.db.select().from(passwordAttempts).where(eq(passwordAttempts.targetId, liveId));
    expect(attempts).toEqual([]);
    // JSON bodies work as well as the app's form bodies.
    const json = await t.app.inject({
      method: 'POST',
      url: '/live/api/check_password',
      headers: user.headers,
      payload: { id: liveId, type: 4, password: PASSWORD },
    });
    expect(json.json()).toMatchObject({ code: 0, data: { pass: expect.any(String) } });
  });
});

describe.each(testDatabases())('worst case per item per day on %s', (kind) => {
  let t: TestApp;
  let clock = Date.UTC(2030, 0, 1);
  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets an attacker with any number of accounts and addresses check no more than the configured figure (500) in 24 hours', async () => {
    const rule = testConfig().watchPasswords.perItem;
    const worstCase = worstCaseGuessesPerItemPerDay(rule);
    expect(worstCase).toBe(500);
    const liveId = (await t.database.db.select({ id: lives.id }).from(lives).where(eq(lives.authType, 2)))[1].id;
    const start = clock;
    let pool: SignedIn[] = [];
    let signedAt = -Infinity;
    let checked = 0;
    let attempt = 0;
    // As fast as the server lets it: retry every simulated minute while refused, spreading tries over 8
    // accounts and 8 addresses (more would not help: the item's own count stops them all).
    while (clock <= start + DAY && checked <= worstCase) {
      if (clock - signedAt > 60 * MINUTE) {
        pool = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(t.database, `1380000008${i}`, clock)));
        signedAt = clock;
      }
      const who = attempt % 8;
      const response = await t.app.inject({
        ...checkPasswordRequest(`id=${liveId}&type=4&password=${wrongCode(attempt)}`, pool[who].headers),
        remoteAddress: `10.8.${who}.${Math.floor(clock / MINUTE) % 250}`,
      });
      const { code, message } = response.json() as Answer;
      if (code === -1) {
        checked++;
        attempt++;
      } else {
        // Back exactly when the server says the item takes tries again (every time here is a whole minute).
        expect(code).toBe(429);
        const [, amount, unit] = /^尝试次数过多，请(\d+)(分钟|小时)后再试$/.exec(message) ?? [];
        expect(unit, message).toBeDefined();
        clock += Number(amount) * (unit === '小时' ? 60 : 1) * MINUTE;
      }
    }
    expect(checked).toBe(worstCase);
    const [guard] = await t.database.db
      .select()
      .from(watchPasswordGuards)
      .where(and(eq(watchPasswordGuards.targetId, liveId), eq(watchPasswordGuards.scope, 'item')));
    expect(guard.lockedUntil!.getTime()).toBeGreaterThan(start + DAY);
  }, 180_000);
});
