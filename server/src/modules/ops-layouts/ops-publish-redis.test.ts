import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-app';
import type { Database } from '../../db/database';
import { TEST_REDIS_URL, openTwoProcesses, type TwoProcesses } from '../../testing/two-processes';
import { saveOperator } from '../ops-operators/ops-operators.service';
import { OPS_TEST_PASSWORD } from '../ops/ops-test-kit';

const URL = '/layout/api/layouts/channel-home.2?fallback=channel-home';

/**
 * Two API processes (two apps, one database, one Redis): a publish in one must reach the other's
 * layout cache at once, not after its TTL.
 */
describe.skipIf(!TEST_REDIS_URL)('publishing through the operator API across processes (Redis pub/sub)', () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let processes: TwoProcesses;
  beforeAll(async () => {
    processes = await openTwoProcesses('ops', testConfig());
    ({ database, a, b } = processes);
    await saveOperator(database.db, { name: 'redis-publisher', password: OPS_TEST_PASSWORD, role: 'publisher' });
  });
  afterAll(async () => {
    await processes?.close();
  });

  it('the other process serves the new revision on its next request', async () => {
    const before = await b.inject(URL);
    expect(before.statusCode).toBe(200);
    const login = await a.inject({ method: 'POST', url: '/ops/api/session', payload: { name: 'redis-publisher', password: OPS_TEST_PASSWORD } });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const layout = (await a.inject({ url: '/ops/api/layouts/channel-home.2', headers: { cookie } })).json().data;
    const document = { ...layout.document, title: '跨进程发布' };
    const saved = await a.inject({
      method: 'PUT',
      url: '/ops/api/layouts/channel-home.2/draft',
      headers: { cookie },
      payload: { document, base_revision: layout.revision },
    });
    const published = await a.inject({
      method: 'POST',
      url: '/ops/api/layouts/channel-home.2/publish',
      headers: { cookie },
      payload: { revision: saved.json().data.revision },
    });
    expect(published.statusCode, published.body).toBe(200);
    // Pub/sub delivery is asynchronous: allow it well under the cache's 5 s TTL.
    let after = await b.inject(URL);
    for (let i = 0; i < 20 && after.headers.etag === before.headers.etag; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await b.inject(URL);
    }
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.title).toBe('跨进程发布');
  });
});
