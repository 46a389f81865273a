import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChatMessage } from '../../../../contract/generated/schema-types';
import { buildApp } from '../../app';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { openTestLimiter, testRedisUrl, type TestLimiter } from '../../testing/test-limiters';
import { LIVE_ACCESS } from '../lives/live-access';
import { signStreamCallback } from '../lives/stream-callback';
import { join, liveSocket, nextEvent } from './chat-test-helpers';

const redisUrl = testRedisUrl();

/**
 * Two API servers (each with its own socket.io server) on one database, sharing rooms through the
 * Redis adapter: what is posted to one reaches clients of the other.
 */
describe.skipIf(!redisUrl).each(testDatabases())('live chat across two servers sharing Redis on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  let limiter: TestLimiter;
  let viewer: SignedIn;
  let manager: SignedIn;
  const sockets: Socket[] = [];
  const live = 578;

  beforeAll(async () => {
    // A key prefix of our own: other runs and helpers on the same Redis never see our rooms.
    const config = { REDIS_URL: redisUrl, live: { ...testConfig().live, redisKey: `byh-test:live:${randomBytes(6).toString('hex')}` } };
    limiter = openTestLimiter('redis');
    t = await openTestApp(kind, { config, authTestHooks: { limiter: limiter.limiter } });
    second = await buildApp({ database: t.database, config: testConfig(config), logger: false, authTestHooks: { limiter: limiter.limiter } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    viewer = await signIn(t.database, '13800000003');
    manager = await signIn(t.database, '13800000005');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.close();
    await t?.close();
    await limiter?.dispose();
  });

  it("delivers a message posted to server A to a client of server B, and B's posts to A's clients", async () => {
    const onB = liveSocket(second, viewer.access_token);
    const onA = liveSocket(t.app, viewer.access_token);
    sockets.push(onB, onA);
    expect(await join(onB, { live_id: live })).toEqual(LIVE_ACCESS.ok);
    expect(await join(onA, { live_id: live })).toEqual(LIVE_ACCESS.ok);
    // The adapter's subscription is asynchronous; give the join a moment to reach Redis.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const atB = nextEvent<LiveChatMessage[]>(onB, 'messages');
    const atA = nextEvent<LiveChatMessage[]>(onA, 'messages');
    const sent = await t.app.inject({ method: 'POST', url: '/live/api/chat', payload: { live_id: live, message: '来自A服务器' }, headers: manager.headers });
    expect(sent.json().code).toBe(0);
    expect((await atB).map((m) => m.message)).toEqual(['来自A服务器']);
    expect((await atA).map((m) => m.message)).toEqual(['来自A服务器']);

    const backAtA = nextEvent<LiveChatMessage[]>(onA, 'messages');
    const fromB = await second.inject({ method: 'POST', url: '/live/api/chat', payload: { live_id: live, message: '来自B服务器' }, headers: viewer.headers });
    expect(fromB.json().code).toBe(0);
    expect((await backAtA).map((m) => m.id)).toEqual([fromB.json().data.id]);

    const deleted = nextEvent<{ ids: number[] }>(onB, 'deleted');
    await t.app.inject({ method: 'DELETE', url: `/live/api/chat/${sent.json().data.id}`, headers: manager.headers });
    expect(await deleted).toEqual({ ids: [sent.json().data.id] });

    const status = nextEvent<{ live_status: number }>(onB, 'status');
    const body = { live_id: live, open_status: 2, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() };
    await t.app.inject({
      method: 'POST',
      url: '/live/api/stream/callback',
      payload: body,
      headers: { 'x-live-signature': signStreamCallback(body, testConfig().live.callbackSecret) },
    });
    expect(await status).toMatchObject({ open_status: 2, live_status: 1 });
  });
});
