import type { OpsMeetingApplications } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { formatDateTime } from '../../shared/content/content-format';
import { MEETING_MESSAGES } from './meeting-kind';
import { findMeetingTitle, listMeetingApplicationRows } from './meeting-items.repository';

type Row = OpsMeetingApplications['list'][number];

const COLUMNS: Array<{ header: string; value(row: Row): string }> = [
  { header: '用户ID', value: (row) => String(row.user_id) },
  { header: '姓名', value: (row) => row.name },
  { header: '手机号', value: (row) => row.mobile },
  { header: '医院/单位', value: (row) => row.hospital },
  { header: '科室', value: (row) => row.department },
  { header: '职称', value: (row) => row.duty },
  { header: '已认证', value: (row) => (row.certified ? '是' : '否') },
  { header: '报名时间', value: (row) => formatDateTime(new Date(row.applied_at)) },
];

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a leading = + - @ is escaped with
 * an apostrophe so a spreadsheet shows a name like "=HYPERLINK(…)" instead of running it.
 */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The sign-ups as CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Chinese as GBK) and CRLF lines. */
export function applicationsCsv(rows: readonly Row[]): string {
  const lines = [COLUMNS.map((column) => cell(column.header)), ...rows.map((row) => COLUMNS.map((column) => cell(column.value(row))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** A file name without characters Windows or a Content-Disposition header would trip on. */
function fileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 60)}-报名名单.csv`;
}

/** A meeting's sign-ups for operators; with format csv also as a file (base64: the ops catalogue answers JSON only). */
export async function meetingApplications(db: Db, meetingId: number, format: 'json' | 'csv'): Promise<OpsMeetingApplications> {
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
  if (format !== 'csv') return answer;
  return {
    ...answer,
    file: { name: fileName(title), mime_type: 'text/csv;charset=utf-8', content_base64: Buffer.from(applicationsCsv(list), 'utf8').toString('base64') },
  };
}
