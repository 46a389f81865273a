import { integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * Layout store. A layout id is the file name without .layout.json (e.g. "home-new", "channel-home.12").
 * current_revision = newest saved revision (draft); published_revision = the one the app receives
 * (null until published). Rolling back = pointing published_revision at an older revision.
 */
export const layouts = pgTable('layouts', {
  id: varchar('id', { length: 128 }).primaryKey(),
  currentRevision: integer('current_revision').notNull(),
  publishedRevision: integer('published_revision'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull().default('seed'),
});

/** Every saved revision is kept. etag is the quoted strong ETag of the document (ready for the ETag header). */
export const layoutRevisions = pgTable(
  'layout_revisions',
  {
    layoutId: varchar('layout_id', { length: 128 })
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    document: jsonb('document').notNull(),
    etag: text('etag').notNull(),
    createdAt: createdAt(),
    createdBy: varchar('created_by', { length: 64 }).notNull().default('seed'),
  },
  // The composite primary key is the unique (layout_id, revision).
  (t) => [primaryKey({ name: 'layout_revisions_pk', columns: [t.layoutId, t.revision] })],
);
