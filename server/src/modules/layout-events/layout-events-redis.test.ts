import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutRevisionFromEtag } from '../../../../contract/layout/layout-etag';
import type { LayoutChanged, LayoutEventsHello } from '../../../../contract/layout/layout-events';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { RedisCacheBus } from '../../providers/cache-bus';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { testRedisUrl } from '../../testing/test-limiters';
import { saveOperator } from '../ops-operators/ops-operators.service';
import { OPS_TEST_PASSWORD } from '../ops/ops-test-kit';
import { openEventStream, type EventStreamReader } from './layout-events-test-kit';

const redisUrl = testRedisUrl();
const LAYOUT = 'channel-home';

/**
 * Two API processes (two apps, one database, one Redis): a phone connected to B hears of a publish, a
 * rollback and a hidden section made through A, and when it hears of it, B already serves that revision.
 */
describe.skipIf(!redisUrl).each(testDatabases())('layout events across two processes sharing Redis on %s', (kind) => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cookie: string;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A channel prefix of our own: other test files on the same Redis never reach these apps.
    const prefix = `byh-test:layout-events:${randomBytes(4).toString('hex')}:`;
    a = await buildApp({ database, config: testConfig(), logger: false, cacheBus: RedisCacheBus.fromUrl(redisUrl!, { prefix }) });
    b = await buildApp({ database, config: testConfig(), logger: false, cacheBus: RedisCacheBus.fromUrl(redisUrl!, { prefix }) });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    await saveOperator(database.db, { name: 'events-redis-publisher', password: OPS_TEST_PASSWORD, role: 'publisher' });
    const login = await a.inject({ method: 'POST', url: '/ops/api/session', payload: { name: 'events-redis-publisher', password: OPS_TEST_PASSWORD } });
    cookie = String(login.headers['set-cookie']).split(';')[0];
    // The subscriber connections' SUBSCRIBE is asynchronous: wait until a message gets across.
    const probe = await openEventStream(b);
    await probe.next('hello');
    for (let tries = 0; probe.pending('layouts').length === 0; tries += 1) {
      if (tries === 50) throw new Error('no message got across Redis in 10 s');
      await a.cacheBus.publish('layouts');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    probe.close();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const app of [a, b]) {
      await app?.close();
      await app?.cacheBus.close();
    }
    await database?.close();
  });

  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => a.inject({ method, url: `/ops/api${url}`, headers: { cookie }, payload });
  const servedRevisionAt = async (app: FastifyInstance) => layoutRevisionFromEtag(String((await app.inject(`/layout/api/layouts/${LAYOUT}`)).headers.etag));

  it('reaches phones on both processes on publish, rollback and a hidden section; the other process already serves it', async () => {
    const before = await servedRevisionAt(b);
    const onB = await openEventStream(b, `?have=${LAYOUT}:${before}`);
    const onA = await openEventStream(a);
    streams.push(onB, onA);
    expect((await onB.next<LayoutEventsHello>('hello')).revisions).toEqual({ [LAYOUT]: before });
    await onA.next('hello');

    const current = (await ops('GET', `/layouts/${LAYOUT}`)).json().data as { document: object; revision: number };
    const saved = await ops('PUT', `/layouts/${LAYOUT}/draft`, { document: { ...current.document, title: '两个进程' }, base_revision: current.revision });
    const published = await ops('POST', `/layouts/${LAYOUT}/publish`, { revision: saved.json().data.revision });
    expect(published.statusCode, published.body).toBe(200);
    const onPublish = await onB.next<LayoutChanged>('layout');
    expect(onPublish).toEqual({ id: LAYOUT, revision: published.json().data.published_revision });
    // B dropped its cached layout before telling its phones.
    expect(await servedRevisionAt(b)).toBe(onPublish.revision);
    expect(await onA.next('layout')).toEqual(onPublish);

    const rolledBack = await ops('POST', `/layouts/${LAYOUT}/rollback`, { revision: before });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    const onRollback = await onB.next<LayoutChanged>('layout');
    expect(onRollback).toEqual({ id: LAYOUT, revision: rolledBack.json().data.published_revision });
    expect(await servedRevisionAt(b)).toBe(onRollback.revision);

    const hidden = await ops('POST', `/layouts/${LAYOUT}/nodes/section-live/visibility`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const onHide = await onB.next<LayoutChanged>('layout');
    expect(onHide.revision).toBe(hidden.json().data.published_revision);
    // B serves the revision without the hidden section (not sent at all).
    const served = (await b.inject(`/layout/api/layouts/${LAYOUT}`)).json().data as { body: Array<{ id: string }> };
    expect(served.body.find((node) => node.id === 'section-live')).toBeUndefined();

    // A phone that was away catches up when it connects again: B answers with the revision now served.
    const back = await openEventStream(b, `?have=${LAYOUT}:${before}`);
    streams.push(back);
    expect((await back.next<LayoutEventsHello>('hello')).revisions).toEqual({ [LAYOUT]: onHide.revision });
  });
});
