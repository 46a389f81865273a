import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabaseKind } from '../../testing/test-database';
import { saveOperator, type OperatorRole } from '../ops-operators/ops-operators.service';

export const OPS_TEST_PASSWORD = 'correct-horse-battery';

export interface OpsTestApp extends TestApp {
  /** Creates an operator (if needed) and signs it in; answers the Cookie header to send. */
  signInAs(name: string, role: OperatorRole): Promise<{ cookie: string }>;
  ops(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: { cookie: string } | null, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** An app on a fresh seeded database with helpers for the console API. */
export async function openOpsApp(kind: TestDatabaseKind): Promise<OpsTestApp> {
  return withOpsHelpers(await openTestApp(kind));
}

/** Adds the console helpers to an app a test opened itself (e.g. with its own config). */
export function withOpsHelpers(t: TestApp): OpsTestApp {
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

/**
 * Publishes `document` as its layout the way an operator does: a publisher signs in, saves it as a draft
 * on the newest revision (a channel or topic not customised yet starts at 0) and publishes it.
 */
export async function publishLayoutAsOperator<T extends { id: string }>(
  t: OpsTestApp,
  document: T,
  operator = 'layout-publisher',
): Promise<{ revision: number }> {
  const publisher = await t.signInAs(operator, 'publisher');
  const current = await t.ops('GET', `/layouts/${document.id}`, publisher);
  const baseRevision = current.statusCode === 404 ? 0 : (current.json().data as { revision: number }).revision;
  const saved = await t.ops('PUT', `/layouts/${document.id}/draft`, publisher, { document, base_revision: baseRevision });
  expect(saved.statusCode, saved.body).toBe(200);
  const revision = (saved.json().data as { revision: number }).revision;
  const published = await t.ops('POST', `/layouts/${document.id}/publish`, publisher, { revision });
  expect(published.statusCode, published.body).toBe(200);
  return { revision };
}
