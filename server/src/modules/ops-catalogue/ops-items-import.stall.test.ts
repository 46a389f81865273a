import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItemImportReport } from '../../../../contract/generated/schema-types';
import { listenOnLoopback, measureDuringAttack, HONEST_WAIT_BOUNDS } from '../../testing/loop-stall';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { workbookOf } from './workbook-test-kit';

const FIXTURE = readFileSync(new URL('../../../../tests/fixtures/articles-import-1000.csv', import.meta.url), 'utf8');

// A *.stall.test.ts file runs in the `stall` test project, alone on the machine, so its latency figures
// measure this server and not the other test files sharing the CPU.
describe.each(testDatabases())('checking a 1,000-row Excel import on %s', (kind) => {
  let t: OpsTestApp;
  let baseUrl: string;
  let editor: { cookie: string };
  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('stall-import-editor', 'editor');
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the sheet off the event loop: /healthz stays fast', async () => {
    const rows = Papa.parse<string[]>(FIXTURE.trimEnd(), { skipEmptyLines: true }).data;
    const data = (await workbookOf(rows)).toString('base64');
    const report = await measureDuringAttack(baseUrl, async () => {
      const response = await fetch(`${baseUrl}/ops/api/items/article/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: editor.cookie },
        body: JSON.stringify({ format: 'xlsx', data, dry_run: true }),
      });
      return (await response.json()) as { code: number; data: OpsItemImportReport };
    });
    expect(report.result.code).toBe(0);
    expect(report.result.data.rows).toBe(1000);
    expect(report.loopP99Ms).toBeLessThan(100);
    expect(report.healthzP99Ms).toBeLessThan(HONEST_WAIT_BOUNDS.p99Ms);
    expect(report.healthzMaxMs).toBeLessThan(HONEST_WAIT_BOUNDS.maxMs);
  });
});
