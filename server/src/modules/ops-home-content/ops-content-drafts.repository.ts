import { and, desc, eq, getTableName, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { opsContentDrafts, opsContentRevisions, recommendModuleItems } from '../../db/schema/index';

/** A kind's records as the console answers them (ops-content-kinds.ts toApi, with a module's items). */
export type ContentRecord = Record<string, unknown> & { id: number };

export interface ContentDraftRow {
  items: ContentRecord[];
  updatedAt: Date;
  updatedBy: string;
}

export type RevisionAction = 'initial' | 'publish' | 'rollback';

export interface ContentRevisionRow {
  revision: number;
  action: RevisionAction;
  restored: number | null;
  createdAt: Date;
  createdBy: string;
}

// The items columns hold what the code wrote (lists of records); jsonb reads back as unknown.
const asRecords = (items: unknown) => items as ContentRecord[];

/** The kind's draft, locked for the rest of the transaction when `lock` (edits read, change and write it back). */
export async function findDraft(db: Db, kind: string, lock = false): Promise<ContentDraftRow | undefined> {
  const query = db
    .select({ items: opsContentDrafts.items, updatedAt: opsContentDrafts.updatedAt, updatedBy: opsContentDrafts.updatedBy })
    .from(opsContentDrafts)
    .where(eq(opsContentDrafts.kind, kind));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, items: asRecords(row.items) };
}

export async function listDrafts(db: Db): Promise<{ kind: string; updatedAt: Date; updatedBy: string }[]> {
  return db.select({ kind: opsContentDrafts.kind, updatedAt: opsContentDrafts.updatedAt, updatedBy: opsContentDrafts.updatedBy }).from(opsContentDrafts);
}

export async function saveDraft(db: Db, kind: string, items: ContentRecord[], operator: string): Promise<void> {
  const values = { kind, items, updatedBy: operator, updatedAt: new Date() };
  await db.insert(opsContentDrafts).values(values).onConflictDoUpdate({ target: opsContentDrafts.kind, set: values });
}

/** A draft with `items`, unless the kind has one already (then it waits for, and keeps, that one). */
export async function startDraft(db: Db, kind: string, items: ContentRecord[], operator: string): Promise<void> {
  await db.insert(opsContentDrafts).values({ kind, items, updatedBy: operator }).onConflictDoNothing();
}

export async function deleteDraft(db: Db, kind: string): Promise<boolean> {
  const gone = await db.delete(opsContentDrafts).where(eq(opsContentDrafts.kind, kind)).returning({ kind: opsContentDrafts.kind });
  return gone.length > 0;
}

/**
 * Holds the kind's publishing lock until the transaction ends (any API process): publishes and rollbacks of
 * one kind run one after another, so each reads the newest revision and live rows the one before left.
 */
export async function lockKindPublishing(db: Db, kind: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ops-content-publish:${kind}`}))`);
}

export async function latestRevision(db: Db, kind: string): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(opsContentRevisions.revision) })
    .from(opsContentRevisions)
    .where(eq(opsContentRevisions.kind, kind));
  return last ?? 0;
}

export async function insertRevision(
  db: Db,
  values: { kind: string; revision: number; items: ContentRecord[]; action: RevisionAction; restored?: number; createdBy: string },
): Promise<void> {
  await db.insert(opsContentRevisions).values(values);
}

/** Revision 1 (`initial`): two first edits at once both keep it, the same content, stored once. */
export async function insertInitialRevision(db: Db, kind: string, items: ContentRecord[]): Promise<void> {
  await db.insert(opsContentRevisions).values({ kind, revision: 1, items, action: 'initial', createdBy: 'system' }).onConflictDoNothing();
}

/** Newest first, without their items. */
export async function listRevisions(db: Db, kind: string): Promise<ContentRevisionRow[]> {
  const rows = await db
    .select({
      revision: opsContentRevisions.revision,
      action: opsContentRevisions.action,
      restored: opsContentRevisions.restored,
      createdAt: opsContentRevisions.createdAt,
      createdBy: opsContentRevisions.createdBy,
    })
    .from(opsContentRevisions)
    .where(eq(opsContentRevisions.kind, kind))
    .orderBy(desc(opsContentRevisions.revision));
  return rows.map((row) => ({ ...row, action: row.action as RevisionAction }));
}

export async function findRevisionItems(db: Db, kind: string, revision: number): Promise<ContentRecord[] | undefined> {
  const [row] = await db
    .select({ items: opsContentRevisions.items })
    .from(opsContentRevisions)
    .where(and(eq(opsContentRevisions.kind, kind), eq(opsContentRevisions.revision, revision)))
    .limit(1);
  return row && asRecords(row.items);
}

/**
 * A new id from the table's own sequence: a record created in a draft keeps it when published, so the
 * console, the audit log and the app all name it the same way.
 */
export async function nextContentId(db: Db, table: PgTable): Promise<number> {
  const result = (await db.execute(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id`)) as unknown as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0].id);
}

/** An id for a recommend module's item in a draft (publishing writes the module's items afresh). */
export const nextModuleItemId = (db: Db) => nextContentId(db, recommendModuleItems);
