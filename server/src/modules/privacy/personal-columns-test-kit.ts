// Used by the privacy tests only: a walk of the Drizzle schema, no query.

import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { users } from '../../db/schema';

/**
 * Finds, in the Drizzle schema, every column that can hold something naming a person: their user id, phone
 * number, e-mail, WeChat ids, IP address, or their name in a table about one person. The privacy tests
 * check each one is handled by the data export and account deletion (PERSONAL_TABLES) or listed below as
 * not personal, so a new table or column cannot be forgotten.
 */
export type PersonalKind = 'user id' | 'phone' | 'email' | 'wechat id' | 'ip' | 'author' | 'name';

const PATTERNS: ReadonlyArray<[PersonalKind, RegExp]> = [
  ['user id', /^(user_id|.+_user_id)$/],
  ['phone', /(^|_)(mobile|tel|phone)(_|$)/],
  ['email', /(^|_)e?mail$/],
  ['wechat id', /^(openid|union_id|unionid)$/],
  ['ip', /(^|_)ip$/],
  ['author', /^(created|updated|published|deleted)_by/],
];
/** Name columns only count in tables about a person (one with another personal column). */
const NAME = /^(name|real_name|nick_name|nickname|username|display_name|.+_name)$/;

/** A user id column not named like one: the mentioned user of a chat message. */
const USER_ID_BY_MEANING = new Set(['live_chat_messages.subscribe_id']);

/**
 * Columns that match a pattern but hold nobody's personal data (or are kept on purpose), each with why.
 * Keep this short: anything about an app user belongs in PERSONAL_TABLES instead.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  'topics.mobile': 'the contact number an operator publishes on a topic page',
  'topics.email': 'the contact address an operator publishes on a topic page',
  'hospitals.name': 'the hospital’s name (the table is about a hospital; created_by_user_id is handled)',
  'consents.ip': 'proof of consent (time, version, address) is kept when the account is deleted',
  'layouts.updated_by': 'operator (console staff) name, not an app user',
  'layout_revisions.created_by': 'operator name',
  'layout_publications.published_by': 'operator name',
  'layout_preview_tokens.created_by': 'operator name',
  'ops_content_drafts.updated_by': 'operator name (home content drafts)',
  'ops_content_revisions.created_by': 'operator name, or system for the first revision',
  'ops_schedules.created_by': 'operator name (who scheduled a publish)',
  'catalogue_drafts.updated_by': 'operator name (content back office drafts)',
  'catalogue_versions.created_by': 'operator name (who published a version)',
  'audiences.updated_by': 'operator name (audience definitions)',
  'sensitive_words.created_by': 'operator name (who listed a sensitive word)',
  'search_synonym_groups.created_by': 'operator name (who added a search synonym group)',
};

export interface PersonalColumn {
  table: PgTable;
  tableName: string;
  column: PgColumn;
  /** "table.column", as NOT_PERSONAL names it. */
  key: string;
  kind: PersonalKind;
}

/** Only text can spell a number, address or name (current_tel_verified_at is a time, not a phone). */
function holdsText(column: PgColumn): boolean {
  return /char|text/.test(column.getSQLType());
}

export function allTables(): PgTable[] {
  const exported: unknown[] = Object.values(schema);
  return exported.filter((value): value is PgTable => is(value, PgTable));
}

function referencesUsers(table: PgTable, column: PgColumn): boolean {
  return getTableConfig(table).foreignKeys.some((fk) => {
    const reference = fk.reference();
    return reference.foreignTable === users && reference.columns.includes(column);
  });
}

/** Every personal column of every table (the users table included), classified. */
export function personalColumns(): PersonalColumn[] {
  const found: PersonalColumn[] = [];
  for (const table of allTables()) {
    const { name: tableName, columns } = getTableConfig(table);
    const inTable: PersonalColumn[] = [];
    for (const column of columns) {
      const key = `${tableName}.${column.name}`;
      const byName = PATTERNS.find(([kind, pattern]) => pattern.test(column.name) && (kind === 'user id' || holdsText(column)))?.[0];
      const kind = referencesUsers(table, column) || USER_ID_BY_MEANING.has(key) ? 'user id' : byName;
      if (kind) inTable.push({ table, tableName, column, key, kind });
    }
    const aboutAPerson = tableName === 'users' || inTable.some((c) => c.kind !== 'author' && !(c.key in NOT_PERSONAL));
    if (aboutAPerson) {
      for (const column of columns) {
        const key = `${tableName}.${column.name}`;
        if (NAME.test(column.name) && holdsText(column) && !inTable.some((c) => c.column === column))
          inTable.push({ table, tableName, column, key, kind: 'name' });
      }
    }
    found.push(...inTable);
  }
  return found;
}
