import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { TEST_REDIS_URL, openTwoProcesses, type TwoProcesses } from '../../testing/two-processes';
import { signIn } from '../../testing/auth-session';
import { testConfig } from '../../testing/test-app';
import { saveOperator } from '../ops-operators/ops-operators.service';
import { OPS_TEST_PASSWORD } from '../ops/ops-test-kit';

const LAYOUT = '/layout/api/layouts/home-new';

/**
 * Two API processes (one database, one Redis): an audience changed in one applies in the other at once,
 * not after its 5 s cache of the definitions.
 */
describe.skipIf(!TEST_REDIS_URL)('audience changes across processes (Redis pub/sub)', () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let processes: TwoProcesses;
  let cookie: string;
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => a.inject({ method, url: `/ops/api${url}`, headers: { cookie }, payload });

  beforeAll(async () => {
    processes = await openTwoProcesses('aud', testConfig());
    ({ database, a, b } = processes);
    await saveOperator(database.db, { name: 'aud-redis', password: OPS_TEST_PASSWORD, role: 'publisher' });
    const login = await a.inject({ method: 'POST', url: '/ops/api/session', payload: { name: 'aud-redis', password: OPS_TEST_PASSWORD } });
    cookie = String(login.headers['set-cookie']).split(';')[0];
  });
  afterAll(async () => {
    await processes?.close();
  });

  it('the other process applies a changed rule on its next requests', async () => {
    const created = await ops('POST', '/audiences', { key: 'students', name: '医学生', rule: { all: [{ fact: 'identity', in: [8] }] } });
    expect(created.statusCode, created.body).toBe(200);
    const layout = (await ops('GET', '/layouts/home-new')).json().data as { document: LayoutDocument; revision: number };
    const document = structuredClone(layout.document);
    document.body.find((node) => node.id === 'banners')!.audiences = ['students'];
    const saved = await ops('PUT', '/layouts/home-new/draft', { document, base_revision: layout.revision });
    expect((await ops('POST', '/layouts/home-new/publish', { revision: saved.json().data.revision })).statusCode).toBe(200);

    const student = await signIn(database, '13900000201');
    await database.db.update(users).set({ identityId: 8 }).where(eq(users.id, student.userId));
    const studentSees = async () =>
      ((await b.inject({ url: LAYOUT, headers: student.headers })).json().data as LayoutDocument).body.some((n) => n.id === 'banners');
    await expect.poll(studentSees, { timeout: 2_000, interval: 50 }).toBe(true);

    const changed = await ops('PUT', `/audiences/${created.json().data.id}`, {
      key: 'students',
      name: '医学生',
      rule: { all: [{ fact: 'identity', in: [3] }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Well under the definitions' 5 s cache: the message, not the TTL, made process B drop them.
    await expect.poll(studentSees, { timeout: 2_000, interval: 50 }).toBe(false);
  });
});
