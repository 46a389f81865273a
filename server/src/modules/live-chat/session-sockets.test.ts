import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChatMessage } from '../../../../contract/generated/schema-types';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { lives, liveWhiteList, users } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { openTestLimiter, testRedisUrl, type TestLimiter } from '../../testing/test-limiters';
import { LIVE_ACCESS } from '../lives/live-access';
import { collectMessages, join, liveSocket, nextEvent } from './chat-test-helpers';

/**
 * A socket that joined a white-list room under a session must stop receiving the room's messages as soon
 * as that session ends, in whichever API process the socket is connected to.
 */
async function whiteListRoom(t: TestApp, mobiles: string[]): Promise<number> {
  const rows = await t.database.db.select().from(lives);
  const id = rows.find((r) => r.authType === 3 && r.liveStatus === 1)!.id;
  await t.database.db.insert(liveWhiteList).values(mobiles.map((mobile) => ({ liveId: id, mobile })));
  return id;
}

/** A signed-in user with a completed profile (gated rooms need one). */
async function certified(t: TestApp, mobile: string): Promise<SignedIn> {
  const who = await signIn(t.database, mobile);
  await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, who.userId));
  return who;
}

describe.each(testDatabases())('white-list room sockets end with their session on %s', (kind) => {
  let t: TestApp;
  let room = 0;
  let speaker: SignedIn;
  const sockets: Socket[] = [];
  const MOBILES = ['13977770001', '13977770002', '13977770003', '13977770004', '13977770005'];

  beforeAll(async () => {
    t = await openTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    room = await whiteListRoom(t, MOBILES);
    speaker = await signIn(t.database, '13800000005'); // a manager of the on-air lives, white-listed
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  async function joined(who: SignedIn): Promise<Socket> {
    const socket = liveSocket(t.app, who.access_token);
    sockets.push(socket);
    expect(await join(socket, { live_id: room })).toEqual(LIVE_ACCESS.ok);
    return socket;
  }

  /** `ended` is disconnected and gets no message any more, while `control` (same room, live session) still does. */
  async function expectCutOff(ended: Socket, control: Socket, revoke: () => Promise<unknown>): Promise<void> {
    const gone = nextEvent<string>(ended, 'disconnect');
    let leaked = 0;
    ended.on('messages', () => leaked++);
    await revoke();
    expect(await gone).toBe('io server disconnect');
    const arrived = collectMessages<LiveChatMessage>(control, 1);
    const sent = await t.app.inject({ method: 'POST', url: '/live/api/chat', payload: { live_id: room, message: '仅限白名单' }, headers: speaker.headers });
    expect(sent.json().code).toBe(0);
    expect((await arrived).messages.map((m) => m.message)).toEqual(['仅限白名单']);
    expect(leaked).toBe(0);
  }

  it('log-out', async () => {
    const user = await certified(t, MOBILES[0]);
    const control = await joined(await certified(t, MOBILES[1]));
    const socket = await joined(user);
    await expectCutOff(socket, control, () => t.app.inject({ method: 'POST', url: '/user/api/logout', headers: user.headers }));
  });

  it('a reused refresh token (the whole chain is revoked)', async () => {
    const user = await certified(t, MOBILES[2]);
    const control = await joined(await certified(t, MOBILES[1]));
    const socket = await joined(user);
    const refresh = () => t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: { refresh_token: user.refresh_token } });
    expect((await refresh()).json().code).toBe(0);
    await expectCutOff(socket, control, refresh);
  });

  it('account deletion', async () => {
    const user = await certified(t, MOBILES[3]);
    const control = await joined(await certified(t, MOBILES[1]));
    const socket = await joined(user);
    await expectCutOff(socket, control, () => t.app.inject({ method: 'DELETE', url: '/user/api/account?confirm=注销', headers: user.headers }));
  });

  it('a socket whose session was revoked before it joined is refused', async () => {
    const user = await certified(t, MOBILES[4]);
    const socket = liveSocket(t.app, user.access_token);
    sockets.push(socket);
    await t.app.inject({ method: 'POST', url: '/user/api/logout', headers: user.headers });
    expect(await join(socket, { live_id: room })).toEqual(LIVE_ACCESS.login);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl).each(testDatabases())('log-out on one API process ends the white-list socket on another (Redis adapter) on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  let limiter: TestLimiter;
  const sockets: Socket[] = [];
  const redisKey = `byh-test:live:${randomBytes(6).toString('hex')}`;

  /** Both adapters listen on the /live request channel (they subscribe asynchronously after start). */
  async function bothAdaptersListening(): Promise<void> {
    const redis = new Redis(redisUrl!);
    try {
      const channel = `${redisKey}:io-request#/live#`;
      for (let tries = 0; tries < 100; tries++) {
        const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(count) >= 2) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the adapters never subscribed');
    } finally {
      redis.disconnect();
    }
  }

  beforeAll(async () => {
    const config = { REDIS_URL: redisUrl, live: { ...testConfig().live, redisKey } };
    limiter = openTestLimiter('redis');
    t = await openTestApp(kind, { config, authTestHooks: { limiter: limiter.limiter } });
    second = await buildApp({ database: t.database, config: testConfig(config), logger: false, authTestHooks: { limiter: limiter.limiter } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    await bothAdaptersListening();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.close();
    await t?.close();
    await limiter?.dispose();
  });

  it('disconnects the socket held by the other process', async () => {
    const room = await whiteListRoom(t, ['13977770011']);
    const user = await certified(t, '13977770011');
    const onB = liveSocket(second, user.access_token);
    sockets.push(onB);
    expect(await join(onB, { live_id: room })).toEqual(LIVE_ACCESS.ok);
    const gone = nextEvent<string>(onB, 'disconnect');
    const out = await t.app.inject({ method: 'POST', url: '/user/api/logout', headers: user.headers });
    expect(out.json().code).toBe(0);
    expect(await gone).toBe('io server disconnect');
  });
});
