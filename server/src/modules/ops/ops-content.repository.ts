import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ContentKind } from './ops-content-kinds';

type Row = Record<string, unknown>;

/*
 * drizzle's builders are typed per table; these queries serve seven tables through one ContentKind
 * description, so the generic table is narrowed to `never` at the builder calls (values come from
 * the kind's own toColumns, which is written against its table).
 */

/** Every row of the kind, in its hand-set order (when it has one), then by id. */
export async function listKindRows(db: Db, kind: ContentKind): Promise<Row[]> {
  return (await db
    .select()
    .from(kind.table)
    .orderBy(...(kind.sort ? [asc(kind.sort)] : []), asc(kind.table.id))) as Row[];
}

export async function findKindRow(db: Db, kind: ContentKind, id: number): Promise<Row | undefined> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.table.id, id)).limit(1)) as Row[];
  return row;
}

/** A new row (last in the hand-set order) and its children, in one transaction. */
export async function insertKindRow(db: Db, kind: ContentKind, input: Row): Promise<number> {
  return db.transaction(async (tx) => {
    const values: Row = kind.toColumns(input);
    if (kind.sort) {
      const [{ last }] = await tx.select({ last: max(kind.sort) }).from(kind.table);
      values.sort = Number(last ?? -1) + 1;
    }
    const [row] = (await tx
      .insert(kind.table)
      .values(values as never)
      .returning({ id: kind.table.id })) as { id: number }[];
    await kind.children?.replace(tx, row.id, input);
    return row.id;
  });
}

export async function updateKindRow(db: Db, kind: ContentKind, id: number, input: Row): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(kind.table)
      .set(kind.toColumns(input) as never)
      .where(eq(kind.table.id, id));
    await kind.children?.replace(tx, id, input);
  });
}

export async function deleteKindRow(db: Db, kind: ContentKind, id: number): Promise<void> {
  await db.delete(kind.table).where(eq(kind.table.id, id));
}

/** How many of `ids` exist. */
export async function countKindRows(db: Db, kind: ContentKind, ids: number[]): Promise<number> {
  const found = (await db.select({ id: kind.table.id }).from(kind.table).where(inArray(kind.table.id, ids))) as { id: number }[];
  return found.length;
}

/** The given ids get positions 0…n-1 of the hand-set order. */
export async function orderKindRows(db: Db, kind: ContentKind & { sort: NonNullable<ContentKind['sort']> }, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(kind.table)
        .set({ sort: index } as never)
        .where(eq(kind.table.id, id));
    }
  });
}
