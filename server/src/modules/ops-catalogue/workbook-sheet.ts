import type { CellValue, Worksheet } from 'exceljs';
import type { NumberedRecord } from './import-rows';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Excel keeps a date as a wall-clock time with no zone, and exceljs hands it over as that time in UTC. The
 * operator typed Beijing time, so the text names it so, to the second (a serial number's float can land a
 * millisecond off): 2031-05-01T09:00:00+08:00, what a date-time field takes.
 */
function wallClockText(date: Date): string {
  const d = new Date(Math.round(date.getTime() / 1000) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+08:00`;
}

/**
 * A cell as the text a CSV of the sheet would carry: rich text and links by their text, a formula by its
 * last result, an error by its code, a date as a date-time, a number as written.
 */
export function cellText(value: CellValue | unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : wallClockText(value);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text?: unknown }) => cellText(run.text)).join('');
  // A link's text may itself be rich text.
  if ('hyperlink' in value && 'text' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result) : '';
  if ('error' in value) return cellText(value.error);
  return '';
}

/** Column names as CSV headers are read: trimmed; a repeated name gets _1, _2… as the CSV reader names it. */
function headerNames(texts: string[]): Array<string | undefined> {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const name = text.trim();
    if (!name) return undefined;
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return count === 0 ? name : `${name}_${count}`;
  });
}

/**
 * The sheet's records: its first non-empty row names the columns, every later row that holds any text is a
 * record numbered as the sheet shows it. Cells under no column name are left out; a merged range's text is
 * in its first cell only, as in a CSV saved from the sheet.
 */
export function sheetRecords(sheet: Worksheet): NumberedRecord[] {
  let columns: Array<string | undefined> | undefined;
  const records: NumberedRecord[] = [];
  sheet.eachRow((row, rowNumber) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      texts[column - 1] = cell.isMerged && cell.master !== cell ? '' : cellText(cell.value);
    });
    const cells = Array.from(texts, (text) => text ?? '');
    if (cells.every((text) => text.trim() === '')) return;
    if (!columns) {
      columns = headerNames(cells);
      return;
    }
    const record: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (name !== undefined) record[name] = cells[index] ?? '';
    });
    records.push({ row: rowNumber, record });
  });
  return records;
}
