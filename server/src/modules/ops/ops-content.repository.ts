import { asc, eq, inArray, max } from 'drizzle-orm';
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

export async function findKindRow(db: Db, kind: ContentTable, id: number): Promise<Row | undefined> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.table.id, id)).limit(1)) as Row[];
  return row;
}

/**
 * A new row (last in the hand-set order) and, given `items`, a recommend module's items, in one
 * transaction. `values` are column values (the kind's toColumns).
 */
export async function insertKindRow(db: Db, kind: ContentTable, values: Row, items?: ModuleItemValues[]): Promise<number> {
  return db.transaction(async (tx) => {
    if (kind.sort) {
      const [{ last }] = await tx.select({ last: max(kind.sort) }).from(kind.table);
      values.sort = Number(last ?? -1) + 1;
    }
    const [row] = (await tx
      .insert(kind.table)
      .values(values as never)
      .returning({ id: kind.table.id })) as { id: number }[];
    if (items) await replaceModuleItems(tx, row.id, items);
    return row.id;
  });
}

/** Updates the row and, given `items`, replaces a recommend module's items, in one transaction. */
export async function updateKindRow(db: Db, kind: ContentTable, id: number, values: Row, items?: ModuleItemValues[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(kind.table)
      .set(values as never)
      .where(eq(kind.table.id, id));
    if (items) await replaceModuleItems(tx, id, items);
  });
}

export async function deleteKindRow(db: Db, kind: ContentTable, id: number): Promise<void> {
  await db.delete(kind.table).where(eq(kind.table.id, id));
}

/** How many of `ids` exist. */
export async function countKindRows(db: Db, kind: ContentTable, ids: number[]): Promise<number> {
  const found = (await db.select({ id: kind.table.id }).from(kind.table).where(inArray(kind.table.id, ids))) as { id: number }[];
  return found.length;
}

/** The given ids get positions 0…n-1 of the hand-set order. */
export async function orderKindRows(db: Db, kind: ContentTable & { sort: NonNullable<ContentTable['sort']> }, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(kind.table)
        .set({ sort: index } as never)
        .where(eq(kind.table.id, id));
    }
  });
}
