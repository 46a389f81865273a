import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../test/test-app';
import { testDatabases } from '../../../test/test-database';
import { limiterKinds, openTestLimiter, testRedisUrl, type TestLimiter } from '../../../test/test-limiters';
import { formatWait } from './auth-limits';
import { MemoryRateLimiter, RedisRateLimiter, waitFor } from './rate-limits';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2025, 0, 6, 0, 0, 0);

describe('sliding windows', () => {
  it('computes the wait until the oldest counted hit leaves each window', () => {
    const windows = [{ limit: 1, windowMs: MINUTE }, { limit: 3, windowMs: HOUR }];
    expect(waitFor([], windows, T0)).toBe(0);
    expect(waitFor([T0 - 10 * SECOND], windows, T0)).toBe(50 * SECOND);
    expect(waitFor([T0 - 50 * MINUTE, T0 - 40 * MINUTE, T0 - 2 * MINUTE], windows, T0)).toBe(10 * MINUTE);
  });

  it('formats waits in the largest sensible unit', () => {
    expect(formatWait(1)).toBe('1秒');
    expect(formatWait(59_500)).toBe('60秒');
    expect(formatWait(61 * SECOND)).toBe('2分钟');
    expect(formatWait(23 * HOUR + 1)).toBe('24小时');
  });
});

describe.each(limiterKinds())('%s rate limiter', (kind) => {
  let t: TestLimiter;
  beforeAll(() => {
    t = openTestLimiter(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const phone = [{ limit: 1, windowMs: MINUTE }, { limit: 5, windowMs: HOUR }, { limit: 10, windowMs: DAY }];

  it('allows 1 per minute, 5 per hour, 10 per day, and records only allowed hits', async () => {
    const key = `phone:${kind}:a`;
    let now = T0;
    expect((await t.limiter.consume(key, phone, now)).allowed).toBe(true);
    const early = await t.limiter.consume(key, phone, now + 59 * SECOND);
    expect(early).toEqual({ allowed: false, retryAfterMs: SECOND });
    now += MINUTE;
    for (let i = 0; i < 4; i += 1, now += MINUTE) expect((await t.limiter.consume(key, phone, now)).allowed).toBe(true);
    const sixth = await t.limiter.consume(key, phone, now);
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfterMs).toBe(T0 + HOUR - now);
    now = T0 + HOUR;
    for (let i = 0; i < 5; i += 1, now += MINUTE) expect((await t.limiter.consume(key, phone, now)).allowed).toBe(true);
    now = T0 + 3 * HOUR;
    const eleventh = await t.limiter.consume(key, phone, now);
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.retryAfterMs).toBe(DAY - 3 * HOUR);
    expect((await t.limiter.consume(key, phone, T0 + DAY)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    expect((await t.limiter.consume(`k:${kind}:1`, phone, T0)).allowed).toBe(true);
    expect((await t.limiter.consume(`k:${kind}:2`, phone, T0)).allowed).toBe(true);
    expect((await t.limiter.consume(`k:${kind}:1`, phone, T0)).allowed).toBe(false);
  });
});

describe.runIf(testRedisUrl())('Redis limiter housekeeping', () => {
  it('flushes only its own prefix', async () => {
    const redis = new Redis(testRedisUrl()!);
    const other = `byh-test-other:${Date.now()}`;
    await redis.set(other, '1');
    const limiter = new RedisRateLimiter(redis, `byh-test-flush:${Date.now()}:`);
    await limiter.consume('x', [{ limit: 1, windowMs: MINUTE }], T0);
    await limiter.flush();
    expect(await redis.keys(`${limiter.prefix}*`)).toEqual([]);
    expect(await redis.get(other)).toBe('1');
    await redis.del(other);
    await redis.quit();
  });
});

describe('memory limiter', () => {
  it('forgets keys whose hits have all left the longest window', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.consume('old', [{ limit: 1, windowMs: MINUTE }], T0);
    expect((await limiter.consume('old', [{ limit: 1, windowMs: MINUTE }], T0 + MINUTE)).allowed).toBe(true);
  });
});

/** The limits as the endpoints apply them, on both stores and both databases. */
describe.each(testDatabases().flatMap((db) => limiterKinds().map((lim) => [db, lim] as const)))('send and check limits on %s with %s', (db, lim) => {
  let app: TestApp;
  let store: TestLimiter;
  let clock = T0;
  beforeAll(async () => {
    store = openTestLimiter(lim);
    app = await openTestApp(db, { authTestHooks: { now: () => clock, limiter: store.limiter } });
  });
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  const send = (mobile: string, ip: string) => app.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip });
  const codeOf = (response: { json(): { code: number; message: string } }) => response.json().code;

  it('per phone: 1 per 60 s, 5 per hour, 10 per day (whatever the address)', async () => {
    const mobile = '13933330001';
    let ip = 0;
    const from = () => `10.3.0.${++ip}`;
    expect(codeOf(await send(mobile, from()))).toBe(0);
    clock += 30 * SECOND;
    const early = (await send(mobile, from())).json();
    expect(early).toEqual({ code: -1, message: '验证码发送过于频繁，请30秒后再试' });
    clock += 30 * SECOND;
    for (let i = 0; i < 4; i += 1, clock += MINUTE) expect(codeOf(await send(mobile, from()))).toBe(0);
    expect((await send(mobile, from())).json().message).toMatch(/验证码发送过于频繁，请\d+分钟后再试/);
    clock = T0 + HOUR;
    for (let i = 0; i < 5; i += 1, clock += MINUTE) expect(codeOf(await send(mobile, from()))).toBe(0);
    clock = T0 + 5 * HOUR;
    expect((await send(mobile, from())).json()).toEqual({ code: -1, message: '验证码发送过于频繁，请19小时后再试' });
    clock = T0 + DAY;
    expect(codeOf(await send(mobile, from()))).toBe(0);
  });

  it('per address: 20 sends per hour across numbers', async () => {
    clock = T0 + 2 * DAY;
    for (let i = 0; i < 20; i += 1) expect(codeOf(await send(`139333310${String(i).padStart(2, '0')}`, '10.3.1.1'))).toBe(0);
    const refused = await send('13933331099', '10.3.1.1');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().code).toBe(-1);
    expect(codeOf(await send('13933331099', '10.3.1.2'))).toBe(0);
  });

  it('per address: 30 code checks per 10 minutes', async () => {
    clock = T0 + 3 * DAY;
    const check = (ip: string) => app.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13933332001', code: '0000' }, remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await check('10.3.2.1')).json().message).not.toMatch(/尝试次数过多/);
    expect((await check('10.3.2.1')).json()).toEqual({ code: -1, message: '尝试次数过多，请10分钟后再试' });
    clock += 10 * MINUTE;
    expect((await check('10.3.2.1')).json().message).not.toMatch(/尝试次数过多/);
  });
});
