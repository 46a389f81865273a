import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { NOT_PERSONAL, personalColumns, type PersonalColumn } from './personal-columns-test-kit';
import { PERSONAL_TABLES } from './personal-data.repository';
import { anonymisedUser } from './privacy.service';

/** Why a personal column is taken care of, or null when nothing handles it. */
function handledBy(column: PersonalColumn): string | null {
  if (column.table === users) {
    const property = Object.entries(getTableColumns(users)).find(([, c]) => c === column.column)?.[0];
    return property !== undefined && property in anonymisedUser(1, new Date()) ? 'anonymised user row' : null;
  }
  const owner = PERSONAL_TABLES.find((entry) => entry.owner === column.column);
  if (owner) return `owner column (${owner.onDelete})`;
  // Deleted rows take every other column with them.
  const deleted = PERSONAL_TABLES.find((entry) => entry.table === column.table && entry.onDelete === 'delete');
  if (deleted) return `row deleted (found by ${deleted.owner.name})`;
  if (column.key in NOT_PERSONAL) return 'not personal';
  return null;
}

describe('every column that can name a person is exported and handled by account deletion', () => {
  const columns = personalColumns();

  it('finds the personal columns (the walk itself works)', () => {
    const keys = columns.map((c) => c.key);
    for (const expected of [
      'users.mobile',
      'users.name',
      'comments.to_user_id',
      'live_chat_messages.subscribe_id',
      'sms_codes.mobile',
      'hospitals.created_by_user_id',
      'browsing_records.user_id',
      'live_white_list.name',
      'download_email_requests.email',
      'sessions.ip',
    ]) {
      expect(keys, expected).toContain(expected);
    }
    // Reference tables name things, not people.
    expect(keys).not.toContain('identities.name');
    expect(keys).not.toContain('operators.display_name');
  });

  it('has no personal column that neither PERSONAL_TABLES, the user-row anonymisation nor NOT_PERSONAL covers', () => {
    const forgotten = columns.filter((c) => handledBy(c) === null).map((c) => `${c.key} (${c.kind})`);
    expect(forgotten, 'add these to PERSONAL_TABLES (personal-data.repository.ts) or, when not about an app user, to NOT_PERSONAL').toEqual([]);
  });

  it('lists in NOT_PERSONAL only columns that exist and match a pattern', () => {
    const keys = new Set(columns.map((c) => c.key));
    expect(Object.keys(NOT_PERSONAL).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('exports every personal table, under distinct section names, minus secrets only', () => {
    const sections = PERSONAL_TABLES.flatMap((entry) => (entry.section === null ? [] : [entry.section]));
    expect(new Set(sections).size).toBe(sections.length);
    for (const entry of PERSONAL_TABLES) {
      const name = getTableConfig(entry.table).name;
      if (entry.section === null) {
        expect(entry.notExportedBecause, name).toBeTruthy();
        // A person's own rows are always exported: a table left out must be exported through another owner column.
        expect(
          PERSONAL_TABLES.some((other) => other.table === entry.table && other.section !== null),
          name,
        ).toBe(true);
      }
      for (const secret of entry.secret ?? []) expect(secret.name, name).toMatch(/hash|key|chain/);
    }
    // Every table with a personal column (users aside) has an exported entry.
    const tables = new Set(columns.filter((c) => c.table !== users && !(c.key in NOT_PERSONAL)).map((c) => c.table));
    for (const table of tables) {
      expect(
        PERSONAL_TABLES.some((entry) => entry.table === table && entry.section !== null),
        getTableConfig(table).name,
      ).toBe(true);
    }
  });
});
