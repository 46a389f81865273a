// Tests of the hand-written data migrations that rewrite stored layouts.
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { layoutRevisions, layouts } from '../db/schema';
import type { TestApp } from './test-app';

/** A layout's row and its published document. */
export async function publishedLayout(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(layouts).where(eq(layouts.id, id));
  const [revision] = await t.database.db
    .select()
    .from(layoutRevisions)
    .where(and(eq(layoutRevisions.layoutId, id), eq(layoutRevisions.revision, row.publishedRevision!)));
  return { row, document: revision.document as LayoutDocument };
}

/** Publishes a document as an operator would have stored it (a new current and published revision). */
export async function publishStoredLayout(t: TestApp, id: string, document: LayoutDocument): Promise<void> {
  const { row } = await publishedLayout(t, id);
  const next = row.currentRevision + 1;
  await t.database.db.insert(layoutRevisions).values({ layoutId: id, revision: next, document, etag: `"old-${id}"`, createdBy: 'operator' });
  await t.database.db.update(layouts).set({ currentRevision: next, publishedRevision: next }).where(eq(layouts.id, id));
}

/** Runs one file of server/drizzle again, statement by statement, as the migrator does. */
export async function runMigrationFile(t: TestApp, file: string): Promise<void> {
  const migration = readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
}

/** Every layout's current revision, to show a second run of a migration changes nothing. */
export async function layoutRevisionNumbers(t: TestApp) {
  return (await t.database.db.select().from(layouts)).map((layout) => [layout.id, layout.currentRevision] as const);
}
