import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * The content back office (modules/ops-catalogue). The catalogue tables (articles, medical_columns, …)
 * are what the app serves: a row there is the published version of an item, and its `publish_state`
 * says whether doctors may see it (0 draft, never published; 1 published; 2 taken down). What an
 * operator edits is the item's draft here, so a published item keeps serving its published version
 * until the draft is published. `kind` is the back office's kind (article, medical-column, …).
 */
export const catalogueDrafts = pgTable(
  'catalogue_drafts',
  {
    kind: varchar('kind', { length: 24 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The kind's input fields (schemas/ops/ops-<kind>-input.json), sanitised. */
    fields: jsonb('fields').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ name: 'catalogue_drafts_pk', columns: [t.kind, t.itemId] })],
);

/** Every published version of an item (publish, restore, import), newest the highest `version`. */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    kind: varchar('kind', { length: 24 }).notNull(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').notNull(),
    /** publish | import | restore: how this version went live. */
    action: varchar('action', { length: 16 }).notNull(),
    createdAt: createdAt(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ name: 'catalogue_versions_pk', columns: [t.kind, t.itemId, t.version] })],
);

/**
 * Where an imported item came from: (kind, external key) → item, so that a second run of the same
 * import updates the items the first one made instead of adding copies.
 */
export const catalogueImportKeys = pgTable(
  'catalogue_import_keys',
  {
    kind: varchar('kind', { length: 24 }).notNull(),
    externalKey: varchar('external_key', { length: 128 }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'catalogue_import_keys_pk', columns: [t.kind, t.externalKey] }), index('catalogue_import_keys_item_idx').on(t.kind, t.itemId)],
);
