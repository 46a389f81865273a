import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { layouts } from './layouts';
import { operators } from './users';

/**
 * Operator console tables. Additive: `operators` (users.ts) keeps names and password hashes;
 * the role sits beside it here so the existing table is not altered.
 */

/** editor: edits drafts and home content; publisher: also publishes and rolls back layouts. */
export const operatorRoles = pgTable('operator_roles', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 16 }).notNull(),
});

/**
 * Console sessions, shared by every API process through the database. Only the SHA-256 of the cookie
 * value is stored, so a leaked table does not hand out sessions.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

/** Every change made through the console: who, what, when, and a detail object. */
export const opsAuditLog = pgTable(
  'ops_audit_log',
  {
    id: id(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** Kept as text too: the log stays readable after an operator is removed. */
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 160 }).notNull().default(''),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ops_audit_log_created_idx').on(t.createdAt),
    // The console's filters (page, operator, action), each newest first.
    index('ops_audit_log_target_idx').on(t.target, t.createdAt),
    index('ops_audit_log_operator_idx').on(t.operatorName, t.createdAt),
    index('ops_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Failed console sign-ins, counted per client address (clientAddressKey: an IPv4, or an IPv6 /64) and hour:
 * one row per address and hour whatever the caller sends, so anonymous callers cannot fill the table or
 * write the operators' audit log. The names they typed are not kept (they are the caller's choice).
 */
export const opsSignInFailures = pgTable(
  'ops_sign_in_failures',
  {
    addressKey: varchar('address_key', { length: 64 }).notNull(),
    hour: ts('hour').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts that named an existing operator (a guess at a real account). */
    knownNames: integer('known_names').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'ops_sign_in_failures_pk', columns: [t.addressKey, t.hour] }), index('ops_sign_in_failures_hour_idx').on(t.hour)],
);

/** Each time a revision became the one the app serves (publish or rollback), by whom, with a note. */
export const layoutPublications = pgTable(
  'layout_publications',
  {
    id: id(),
    layoutId: varchar('layout_id', { length: 128 })
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    publishedBy: varchar('published_by', { length: 64 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('layout_publications_layout_idx').on(t.layoutId, t.revision)],
);

/** Optional note an operator gives a saved revision (draft saves and rollbacks). */
export const layoutRevisionNotes = pgTable(
  'layout_revision_notes',
  {
    layoutId: varchar('layout_id', { length: 128 }).notNull(),
    revision: integer('revision').notNull(),
    note: varchar('note', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ name: 'layout_revision_notes_pk', columns: [t.layoutId, t.revision] })],
);

/**
 * Short-lived preview tokens: whoever holds one sees that layout's newest saved revision (the draft)
 * through GET /layout/api/layouts/:id?draft=…. Stored hashed, so every API process accepts them.
 */
export const layoutPreviewTokens = pgTable(
  'layout_preview_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    layoutId: varchar('layout_id', { length: 128 }).notNull(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('layout_preview_tokens_expires_idx').on(t.expiresAt)],
);
