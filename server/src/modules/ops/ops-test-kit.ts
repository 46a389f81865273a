import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabaseKind } from '../../testing/test-database';
import { saveOperator, type OperatorRole } from './ops-operators.repository';

export const OPS_TEST_PASSWORD = 'correct-horse-battery';

export interface OpsTestApp extends TestApp {
  /** Creates an operator (if needed) and signs it in; answers the Cookie header to send. */
  signInAs(name: string, role: OperatorRole): Promise<{ cookie: string }>;
  ops(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: { cookie: string } | null, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** An app on a fresh seeded database with helpers for the console API. */
export async function openOpsApp(kind: TestDatabaseKind): Promise<OpsTestApp> {
  const t = await openTestApp(kind);
  const made = new Set<string>();
  const ops: OpsTestApp['ops'] = (method, url, cookie, payload) =>
    t.app.inject({
      method,
      url: `/ops/api${url}`,
      headers: cookie ? { cookie: cookie.cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    ...t,
    ops,
    async signInAs(name, role) {
      if (!made.has(name)) {
        await saveOperator(t.database.db, { name, password: OPS_TEST_PASSWORD, role, update: true });
        made.add(name);
      }
      const response = await ops('POST', '/session', null, { name, password: OPS_TEST_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      return { cookie: setCookie.split(';')[0] };
    },
  };
}
