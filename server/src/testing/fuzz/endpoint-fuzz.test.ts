import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../plugins/catalogue';
import type { Db } from '../../db/database';
import { FAILED_PROFILE_FOOTPRINT } from '../../modules/profile/profile.repository';
import { signIn } from '../auth-session';
import { openTestApp, type TestApp } from '../test-app';
import { testDatabases } from '../test-database';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { prng } from './fuzz-values';

/**
 * Schema-driven fuzzing of every endpoint in the catalogue (whatever it lists when the test runs):
 * malformed args of every kind, anonymous and signed in. The server must never answer 5xx, and the
 * requests its validation refuses must store nothing (every table's row count is unchanged).
 * FUZZ_SEED picks another deterministic run; FUZZ_CASES the odd-value cases per endpoint and viewer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const ODD_CASES = Number(process.env.FUZZ_CASES ?? 10);

/** Rows of a raw query (the drivers' result shapes differ in type, not in `rows`). */
async function query<T>(db: Db, statement: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    db,
    sql.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    // A refused profile save records a "failed submit" footprint (type 18) on purpose.
    const where = name === 'footprints' ? ` where type <> ${FAILED_PROFILE_FOOTPRINT.type}` : '';
    const [row] = await query<{ n: number | string }>(db, sql.raw(`select count(*) as n from "${name}"${where}`));
    counts[name] = Number(row.n);
  }
  return counts;
}

interface Failure {
  endpoint: string;
  label: string;
  request: string;
  status: number;
  body: string;
}

async function send(t: TestApp, c: FuzzCase): Promise<{ status: number; body: string; code?: number } | null> {
  try {
    const response = await t.app.inject({ method: c.method, url: c.url, headers: c.headers, payload: c.payload });
    let code: number | undefined;
    try {
      code = (JSON.parse(response.body) as { code?: number }).code;
    } catch {
      code = undefined;
    }
    return { status: response.statusCode, body: response.body.slice(0, 300), code };
  } catch (error) {
    // light-my-request refuses some header values itself: the request never reached the server.
    if (/Invalid character|ERR_INVALID_CHAR|header/i.test(String(error))) return null;
    throw error;
  }
}

describe.each(testDatabases())('endpoint fuzzing on %s', (kind) => {
  let t: TestApp;
  let viewers: { name: string; headers: Record<string, string> }[];
  const catalogue = loadCatalogue();
  const cases: FuzzCase[] = [];

  beforeAll(async () => {
    t = await openTestApp(kind);
    // A certified seeded doctor (so writes get past "profile incomplete") and a fresh, uncertified user.
    const certified = await signIn(t.database, '13800000023');
    const fresh = await signIn(t.database, '13870000001');
    viewers = [
      { name: 'anonymous', headers: {} },
      { name: 'certified', headers: certified.headers },
      { name: 'fresh', headers: fresh.headers },
    ];
    const random = prng(SEED);
    for (const [name, entry] of Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b))) {
      for (const viewer of viewers) {
        // The fresh user adds little beyond the certified one: fewer random cases.
        const count = viewer.name === 'fresh' ? Math.ceil(ODD_CASES / 3) : ODD_CASES;
        for (const c of casesFor(name, entry, random, count, viewer.headers)) cases.push({ ...c, label: `${viewer.name}: ${c.label}` });
      }
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends thousands of cases covering every catalogue endpoint', () => {
    expect(cases.length).toBeGreaterThan(3000);
    console.info(
      `fuzz: ${cases.length} cases (${cases.filter((c) => !c.mayBeValid).length} invalid) over ${Object.keys(catalogue).length} endpoints, seed ${SEED}`,
    );
    expect(new Set(cases.map((c) => c.endpoint)).size).toBe(Object.keys(catalogue).length);
  });

  it('refused (invalid) requests: never a 5xx, never a stored row', async () => {
    const before = await rowCounts(t.database.db);
    const failures: Failure[] = [];
    const accepted: string[] = [];
    for (const c of cases.filter((x) => !x.mayBeValid)) {
      // FUZZ_TRACE=<table>: name the case that changed that table (slow; for hunting a stored row).
      const trace = async () =>
        process.env.FUZZ_TRACE ? Number((await query<{ n: string }>(t.database.db, sql.raw(`select count(*) as n from "${process.env.FUZZ_TRACE}"`)))[0].n) : 0;
      const traced = await trace();
      const answer = await send(t, c);
      if ((await trace()) !== traced)
        console.log('TRACE', c.endpoint, c.label, c.method, c.url.slice(0, 200), c.payload?.slice(0, 200), answer?.status, answer?.body);
      if (!answer) continue;
      if (answer.status >= 500)
        failures.push({
          endpoint: c.endpoint,
          label: c.label,
          request: `${c.method} ${c.url.slice(0, 200)} ${c.payload?.slice(0, 120) ?? ''}`,
          status: answer.status,
          body: answer.body,
        });
      else if (answer.status < 300 && answer.code === 0) accepted.push(`${c.endpoint} (${c.label}) ${c.url.slice(0, 120)}`);
    }
    if (process.env.FUZZ_REPORT) (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
    expect(failures).toEqual([]);
    const after = await rowCounts(t.database.db);
    const changed = Object.keys(after)
      .filter((table) => after[table] !== before[table])
      .map((table) => `${table}: ${before[table]} → ${after[table]}`);
    expect(changed, `invalid writes accepted: ${accepted.join('\n')}`).toEqual([]);
  }, 600_000);

  it('plausible and half-valid requests: never a 5xx', async () => {
    const failures: Failure[] = [];
    for (const c of cases.filter((x) => x.mayBeValid)) {
      const answer = await send(t, c);
      if (answer && answer.status >= 500)
        failures.push({
          endpoint: c.endpoint,
          label: c.label,
          request: `${c.method} ${c.url.slice(0, 200)} ${c.payload?.slice(0, 120) ?? ''}`,
          status: answer.status,
          body: answer.body,
        });
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
