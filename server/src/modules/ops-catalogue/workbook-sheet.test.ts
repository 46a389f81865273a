import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetRecords } from './workbook-sheet';
import { workbookOf } from './workbook-test-kit';

/** The first sheet of `rows` saved as Excel would save it and opened again, as the import reads it. */
async function recordsOf(rows: ExcelJS.CellValue[][], change?: (sheet: ExcelJS.Worksheet) => void) {
  const saved = new ExcelJS.Workbook();
  await saved.xlsx.load(new Uint8Array(await workbookOf(rows)).buffer);
  const sheet = saved.worksheets[0];
  change?.(sheet);
  const reopened = new ExcelJS.Workbook();
  await reopened.xlsx.load(new Uint8Array(await saved.xlsx.writeBuffer()).buffer);
  return sheetRecords(reopened.worksheets[0]);
}

describe('a workbook sheet read for the import', () => {
  it('gives each cell the text a CSV of the sheet would carry', async () => {
    const records = await recordsOf([
      ['key', 'title', 'start_at', 'count', 'open', 'link', 'sum', 'bad'],
      [
        'a-1',
        { richText: [{ text: '冠心病' }, { text: '指南', font: { bold: true } }] },
        // Typed in Excel as 2031-05-01 09:00: a wall-clock time, which exceljs reads as that time in UTC.
        new Date(Date.UTC(2031, 4, 1, 9, 0, 0)),
        12,
        true,
        { text: '会议官网', hyperlink: 'https://example.org/' },
        { formula: 'SUM(1,2)', result: 3 },
        { error: '#N/A' },
      ],
    ]);
    expect(records).toEqual([
      {
        row: 2,
        record: { key: 'a-1', title: '冠心病指南', start_at: '2031-05-01T09:00:00+08:00', count: '12', open: 'true', link: '会议官网', sum: '3', bad: '#N/A' },
      },
    ]);
  });

  it('numbers records as the sheet shows them, skips empty rows, and names repeated columns as the CSV reader does', async () => {
    const records = await recordsOf(
      [[' key ', 'title', 'title', '', 'summary'], ['a-1', '一', '二', '无列名', ''], [], ['  ', ''], ['a-2', '三', '', '', '摘要']],
      (sheet) => sheet.mergeCells('B5:C5'),
    );
    expect(records).toEqual([
      { row: 2, record: { key: 'a-1', title: '一', title_1: '二', summary: '' } },
      { row: 5, record: { key: 'a-2', title: '三', title_1: '', summary: '摘要' } },
    ]);
  });
});
