import { integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AudienceRule } from '../../../../contract/generated/schema-types';
import { createdAt, id, ts } from './columns';

/**
 * Audiences operators define (the console's 人群): a rule over what the product knows of a viewer
 * (schemas/audience/audience-rule.json). Layout sections and home items name them by `key`, which never
 * changes, so a renamed audience keeps its targets.
 */
export const audiences = pgTable(
  'audiences',
  {
    id: id(),
    key: varchar('key', { length: 40 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    description: text('description').notNull().default(''),
    rule: jsonb('rule').$type<AudienceRule>().notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Operator name. */
    updatedBy: varchar('updated_by', { length: 64 }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('audiences_key_uq').on(t.key)],
);
