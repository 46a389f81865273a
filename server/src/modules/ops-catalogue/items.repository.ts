import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { catalogueDrafts, catalogueImportKeys, catalogueVersions } from '../../db/schema/index';
import type { ItemFields } from './item-kind';

export interface DraftRow {
  itemId: number;
  fields: ItemFields;
  updatedAt: Date;
  updatedBy: string;
}

export async function findItemDraft(db: Db, kind: string, itemId: number): Promise<DraftRow | undefined> {
  const [row] = await db
    .select({ itemId: catalogueDrafts.itemId, fields: catalogueDrafts.fields, updatedAt: catalogueDrafts.updatedAt, updatedBy: catalogueDrafts.updatedBy })
    .from(catalogueDrafts)
    .where(and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.itemId, itemId)))
    .limit(1);
  // jsonb written only by saveItemDraft, from checked fields.
  return row && { ...row, fields: row.fields as ItemFields };
}

/** The drafts of `ids` (those that have one), by item id. */
export async function findItemDrafts(db: Db, kind: string, ids: readonly number[]): Promise<Map<number, ItemFields>> {
  const found = new Map<number, ItemFields>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .select({ itemId: catalogueDrafts.itemId, fields: catalogueDrafts.fields })
      .from(catalogueDrafts)
      .where(and(eq(catalogueDrafts.kind, kind), inArray(catalogueDrafts.itemId, ids.slice(start, start + 1000))));
    // jsonb written only by saveItemDraft, from checked fields.
    for (const row of rows) found.set(row.itemId, row.fields as ItemFields);
  }
  return found;
}

/** Which of `ids` have unpublished changes. */
export async function itemsWithDrafts(db: Db, kind: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ itemId: catalogueDrafts.itemId })
    .from(catalogueDrafts)
    .where(and(eq(catalogueDrafts.kind, kind), inArray(catalogueDrafts.itemId, [...ids])));
  return new Set(rows.map((row) => row.itemId));
}

export async function saveItemDraft(db: Db, kind: string, itemId: number, fields: ItemFields, by: string): Promise<DraftRow> {
  const [row] = await db
    .insert(catalogueDrafts)
    .values({ kind, itemId, fields, updatedBy: by })
    .onConflictDoUpdate({
      target: [catalogueDrafts.kind, catalogueDrafts.itemId],
      set: { fields, updatedBy: by, updatedAt: sql`now()` },
    })
    .returning();
  return { itemId: row.itemId, fields: row.fields as ItemFields, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export async function deleteItemDraft(db: Db, kind: string, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(catalogueDrafts)
    .where(and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.itemId, itemId)))
    .returning({ itemId: catalogueDrafts.itemId });
  return rows.length > 0;
}

export async function latestVersion(db: Db, kind: string, itemId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(catalogueVersions.version) })
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, kind), eq(catalogueVersions.itemId, itemId)));
  return row?.version ?? 0;
}

export async function insertItemVersion(db: Db, kind: string, itemId: number, fields: ItemFields, action: string, by: string): Promise<number> {
  const version = (await latestVersion(db, kind, itemId)) + 1;
  await db.insert(catalogueVersions).values({ kind, itemId, version, fields, action, createdBy: by });
  return version;
}

export async function listItemVersions(db: Db, kind: string, itemId: number) {
  const rows = await db
    .select()
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, kind), eq(catalogueVersions.itemId, itemId)))
    .orderBy(desc(catalogueVersions.version))
    .limit(200);
  return rows.map((row) => ({ ...row, fields: row.fields as ItemFields }));
}

export async function findItemVersion(db: Db, kind: string, itemId: number, version: number): Promise<ItemFields | undefined> {
  const [row] = await db
    .select({ fields: catalogueVersions.fields })
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, kind), eq(catalogueVersions.itemId, itemId), eq(catalogueVersions.version, version)))
    .limit(1);
  return row?.fields as ItemFields | undefined;
}

/** Items an earlier import made, by the rows' keys. */
export async function importedItems(db: Db, kind: string, keys: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await db
      .select({ key: catalogueImportKeys.externalKey, itemId: catalogueImportKeys.itemId })
      .from(catalogueImportKeys)
      .where(and(eq(catalogueImportKeys.kind, kind), inArray(catalogueImportKeys.externalKey, keys.slice(start, start + 1000))));
    for (const row of rows) found.set(row.key, row.itemId);
  }
  return found;
}

export async function rememberImportKey(db: Db, kind: string, key: string, itemId: number): Promise<void> {
  await db.insert(catalogueImportKeys).values({ kind, externalKey: key, itemId }).onConflictDoNothing();
}

/**
 * Holds the item until the transaction ends (in any API process): two publishes, or a publish and a
 * take-down, of one item run one after the other, so versions are numbered once each.
 */
export async function lockItem(db: Db, kind: string, itemId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catalogue:${kind}`}), ${itemId})`);
}
