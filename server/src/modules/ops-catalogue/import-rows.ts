import Papa from 'papaparse';
import type { JsonSchema } from '../../schemas/schema-store';
import { WORKBOOK_MAX_INFLATED_BYTES } from './workbook-zip';

/**
 * One record of an import file: its row number (CSV and JSON: 1 = the first record; a workbook: the row
 * number the sheet shows, the header being row 1), its key, and its raw values by field name.
 */
export interface ImportRow {
  row: number;
  key: string;
  values: Record<string, unknown>;
}

/** A record as the file holds it, with its row number (see ImportRow). */
export interface NumberedRecord {
  row: number;
  record: unknown;
}

/** A file's records, and the problems of the file itself (not JSON, a CSV quote left open…). */
export interface FileRecords {
  records: NumberedRecord[];
  problems: ParsedImport['problems'];
}

export interface ParsedImport {
  /** Records in the file, broken ones included. */
  records: number;
  rows: ImportRow[];
  /** Problems of the file itself (not JSON, no key column), each by row where there is one. */
  problems: Array<{ row: number; field?: string; message: string }>;
}

/** Rows per import: a bigger catalogue is imported in parts. */
export const IMPORT_MAX_ROWS = 5000;
const KEY_FIELD = 'key';

export const IMPORT_MESSAGES = {
  notJson: '文件不是有效的 JSON 数组',
  notObject: '这一行不是对象',
  noKey: 'key 不能为空（每行需要一个唯一的编号，重复导入时据此更新）',
  duplicateKey: (first: number) => `key 与第 ${first} 行重复`,
  tooMany: `一次最多导入 ${IMPORT_MAX_ROWS} 行，请分批导入`,
  csv: (message: string) => `CSV 格式错误：${message}`,
  notWorkbook: '文件不是有效的 Excel 工作簿（.xlsx）；旧版 .xls 或其他格式请先在 Excel 中另存为 .xlsx',
  workbookInflatesTooFar: `Excel 文件解压后超过 ${WORKBOOK_MAX_INFLATED_BYTES / 1024 / 1024} MB，不像正常的表格，已拒绝；请删去图片等无关内容或分批导入`,
  noSheet: 'Excel 文件中没有工作表',
  heavyWorkbook: 'Excel 文件过于复杂，无法读取；请删去图片、格式等无关内容或分批导入',
} as const;

const numbered = (records: unknown[]): NumberedRecord[] => records.map((record, index) => ({ row: index + 1, record }));

/** The records of a CSV (header row of field names) or JSON (array of objects) text. */
export function textRecords(format: 'csv' | 'json', data: string): FileRecords {
  if (format === 'json') {
    try {
      const parsed: unknown = JSON.parse(data);
      if (Array.isArray(parsed)) return { records: numbered(parsed), problems: [] };
    } catch {
      // Reported below, as for a value that is not an array.
    }
    return { records: [], problems: [{ row: 0, message: IMPORT_MESSAGES.notJson }] };
  }
  // A BOM (Excel's "CSV UTF-8") would otherwise be part of the first header's name.
  const parsed = Papa.parse<Record<string, string>>(data.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const problems = parsed.errors.map((error) => ({ row: (error.row ?? -1) + 1, message: IMPORT_MESSAGES.csv(error.message) }));
  return { records: numbered(parsed.data), problems };
}

/**
 * A CSV cell (and a workbook's, read as the text a CSV would carry) is text: it becomes the type the field's schema wants (an id, a yes/no), and an empty cell
 * of an optional field is left out so the schema's default applies.
 */
function typedValue(schema: JsonSchema | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const types = ([] as unknown[]).concat(schema?.type ?? 'string');
  const text = value.trim();
  if (text === '') return types.includes('null') ? null : types.includes('string') ? '' : undefined;
  if (types.includes('integer') && /^-?\d+$/.test(text)) return Number(text);
  if (types.includes('boolean')) {
    if (['1', 'true', '是', 'yes', 'y'].includes(text.toLowerCase())) return true;
    if (['0', 'false', '否', 'no', 'n'].includes(text.toLowerCase())) return false;
  }
  return value;
}

/** The file's rows, each with its key and values typed by `schema` (the kind's input schema). */
export function parseRecords(file: FileRecords, schema: JsonSchema): ParsedImport {
  const { records } = file;
  const problems = [...file.problems];
  if (records.length > IMPORT_MAX_ROWS) return { records: records.length, rows: [], problems: [{ row: 0, message: IMPORT_MESSAGES.tooMany }] };
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const firstRowOfKey = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const { row, record } of records) {
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      problems.push({ row, message: IMPORT_MESSAGES.notObject });
      continue;
    }
    const { [KEY_FIELD]: rawKey, ...rest } = record as Record<string, unknown>;
    const key = rawKey === undefined || rawKey === null ? '' : String(rawKey).trim();
    if (!key) {
      problems.push({ row, field: KEY_FIELD, message: IMPORT_MESSAGES.noKey });
      continue;
    }
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      problems.push({ row, field: KEY_FIELD, message: IMPORT_MESSAGES.duplicateKey(first) });
      continue;
    }
    firstRowOfKey.set(key, row);
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(rest)) {
      const typed = typedValue(properties[field], value);
      if (typed !== undefined) values[field] = typed;
    }
    rows.push({ row, key, values });
  }
  return { records: records.length, rows, problems };
}
