// SIGTERM to the production entry while 20 keep-alive clients keep writing: every request sent on an open
// connection is answered (the drain serves it with Connection: close), none is reset, and every
// acknowledged write is stored, exactly once. New connections are refused once the drain begins: a
// balancer (deploy/nginx/default.conf) sends those to another process, POSTs included, as nothing was sent.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { browsingRecords } from '../../server/src/db/schema/index';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { signIn, type SignedIn } from '../../server/src/testing/auth-session';
import { apiEnv, startApi, type ApiProcess } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 20;

type Outcome = { answered: true; status: number; code: number } | { answered: false; error: string };

/** The cause's code of a failed fetch: ECONNREFUSED (nothing sent) or a reset of a request on its way. */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

describe.skipIf(!serverUrl)('SIGTERM under keep-alive write load (PostgreSQL)', () => {
  const name = `boyihui_test_drain_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let api: ApiProcess;
  let writer: SignedIn;

  beforeAll(async () => {
    await createDatabase(serverUrl!, name);
    const url = databaseUrl(serverUrl!, name);
    api = await startApi(apiEnv({ DATABASE_URL: url, SHUTDOWN_TIMEOUT_MS: '10000' }));
    database = await openDatabase({ url });
    writer = await signIn(database, '13800000027');
  }, 180_000);

  afterAll(async () => {
    await api?.kill9();
    await database?.close();
    if (serverUrl) await dropDatabase(serverUrl, name);
  });

  it('answers every request sent on an open connection, resets none, and keeps every acknowledged write', async () => {
    // A page view in the browsing history: one row per acknowledged write, under a path of this test's own.
    const path = `/article-detail/drain-${randomBytes(4).toString('hex')}`;
    const record = `${api.url}/user/api/browsing/record`;
    const visit = JSON.stringify({ path, title: '排空测试' });
    const outcomes: Outcome[] = [];
    let exited = false;
    void api.exited.then(() => (exited = true));

    const client = async () => {
      while (!exited) {
        try {
          const response = await fetch(record, {
            method: 'POST',
            headers: { ...writer.headers, 'content-type': 'application/json' },
            body: visit,
            signal: AbortSignal.timeout(15_000),
          });
          const body = (await response.json()) as { code: number };
          outcomes.push({ answered: true, status: response.status, code: body.code });
        } catch (error) {
          outcomes.push({ answered: false, error: failureOf(error) });
          // Refused: this process takes no new connections (a balancer would go to another one).
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    // Load first, so every client holds an open keep-alive connection when the signal arrives.
    await expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThan(CLIENTS * 5);
    api.child.kill('SIGTERM');
    const { code } = await api.exited;
    await Promise.all(clients);

    expect(code, 'the drain ends with exit 0').toBe(0);
    const failures = outcomes.filter((o): o is Extract<Outcome, { answered: false }> => !o.answered).map((o) => o.error);
    expect(
      failures.filter((error) => error !== 'ECONNREFUSED'),
      'requests reset on an open connection',
    ).toEqual([]);
    const answered = outcomes.filter((o): o is Extract<Outcome, { answered: true }> => o.answered);
    expect(
      answered.filter((o) => o.status !== 200 || o.code !== 0),
      'answers other than success',
    ).toEqual([]);
    const [stored] = await database.db
      .select({ n: count() })
      .from(browsingRecords)
      .where(and(eq(browsingRecords.userId, writer.userId), eq(browsingRecords.path, path)));
    expect(stored.n, 'stored writes = acknowledged writes').toBe(answered.length);
  }, 120_000);
});
