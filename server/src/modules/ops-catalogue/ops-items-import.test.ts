import { readFileSync } from 'node:fs';
import type { CellValue } from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItemImportReport, OpsItemPage } from '../../../../contract/generated/schema-types';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { workbookOf, WORKBOOK_SHELL, zipOf } from './workbook-test-kit';
import { IMPORT_WORKBOOK_MAX_BYTES } from '../../../../contract/forms/import-workbook';
import { articles } from '../../db/schema/index';
import { deflateRawSync } from 'node:zlib';

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

/**
 * The same catalogue as an Excel sheet, as a team keeping it in a spreadsheet would send it: its own keys and
 * titles (表格第… rather than 旧站第…), and a few cells Excel stores as more than text — a title in rich
 * text, a summary that is a formula, an author typed as a number. The broken rows are the CSV's, one row
 * lower in the sheet (its header is row 1).
 */
function sheetRows(csv: string): string[][] {
  return Papa.parse<string[]>(csv.trimEnd(), { skipEmptyLines: true }).data.map((cells, index) =>
    index === 0 ? cells : [cells[0] ? cells[0].replace('oldcms-', 'sheet-') : '', cells[1].replace('旧站第', '表格第'), ...cells.slice(2)],
  );
}
const SHEET_BROKEN_ROWS = BROKEN_ROWS.map((row) => row + 1);

async function workbookFrom(rows: string[][]): Promise<string> {
  const cells = rows.map((row): CellValue[] => {
    if (row[0] === 'sheet-00002')
      return [row[0], { richText: [{ text: '非小细胞肺癌：' }, { text: '年度进展（表格第0002篇）', font: { bold: true } }] }, ...row.slice(2)];
    if (row[0] === 'sheet-00003') return [row[0], row[1], { formula: 'CONCAT("由公式","生成的摘要")', result: '由公式生成的摘要' }, 2024, ...row.slice(4)];
    return row;
  });
  return (await workbookOf(cells)).toString('base64');
}

