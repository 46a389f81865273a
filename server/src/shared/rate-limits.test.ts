import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-database';
import { limiterKinds, openTestLimiter, testRedisUrl, type TestLimiter } from '../testing/test-limiters';
import { formatWait } from '../modules/auth/auth-limits';
import { MemoryRateLimiter, RedisRateLimiter, waitFor } from './rate-limits';
import { privateRedis, privateRedisUnavailable } from '../testing/private-redis';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2025, 0, 6, 0, 0, 0);

describe('sliding windows', () => {
  it('computes the wait until the oldest counted hit leaves each window', () => {
    const windows = [
      { limit: 1, windowMs: MINUTE },
      { limit: 3, windowMs: HOUR },
    ];
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

  const phone = [
    { limit: 1, windowMs: MINUTE },
    { limit: 5, windowMs: HOUR },
    { limit: 10, windowMs: DAY },
  ];

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

describe.each(limiterKinds())('%s limiter, several keys in one step', (kind) => {
  let t: TestLimiter;
  beforeAll(() => {
    t = openTestLimiter(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('records each allowed key in order and stops at the first refusing one', async () => {
    const user = { key: `each:${kind}:user`, windows: [{ limit: 2, windowMs: MINUTE }] };
    const address = { key: `each:${kind}:ip`, windows: [{ limit: 1, windowMs: MINUTE }] };
    expect(await t.limiter.consumeEach([user, address], T0)).toEqual({ refused: -1, retryAfterMs: 0 });
    // The address is full: the user's hit is recorded (it was allowed), the address refuses.
    expect(await t.limiter.consumeEach([user, address], T0 + SECOND)).toEqual({ refused: 1, retryAfterMs: MINUTE - SECOND });
    // The user is full now: refused first, and the address is not even counted.
    expect(await t.limiter.consumeEach([user, address], T0 + 2 * SECOND)).toEqual({ refused: 0, retryAfterMs: MINUTE - 2 * SECOND });
    expect(await t.limiter.consume(address.key, address.windows, T0 + MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
  });
});

describe.skipIf(privateRedisUnavailable())('Redis limiter script', () => {
  // A throwaway Redis of its own: SCRIPT FLUSH must not touch the scripts of whatever shares the machine's.
  it('is sent once, then called by its SHA, and sent again when Redis forgot it (SCRIPT FLUSH, a restart)', async () => {
    const server = await privateRedis();
    const redis = new Redis(server.url);
    const limiter = new RedisRateLimiter(redis, 'sha:');
    const sent: string[] = [];
    // monitor() opens a connection of its own; the duplicate it is asked from is closed too (else it would
    // keep reconnecting to the stopped Redis after the test).
    const watcher = redis.duplicate();
    const monitor = await watcher.monitor();
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (/^eval/i.test(String(args[0]))) sent.push(String(args[0]).toLowerCase());
    });
    try {
      const windows = [{ limit: 5, windowMs: MINUTE }];
      expect((await limiter.consume('k', windows, T0)).allowed).toBe(true);
      expect((await limiter.consume('k', windows, T0 + 1)).allowed).toBe(true);
      await redis.script('FLUSH');
      expect((await limiter.consume('k', windows, T0 + 2)).allowed).toBe(true);
      expect((await limiter.consume('k', windows, T0 + 3)).allowed).toBe(true);
      await expect.poll(() => sent, { timeout: 2_000 }).toEqual(['eval', 'evalsha', 'evalsha', 'eval', 'evalsha']);
    } finally {
      monitor.disconnect();
      watcher.disconnect();
      await redis.quit();
      await server.dispose();
    }
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

  it('counts every hit of one millisecond, from one process and from two sharing the limit', async () => {
    const prefix = `byh-test-same-ms:${Date.now()}:`;
    const [redisA, redisB] = [new Redis(testRedisUrl()!), new Redis(testRedisUrl()!)];
    const [processA, processB] = [new RedisRateLimiter(redisA, prefix), new RedisRateLimiter(redisB, prefix)];
    const windows = [{ limit: 3, windowMs: MINUTE }];
    try {
      expect((await processA.consume('writer', windows, T0)).allowed).toBe(true);
      expect((await processA.consume('writer', windows, T0)).allowed).toBe(true);
      expect((await processB.consume('writer', windows, T0)).allowed).toBe(true);
      expect(await processB.consume('writer', windows, T0)).toEqual({ allowed: false, retryAfterMs: MINUTE });
    } finally {
      await processA.flush();
      await Promise.all([redisA.quit(), redisB.quit()]);
    }
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

  it('per phone: strangers using up the allowance do not stop an address that signed the number in before', async () => {
    clock = T0 + 5 * DAY;
    const mobile = '13933337001';
    const owner = '2001:db8:37:1::10';
    expect(codeOf(await send(mobile, owner))).toBe(0);
    const code = (await app.app.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
    const login = await app.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile, code }, remoteAddress: owner });
    expect(codeOf(login)).toBe(0);
    // Strangers take every send the number has for the day.
    let stranger = 0;
    const fromStranger = () => send(mobile, `10.3.7.${++stranger}`);
    for (let hour = 0; hour < 2; hour += 1) {
      clock = T0 + 5 * DAY + hour * HOUR + MINUTE;
      for (let i = 0; i < 5; i += 1, clock += MINUTE) await fromStranger();
    }
    expect((await fromStranger()).json().message).toMatch(/验证码发送过于频繁，请\d+小时后再试/);
    // The owner, from another address of the same /64, still gets its code; then waits its own 60 s.
    expect(codeOf(await send(mobile, '2001:db8:37:1::99'))).toBe(0);
    expect((await send(mobile, owner)).json()).toEqual({ code: -1, message: '验证码发送过于频繁，请1分钟后再试' });
    clock += MINUTE;
    expect(codeOf(await send(mobile, owner))).toBe(0);
    // Strangers stay refused.
    expect((await fromStranger()).json().code).toBe(-1);
  });

  it('per phone: other addresses get 10 code checks of a number per day; the address that asked for the code keeps its tries', async () => {
    clock = T0 + 6 * DAY;
    const mobile = '13933337002';
    const owner = '10.3.9.1';
    const check = (code: string, ip: string) => app.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile, code }, remoteAddress: ip });
    for (let round = 0; round < 3; round += 1) {
      expect(codeOf(await send(mobile, owner))).toBe(0);
      for (let i = 0; i < 5; i += 1) await check('0000', `10.3.10.${round * 5 + i + 1}`);
      clock += MINUTE;
    }
    expect((await check('0000', '10.3.10.99')).json()).toEqual({ code: -1, message: '尝试次数过多，请24小时后再试' });
    const code = (await app.app.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
    expect(codeOf(await check(code, owner))).toBe(0);
  });

  it('per address: 20 sends per hour across numbers', async () => {
    clock = T0 + 2 * DAY;
    for (let i = 0; i < 20; i += 1) expect(codeOf(await send(`139333310${String(i).padStart(2, '0')}`, '10.3.1.1'))).toBe(0);
    const refused = await send('13933331099', '10.3.1.1');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().code).toBe(-1);
    expect(codeOf(await send('13933331099', '10.3.1.2'))).toBe(0);
  });

  it('per address: IPv6 clients in one /64 share one send allowance; IPv4-mapped addresses count as IPv4', async () => {
    clock = T0 + 2 * DAY + 2 * HOUR;
    // A client free to pick any of the 2^64 addresses of its /64 still gets 20 sends an hour.
    for (let i = 0; i < 20; i += 1) expect(codeOf(await send(`139333350${String(i).padStart(2, '0')}`, `2001:db8:35:1::${(i + 1).toString(16)}`))).toBe(0);
    expect((await send('13933335099', '2001:db8:35:1:ffff:ffff:ffff:fffe')).json().code).toBe(-1);
    expect(codeOf(await send('13933335099', '2001:db8:35:2::1'))).toBe(0);
    for (let i = 0; i < 20; i += 1) expect(codeOf(await send(`139333360${String(i).padStart(2, '0')}`, '10.3.6.1'))).toBe(0);
    expect((await send('13933336099', '::ffff:10.3.6.1')).json().code).toBe(-1);
  });

  it('per address: IPv6 code checks of one /64 share one allowance', async () => {
    clock = T0 + 3 * DAY + 2 * HOUR;
    const check = (ip: string) =>
      app.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13933332002', code: '0000' }, remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await check(`2001:db8:36:1::${(i + 1).toString(16)}`)).json().message).not.toMatch(/尝试次数过多/);
    expect((await check('2001:db8:36:1::ffff')).json()).toEqual({ code: -1, message: '尝试次数过多，请10分钟后再试' });
  });

  it('per address: 30 code checks per 10 minutes', async () => {
    clock = T0 + 3 * DAY;
    const check = (ip: string) =>
      app.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13933332001', code: '0000' }, remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await check('10.3.2.1')).json().message).not.toMatch(/尝试次数过多/);
    expect((await check('10.3.2.1')).json()).toEqual({ code: -1, message: '尝试次数过多，请10分钟后再试' });
    clock += 10 * MINUTE;
    expect((await check('10.3.2.1')).json().message).not.toMatch(/尝试次数过多/);
  });
});
