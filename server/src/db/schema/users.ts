import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, sort, ts, updatedAt } from './columns';

/**
 * Identity tree (docs/product-rules.md#users-and-roles): top level MedWorker=3, MedEntRelated=5, MedStudent=8, Other=4;
 * Other's children are Patient=1, PWO=6, Media=7. Ids are the user-type enumeration itself.
 */
export const identities = pgTable(
  'identities',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => identities.id),
    sort: sort(),
  },
  (t) => [index('identities_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: varchar('name', { length: 64 }).notNull().default(''),
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    point: counter('point'),
    isComplete: smallint('is_complete').notNull().default(0),
    identityId: integer('identity_id').references(() => identities.id),
    // For identity Other (4) the sub-type (1 patient, 6 PWO, 7 media) the user picked.
    otherIdentityType: integer('other_identity_type'),
    unionId: varchar('union_id', { length: 64 }),
    openid: varchar('openid', { length: 64 }),
    email: varchar('email', { length: 128 }),
    provinceId: integer('province_id'),
    provinceName: varchar('province_name', { length: 32 }),
    cityId: integer('city_id'),
    cityName: varchar('city_name', { length: 32 }),
    municipalityId: integer('municipality_id'),
    municipalityName: varchar('municipality_name', { length: 32 }),
    companyId: integer('company_id'),
    companyName: varchar('company_name', { length: 128 }),
    companyType: varchar('company_type', { length: 64 }),
    positionId: integer('position_id'),
    positionName: varchar('position_name', { length: 64 }),
    hospitalId: integer('hospital_id'),
    hospitalName: varchar('hospital_name', { length: 128 }),
    hospitalLevelName: varchar('hospital_level_name', { length: 32 }),
    officeId: integer('office_id'),
    officeName: varchar('office_name', { length: 64 }),
    dutyName: varchar('duty_name', { length: 64 }),
    schoolId: integer('school_id'),
    schoolName: varchar('school_name', { length: 128 }),
    majorId: integer('major_id'),
    majorName: varchar('major_name', { length: 64 }),
    // Comma-joined lists as the client sends them (docs/product-rules.md#profile-completion); ids refer to `tags`.
    tags: text('tags').notNull().default(''),
    goodAtDisease: text('good_at_disease').notNull().default(''),
    goodAtTechnology: text('good_at_technology').notNull().default(''),
    experienceTreatment: text('experience_treatment').notNull().default(''),
    experienceTreatmentName: text('experience_treatment_name').notNull().default(''),
    confirmedDisease: text('confirmed_disease').notNull().default(''),
    confirmedDiseaseName: text('confirmed_disease_name').notNull().default(''),
    interested: text('interested').notNull().default(''),
    friendship: text('friendship').notNull().default(''),
    isPrompt: smallint('is_prompt').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    // When the user last posted a comment: kept on the row a post locks, so the "one comment every few
    // seconds" rule is checked and claimed by the post's own update (comments/post-with-points.ts).
    lastCommentAt: ts('last_comment_at'),
    // Moderation: no comments or chat messages until muted_until; banned_at set = never again (until lifted).
    // Read by the post's own statements on this row (comments/post-with-points.repository.ts).
    mutedUntil: ts('muted_until'),
    bannedAt: ts('banned_at'),
    mutedReason: varchar('muted_reason', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_uuid_uq').on(t.uuid),
    index('users_union_id_idx').on(t.unionId),
    index('users_openid_idx').on(t.openid),
  ],
);

/** Refresh-token rotation: each refresh replaces the row's token in the same chain; reuse of a revoked token revokes the chain. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: uuid('chain_id').notNull(),
    accessTokenHash: varchar('access_token_hash', { length: 128 }).notNull(),
    refreshTokenHash: varchar('refresh_token_hash', { length: 128 }).notNull(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
    // When this session last proved the account's current number with a code (phone change step-up).
    currentTelVerifiedAt: ts('current_tel_verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_uq').on(t.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_uq').on(t.refreshTokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_chain_idx').on(t.chainId),
  ],
);

/**
 * One-time WeChat sign-in tokens: issued by the OAuth callback after the server exchanged WeChat's code
 * for the visitor's ids, so a union id is never taken from the client. Only the token's sha256 is stored;
 * a token lives a few minutes and is spent once (sign-in, or binding at the code login).
 */
export const wechatHandoffs = pgTable(
  'wechat_handoffs',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    unionId: varchar('union_id', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wechat_handoffs_token_hash_uq').on(t.tokenHash), index('wechat_handoffs_expires_idx').on(t.expiresAt)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    // 'login' | 'update-tel' — a code sent for one purpose cannot be spent on the other.
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    /** Guesses from the address that asked for the code (its clientAddressKey, `address_key`). */
    tries: counter('tries'),
    /** Guesses from every other address together: they cannot spend the asking address's tries. */
    otherTries: counter('other_tries'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    ip: varchar('ip', { length: 64 }),
    addressKey: varchar('address_key', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

/**
 * Client addresses (clientAddressKey) that signed an account in with a code: a send from one of them skips
 * the number's shared send allowance, so strangers using it up cannot lock the owner out. Forgotten after
 * a while (see sign-in-addresses.repository.ts).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: varchar('address_key', { length: 64 }).notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressKey] }), index('sign_in_addresses_last_idx').on(t.lastSignInAt)],
);

/** Points rules in display order register, view, comment, share (docs/product-rules.md#points). */
export const pointRules = pgTable(
  'point_rules',
  {
    id: id(),
    key: varchar('key', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    value: integer('value').notNull(),
    dailyLimit: integer('daily_limit'),
    sort: sort(),
  },
  (t) => [uniqueIndex('point_rules_key_uq').on(t.key)],
);

/** Points ledger (博贝). value > 0 income, < 0 outcome; the idempotency key stops double awards/spends. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleKey: varchar('rule_key', { length: 32 }),
    value: integer('value').notNull(),
    note: varchar('note', { length: 128 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    meta: jsonb('meta'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('points_ledger_idempotency_uq').on(t.idempotencyKey), index('points_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

/** Operations staff who edit layouts; they sign in separately from app users. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    username: varchar('username', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull().default(''),
    passwordHash: varchar('password_hash', { length: 256 }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);