describe.each(testDatabases())('importing an old catalogue on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  const importCsv = async (data: string, dryRun: boolean) => {
    const response = await t.ops('POST', '/items/article/import', editor, { format: 'csv', data, dry_run: dryRun });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return response.json().data as OpsItemImportReport;
  };
  const imported = async (marker = '旧站第') =>
    ((await t.ops('GET', `/items/article?q=${encodeURIComponent(marker)}&page_size=1`, editor)).json().data as OpsItemPage).total;
  const importWorkbook = (data: string, dryRun: boolean) => t.ops('POST', '/items/article/import', editor, { format: 'xlsx', data, dry_run: dryRun });
  const reportOf = (response: { statusCode: number; body: string; json(): { data: unknown } }) => {
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return response.json().data as OpsItemImportReport;
  };

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

  it('takes the catalogue as an Excel sheet: every broken row by the number the sheet shows, then imports it once', async () => {
    const rows = sheetRows(FIXTURE);
    const dry = reportOf(await importWorkbook(await workbookFrom(rows), true));
    expect(dry.rows).toBe(1000);
    expect(dry.problems.map((problem) => problem.row)).toEqual(SHEET_BROKEN_ROWS);
    expect(dry.problems.map((problem) => problem.field)).toEqual(['title', 'key', 'medical_column', 'title', 'key']);
    expect(dry.problems[1].message).toBe('key 与第 250 行重复');
    expect(dry.created).toBe(995);
    expect(await imported('表格第')).toBe(0);

    const fixed = await workbookFrom(rows.filter((_, index) => !BROKEN_ROWS.includes(index)));
    expect(reportOf(await importWorkbook(fixed, false))).toMatchObject({ rows: 995, created: 995, updated: 0, unchanged: 0, problems: [] });
    expect(await imported('表格第')).toBe(995);
    expect(reportOf(await importWorkbook(fixed, false))).toMatchObject({ rows: 995, created: 0, updated: 0, unchanged: 995 });
    expect(await imported('表格第')).toBe(995);

    // Rich text, a formula's result and a number arrive as the text a CSV would have carried.
    const page = async (q: string) => ((await t.ops('GET', `/items/article?q=${encodeURIComponent(q)}`, editor)).json().data as OpsItemPage).list;
    expect((await page('表格第0002篇')).map((item) => item.title)).toEqual(['非小细胞肺癌：年度进展（表格第0002篇）']);
    const third = (await page('表格第0003篇'))[0];
    const fields = (await t.ops('GET', `/items/article/${third.id}`, editor)).json().data.fields as { summary: string; author: string };
    expect(fields).toMatchObject({ summary: '由公式生成的摘要', author: '2024' });
  }, 120_000);

  it('refuses a zip bomb, a lying zip, a file that is no workbook and one too large, writing nothing', async () => {
    const before = await t.database.db.$count(articles);
    // 60 MB of spaces deflate to some 60 KB: declared honestly, past the bound before anything is inflated…
    const spaces = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const deflated = new Map([['xl/worksheets/sheet1.xml', deflateRawSync(spaces)]]);
    const bomb = zipOf([...WORKBOOK_SHELL, { name: 'xl/worksheets/sheet1.xml', data: spaces }], deflated);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expectRefusal(await importWorkbook(bomb.toString('base64'), true), 422, /Excel 文件解压后超过 50 MB/);
    // …and declaring 4 KB: stopped as soon as it inflates past them.
    const liar = zipOf([...WORKBOOK_SHELL, { name: 'xl/worksheets/sheet1.xml', data: spaces, declaredSize: 4096 }], deflated);
    expectRefusal(await importWorkbook(liar.toString('base64'), false), 422, /Excel 文件解压后超过 50 MB/);

    const notWorkbook = /文件不是有效的 Excel 工作簿（\.xlsx）/;
    // A CSV renamed .xlsx, a Word document (a zip too), and bytes that are not base64.
    expectRefusal(await importWorkbook(Buffer.from(FIXTURE.slice(0, 2000)).toString('base64'), false), 415, notWorkbook);
    const documentZip = zipOf([WORKBOOK_SHELL[0], { name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expectRefusal(await importWorkbook(documentZip.toString('base64'), false), 415, notWorkbook);
    expectRefusal(await importWorkbook('这不是 base64', false), 415, notWorkbook);
    // A real workbook behind other bytes: zip readers disagree on where its parts are, so none is trusted.
    const prefixed = Buffer.concat([
      Buffer.from('MZ'.padEnd(512, '\0')),
      await workbookOf([
        ['key', 'title'],
        ['a', 'b'],
      ]),
    ]);
    expectRefusal(await importWorkbook(prefixed.toString('base64'), false), 415, notWorkbook);
    // The parts' names are there but not their XML: exceljs cannot read it. With the XML and no sheet, nothing to read.
    const brokenXml = zipOf([WORKBOOK_SHELL[0], { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets>') }]);
    expectRefusal(await importWorkbook(brokenXml.toString('base64'), false), 415, notWorkbook);
    expectRefusal(await importWorkbook(zipOf(WORKBOOK_SHELL).toString('base64'), false), 422, 'Excel 文件中没有工作表');

    const tooLarge = Buffer.alloc(IMPORT_WORKBOOK_MAX_BYTES + 1).toString('base64');
    expectRefusal(await importWorkbook(tooLarge, false), 413, 'Excel 文件不能超过 5 MB，请分批导入');
    expect(await t.database.db.$count(articles)).toBe(before);
  });

  it('takes an import body of megabytes, and reads it only for a signed-in operator', async () => {
    // Three times the server's 1 MB default: read, and answered row by row (here: too many rows).
    const csv = `key,title\n${Array.from({ length: 6000 }, (_, i) => `big-${i},${'长'.repeat(200)}`).join('\n')}`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(3 * 1024 * 1024);
    const report = reportOf(await t.ops('POST', '/items/article/import', editor, { format: 'csv', data: csv, dry_run: true }));
    expect(report.problems).toEqual([{ row: 0, message: '一次最多导入 5000 行，请分批导入' }]);
    // Without a session the body is never parsed: not even broken JSON gets past the missing sign-in.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/ops/api/items/article/import',
      headers: { 'content-type': 'application/json' },
      payload: `{"format":"csv","data":"${'x'.repeat(3 * 1024 * 1024)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
