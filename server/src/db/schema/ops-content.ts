import { integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * Home content drafts and revisions (banners, icon entrances, messages, the screen advert, recommend
 * modules, hot words, channels). The live tables (home.ts) are what the app serves; the console edits a
 * kind's draft — the whole list of the kind's records as the console answers them — and a publisher
 * writes it to the live table, keeping a revision. One row per kind with unpublished changes.
 */
export const opsContentDrafts = pgTable('ops_content_drafts', {
  kind: varchar('kind', { length: 32 }).primaryKey(),
  items: jsonb('items').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull(),
});

/**
 * Every published state of a kind: `initial` (the content as it was before the console first changed it),
 * `publish` (a draft went live) or `rollback` (an older revision went live again).
 */
export const opsContentRevisions = pgTable(
  'ops_content_revisions',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    revision: integer('revision').notNull(),
    items: jsonb('items').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    /** For a rollback: the revision restored. */
    restored: integer('restored'),
    createdAt: createdAt(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ name: 'ops_content_revisions_pk', columns: [t.kind, t.revision] })],
);
