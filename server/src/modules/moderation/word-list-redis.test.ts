import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { RedisCacheBus, type CacheBus } from '../../providers/cache-bus';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { testConfig } from '../../testing/test-app';
import { testRedisUrl } from '../../testing/test-limiters';
import type { Database } from '../../db/database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

const redisUrl = testRedisUrl();

/** Two API processes on one database, their cache buses on one Redis: a word listed through A applies to B's next post. */
describe.skipIf(!redisUrl).each(testDatabases())('the word list across two app instances sharing Redis on %s', (kind) => {
  let database: Database;
  let a: OpsTestApp;
  let b: FastifyInstance;
  const buses: CacheBus[] = [];
  let doctor: SignedIn;
  let clock = Date.now();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A prefix of our own: other tests on the same Redis never hear our messages.
    const prefix = `byh-test:words:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) buses.push(RedisCacheBus.fromUrl(redisUrl!, { prefix }));
    const build = (bus: CacheBus) => buildApp({ database, config: testConfig(), logger: false, cacheBus: bus, authTestHooks: { now: () => clock } });
    const first = await build(buses[0]);
    a = withOpsHelpers({ app: first, database, close: async () => first.close() });
    b = await build(buses[1]);
    await vi.waitFor(() => expect(buses.every((bus) => bus.listening)).toBe(true), { timeout: 5000 });
    doctor = await signIn(database, '13800000001', clock);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  const postOnB = (content: string) => {
    clock += 10_000;
    return b.inject({ method: 'POST', url: '/course/api/comments', payload: { content_id: 1, comment_type: 2, content }, headers: doctor.headers });
  };

  it('B builds its matcher once, then rebuilds it when A changes the list', async () => {
    // B's matcher is built (empty list) before the word exists.
    expect((await postOnB('第一条：跨进程词')).json().code).toBe(0);
    const publisher = await a.signInAs('words-publisher', 'publisher');
    const added = await a.ops('POST', '/moderation/words', publisher, { word: '跨进程词', action: 'refuse' });
    expect(added.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await postOnB('第二条：跨 进 程 词')).json().message).toBe('内容含有敏感词「跨进程词」，请修改后再发送'), {
      timeout: 5000,
    });
    await a.ops('POST', '/moderation/words/delete', publisher, { id: added.json().data.id });
    await vi.waitFor(async () => expect((await postOnB('第三条：跨进程词')).json().code).toBe(0), { timeout: 5000 });
  });
});
