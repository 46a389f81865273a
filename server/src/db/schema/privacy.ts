import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Consent to the user agreement and privacy policy (PIPL): one row per acceptance, with the agreement
 * version, the time and the client address. Kept when the account is deleted (proof of consent), the
 * user row itself being anonymised then.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementVersion: varchar('agreement_version', { length: 32 }).notNull(),
    // 'login' (check-verify with the agreement box ticked) or 'prompt' (accepted a new version in the app).
    source: varchar('source', { length: 16 }).notNull().default('login'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_created_idx').on(t.userId, t.createdAt)],
);

/** Who uploaded which file: the data export lists it and account deletion removes the files. */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_uploads_user_idx').on(t.userId)],
);
