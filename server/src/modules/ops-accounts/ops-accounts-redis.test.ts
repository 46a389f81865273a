import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { TEST_REDIS_URL, openTwoProcesses, type TwoProcesses } from '../../testing/two-processes';
import { saveOperator } from '../ops-operators/ops-operators.service';
import { OPS_TEST_PASSWORD } from '../ops/ops-test-kit';

/**
 * Offboarding across API processes (docs/security.md): an admin on one process disables an operator, or
 * changes their role or password, and the operator's session already open on the other process is refused
 * on its very next request. Sessions are rows every process reads per request, so nothing waits on a cache.
 */
describe.skipIf(!TEST_REDIS_URL).each(testDatabases())('ending an operator’s sessions across processes on %s', (kind) => {
  let processes: TwoProcesses;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    processes = await openTwoProcesses('ops-accounts', testConfig(), kind);
    ({ a, b } = processes);
    for (const [name, role] of [
      ['x-admin', 'admin'],
      ['x-leaver', 'editor'],
      ['x-mover', 'publisher'],
    ] as const) {
      await saveOperator(processes.database.db, { name, password: OPS_TEST_PASSWORD, role });
    }
  });
  afterAll(async () => {
    await processes?.close();
  });

  const signIn = async (app: FastifyInstance, name: string) => {
    const response = await app.inject({ method: 'POST', url: '/ops/api/session', payload: { name, password: OPS_TEST_PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return String(response.headers['set-cookie']).split(';')[0];
  };
  const me = (app: FastifyInstance, cookie: string) => app.inject({ url: '/ops/api/me', headers: { cookie } });
  const idOf = async (admin: string, name: string) => {
    const list = (await a.inject({ url: '/ops/api/operators', headers: { cookie: admin } })).json().data.list as { id: number; name: string }[];
    return list.find((operator) => operator.name === name)?.id;
  };

  it('a disabled operator’s open session is refused on the other process at once', async () => {
    const admin = await signIn(a, 'x-admin');
    const leaver = await signIn(b, 'x-leaver');
    expect((await me(b, leaver)).statusCode).toBe(200);
    const disabled = await a.inject({
      method: 'PATCH',
      url: `/ops/api/operators/${await idOf(admin, 'x-leaver')}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expectRefusal(await me(b, leaver), 401, '请先登录运营后台');
    expectRefusal(
      await b.inject({ method: 'PUT', url: '/ops/api/layouts/channel-more/draft', headers: { cookie: leaver }, payload: { document: {}, base_revision: 1 } }),
      401,
    );
  });

  it('a role change made on one process ends the session on the other', async () => {
    const admin = await signIn(a, 'x-admin');
    const mover = await signIn(b, 'x-mover');
    const changed = await a.inject({
      method: 'PATCH',
      url: `/ops/api/operators/${await idOf(admin, 'x-mover')}`,
      headers: { cookie: admin },
      payload: { role: 'editor' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectRefusal(await me(b, mover), 401);
    expect((await me(b, await signIn(b, 'x-mover'))).json().data).toMatchObject({ role: 'editor' });
  });
});
