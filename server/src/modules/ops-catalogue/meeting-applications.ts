import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { XLSX_MIME_TYPE } from '../../../../contract/forms/import-workbook';
import type { OpsMeetingApplications } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { formatDateTime } from '../../shared/content/content-format';
import { MEETING_MESSAGES } from './meeting-kind';
import { findMeetingTitle, listMeetingApplicationRows } from './meeting-items.repository';

type Row = OpsMeetingApplications['list'][number];
type File = NonNullable<OpsMeetingApplications['file']>;

/** Beijing time (UTC+8, no daylight saving): what the console shows and the CSV writes. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/**
 * The export's columns: each cell as the CSV's text, and for the workbook as a number or a date where a
 * spreadsheet can sort and filter by it (`cell`, else the text). `width` is the workbook's, in characters.
 */
const COLUMNS: Array<{ header: string; width: number; text(row: Row): string; cell?(row: Row): number | Date; numFmt?: string }> = [
  { header: '用户ID', width: 10, text: (row) => String(row.user_id), cell: (row) => row.user_id },
  { header: '姓名', width: 12, text: (row) => row.name },
  { header: '手机号', width: 14, text: (row) => row.mobile },
  { header: '医院/单位', width: 28, text: (row) => row.hospital },
  { header: '科室', width: 14, text: (row) => row.department },
  { header: '职称', width: 12, text: (row) => row.duty },
  { header: '已认证', width: 8, text: (row) => (row.certified ? '是' : '否') },
  {
    header: '报名时间',
    width: 20,
    text: (row) => formatDateTime(new Date(row.applied_at)),
    // A workbook's dates have no zone and exceljs writes a Date's UTC fields: shifted, the cell shows Beijing time.
    cell: (row) => new Date(new Date(row.applied_at).getTime() + BEIJING_OFFSET_MS),
    numFmt: 'yyyy-mm-dd hh:mm:ss',
  },
];

/**
 * A doctor's own text in a spreadsheet: a leading = + - @ (or a tab or carriage return before one) is escaped
 * with an apostrophe, so a name like "=HYPERLINK(…)" shows as text instead of running when the file is
 * opened (a CSV cell is parsed as a formula; a workbook's text cell is not, but turns into one when edited).
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: quoted when it holds a separator, quote or line break. */
function csvCell(text: string): string {
  const safe = neutralised(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The sign-ups as CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Chinese as GBK) and CRLF lines. */
export function applicationsCsv(rows: readonly Row[]): string {
  const lines = [COLUMNS.map((column) => csvCell(column.header)), ...rows.map((row) => COLUMNS.map((column) => csvCell(column.text(row))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Rows written between two turns of the event loop: a few milliseconds of exceljs's work. */
const ROWS_PER_TURN = 50;

/**
 * The sign-ups as an Excel workbook: the CSV's columns, the header row bold and frozen. Written row by row with
 * exceljs's streaming writer, giving the event loop a turn every ROWS_PER_TURN rows: built in one piece, a
 * meeting of 3,000 sign-ups held every other request for most of a second.
 */
export async function applicationsXlsx(rows: readonly Row[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('报名名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const [index, row] of rows.entries()) {
    sheet.addRow(COLUMNS.map((column) => (column.cell ? column.cell(row) : neutralised(column.text(row))))).commit();
    if ((index + 1) % ROWS_PER_TURN === 0) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** A file name without characters Windows or a Content-Disposition header would trip on. */
function fileName(title: string, extension: 'csv' | 'xlsx'): string {
  return `${title.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 60)}-报名名单.${extension}`;
}

async function applicationsFile(title: string, list: readonly Row[], format: 'csv' | 'xlsx'): Promise<File> {
  if (format === 'csv') {
    return { name: fileName(title, 'csv'), mime_type: 'text/csv;charset=utf-8', content_base64: Buffer.from(applicationsCsv(list), 'utf8').toString('base64') };
  }
  return { name: fileName(title, 'xlsx'), mime_type: XLSX_MIME_TYPE, content_base64: (await applicationsXlsx(list)).toString('base64') };
}

/** A meeting's sign-ups for operators; with format csv or xlsx also as a file (base64: the ops catalogue answers JSON only). */
export async function meetingApplications(db: Db, meetingId: number, format: 'json' | 'csv' | 'xlsx'): Promise<OpsMeetingApplications> {
  const title = await findMeetingTitle(db, meetingId);
  if (title === undefined) throw new AppError(404, MEETING_MESSAGES.notMeeting);
  const rows = await listMeetingApplicationRows(db, meetingId);
  const list: Row[] = rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    mobile: row.mobile,
    hospital: row.hospital,
    department: row.department,
    duty: row.duty,
    certified: row.isComplete === 1,
    applied_at: row.appliedAt.toISOString(),
  }));
  const answer: OpsMeetingApplications = { meeting_id: meetingId, title, total: list.length, list };
  if (format === 'json') return answer;
  return { ...answer, file: await applicationsFile(title, list, format) };
}
