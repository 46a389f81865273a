import { asc, eq, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OpsContentKind } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { banners, channels, hotWords, messages, recommendModuleItems, recommendModules, screenAdverts, shortcuts } from '../../db/schema/index';

type Row = Record<string, unknown>;

/** Where one kind of home content is stored (ops-content-kinds.ts describes the rest of the kind). */
export interface ContentTable {
  table: PgTable & { id: PgColumn };
  /** The order column; absent = the kind is not ordered by hand (screen adverts: by their time window). */
  sort?: PgColumn;
}

export const CONTENT_TABLES = {
  banners: { table: banners, sort: banners.sort },
  shortcuts: { table: shortcuts, sort: shortcuts.sort },
  messages: { table: messages, sort: messages.sort },
  'screen-adverts': { table: screenAdverts },
  'recommend-modules': { table: recommendModules, sort: recommendModules.sort },
  'hot-words': { table: hotWords, sort: hotWords.sort },
  channels: { table: channels, sort: channels.sort },
} satisfies Record<OpsContentKind, ContentTable>;

/** A recommend module's item as written; the statement adds the module id. */
export type ModuleItemValues = Omit<typeof recommendModuleItems.$inferInsert, 'moduleId'>;

/** Every recommend-module item, in hand-set order (the console lists all modules at once). */
export async function listModuleItemRows(db: Db) {
  return db.select().from(recommendModuleItems).orderBy(asc(recommendModuleItems.sort), asc(recommendModuleItems.id));
}

async function replaceModuleItems(tx: Db, moduleId: number, items: ModuleItemValues[]): Promise<void> {
  await tx.delete(recommendModuleItems).where(eq(recommendModuleItems.moduleId, moduleId));
  if (items.length > 0) await tx.insert(recommendModuleItems).values(items.map((item) => ({ moduleId, ...item })));
}

/*
 * drizzle's builders are typed per table; these queries serve seven tables through one ContentTable
 * description, so the generic table is narrowed to `never` at the builder calls (values come from
 * the kind's own toColumns, which is written against its table).
 */

/** Every row of the kind, in its hand-set order (when it has one), then by id. */
export async function listKindRows(db: Db, kind: ContentTable): Promise<Row[]> {
  return (await db
    .select()
    .from(kind.table)
    .orderBy(...(kind.sort ? [asc(kind.sort)] : []), asc(kind.table.id))) as Row[];
}

/** A record to write by replaceKindRows: its id, column values and (a recommend module) items. */
export interface KindRowValues {
  id: number;
  values: Row;
  items?: ModuleItemValues[];
}

/**
 * Makes the kind's table hold exactly `rows`: rows not listed are deleted, listed ones updated, missing ones
 * inserted with their own id (a record created in a draft, or one a rollback brings back). Counters (clicks,
 * views) are not columns the caller writes, so they survive. Call inside the caller's transaction.
 */
export async function replaceKindRows(tx: Db, kind: ContentTable, rows: KindRowValues[]): Promise<void> {
  const keep = rows.map((row) => row.id);
  await tx.delete(kind.table).where(keep.length > 0 ? notInArray(kind.table.id, keep) : undefined);
  const existing = new Set(((await tx.select({ id: kind.table.id }).from(kind.table)) as { id: number }[]).map((row) => row.id));
  for (const row of rows) {
    if (existing.has(row.id)) {
      await tx
        .update(kind.table)
        .set(row.values as never)
        .where(eq(kind.table.id, row.id));
    } else {
      await tx.insert(kind.table).values({ ...row.values, id: row.id } as never);
    }
    if (row.items) await replaceModuleItems(tx, row.id, row.items);
  }
}
