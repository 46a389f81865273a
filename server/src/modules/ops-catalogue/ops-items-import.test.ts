import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItemImportReport, OpsItemPage } from '../../../../contract/generated/schema-types';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

// A team moving in from its old CMS: 1,000 articles exported as CSV (tests/fixtures/articles-import-1000.csv),
// five of them broken on purpose — row 100 has no title, row 250 repeats row 249's key, row 500 names a
// column that does not exist, row 750's title is too long, row 1000 has no key.
const FIXTURE = readFileSync(new URL('../../../../tests/fixtures/articles-import-1000.csv', import.meta.url), 'utf8');
const BROKEN_ROWS = [100, 250, 500, 750, 1000];

/** The file without its broken rows (header kept; data row n is line n + 1). */
function withoutBrokenRows(csv: string): string {
  const lines = csv.trimEnd().split('\n');
  return lines.filter((_, index) => !BROKEN_ROWS.includes(index)).join('\n');
}

describe.each(testDatabases())('importing an old catalogue on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  const importCsv = async (data: string, dryRun: boolean) => {
    const response = await t.ops('POST', '/items/article/import', editor, { format: 'csv', data, dry_run: dryRun });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return response.json().data as OpsItemImportReport;
  };
  const imported = async () => ((await t.ops('GET', `/items/article?q=${encodeURIComponent('旧站第')}&page_size=1`, editor)).json().data as OpsItemPage).total;

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('import-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a dry run names every broken row and writes nothing; so does a real run while any row is broken', async () => {
    const dry = await importCsv(FIXTURE, true);
    expect(dry.rows).toBe(1000);
    expect(dry.problems.map((problem) => problem.row)).toEqual(BROKEN_ROWS);
    expect(dry.problems.map((problem) => problem.field)).toEqual(['title', 'key', 'medical_column', 'title', 'key']);
    expect(dry.problems[2].message).toBe('医学专栏「已停刊的专栏」不存在或未发布');
    expect(dry.created).toBe(995);
    const refused = await importCsv(FIXTURE, false);
    expect(refused.problems).toHaveLength(5);
    expect(await imported()).toBe(0);
  });

  it('imports the fixed file as drafts, and a second run changes nothing', async () => {
    const csv = withoutBrokenRows(FIXTURE);
    const first = await importCsv(csv, false);
    expect(first).toMatchObject({ rows: 995, created: 995, updated: 0, unchanged: 0, problems: [] });
    expect(await imported()).toBe(995);
    const again = await importCsv(csv, false);
    expect(again).toMatchObject({ rows: 995, created: 0, updated: 0, unchanged: 995 });
    expect(await imported()).toBe(995);
    // Drafts: nothing reached doctors.
    const search = await t.app.inject(`/course/api/search/results?keyword=${encodeURIComponent('旧站第')}`);
    expect((search.json().data.list as unknown[]).length).toBe(0);
  }, 120_000);
});
