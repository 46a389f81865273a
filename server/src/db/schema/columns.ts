import { integer, smallint, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders. Ids are identity columns "by default" so the seed can insert the fixed ids
// the product rules name (topics 5–8, live 727, column 607 …); the seed then moves each sequence past them.
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const ts = (name: string) => timestamp(name, { withTimezone: true });

export const sort = () => integer('sort').notNull().default(0);

export const counter = (name: string) => integer(name).notNull().default(0);

/**
 * Whether doctors may see a catalogue row: 0 a draft never published, 1 published, 2 taken down
 * (PUBLISH_STATE in modules/ops-catalogue). Rows written before the back office existed are published.
 */
export const publishState = () => smallint('publish_state').notNull().default(1);
