import { boolean, char, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { countries } from './regions';

export const roleEnum = pgEnum('role', ['admin', 'dataentry', 'user']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    photo: text('photo'),
    gender: text('gender'),
    phone: text('phone'),
    /**
     * Set when the member confirmed `phone` with a code sent to it (always E.164 then); a trigger
     * (migration 0021) clears it whenever `phone` changes, by any path, so it never vouches for
     * another number.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Whether the verified phone is shown on the member's listings (Call and WhatsApp buttons). */
    showPhone: boolean('show_phone').notNull().default(true),
    countryId: char('country_id', { length: 2 }).references(() => countries.id),
    /** Status 'active' (true) or 'pending' (false). */
    active: boolean('active').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    /** Bumped on password change, block and delete: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Null from registration until the member opens the link sent to them. Every other way an
     * account is made (staff, the operator's tool, the seed) trusts the address: hence the default.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    /**
     * The language the member's e-mails and pushes are written in: the app's language when they
     * joined, then whichever they last switched the app to.
     * Null for accounts made another way (staff, the operator's tool, the seed, older members):
     * their mails follow the language of the request that sends them, else English.
     */
    language: text('language', { enum: ['en', 'ar'] }),
    /**
     * Until then (its first day) a self-registered account has new accounts' lower limits, unless
     * it verifies a phone first (trust/new-account-limits.ts). Null for accounts staff, the
     * operator's tool or the seed made: they are trusted as their e-mail is.
     */
    newAccountUntil: timestamp('new_account_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language', sql`${t.language} in ('en', 'ar')`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    // A mention (`@Sara Ali`) finds its member by the exact name, whatever its case.
    index('users_name_lower').on(sql`lower(${t.name})`),
    index('users_created').on(t.createdAt, t.id),
    index('users_role').on(t.role),
    // The console's list skips through this index alone (index-only) to a deep page's ids.
    index('users_live_created')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The dashboard's user count: an index-only range scan over exactly the rows it counts.
    index('users_members_created')
      .on(t.createdAt)
      .where(sql`${t.role} = 'user' and ${t.deletedAt} is null`),
    // The searches compare each word with the normalised text (lib/search.ts matchesEveryWord):
    // the console's list over name, e-mail and phone, the members' people search over the name
    // alone (never their e-mail or phone).
    index('users_search_trgm').using('gin', sql`souq_search_normalize(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`),
    index('users_name_search_trgm').using('gin', sql`souq_search_normalize(${t.name}) gin_trgm_ops`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not leak working links. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash').on(t.tokenHash), index('password_reset_tokens_user').on(t.userId)],
);

/**
 * One row per login: the token carries its id (`sid`), so a logout revokes that token alone while
 * the user's token version still ends every session at once. Expired rows are deleted at login.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expires').on(t.expiresAt)],
);

/** A user reporting another user. */
/** What a member says is wrong in a report (the contract's REPORT_CATEGORIES); 'other' for reports made before categories. */
export const reportCategoryEnum = pgEnum('report_category', ['spam', 'scam', 'prohibited', 'offensive', 'wrong_category', 'other']);

export const userReports = pgTable(
  'user_reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    category: reportCategoryEnum('category').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [index('user_reports_created').on(t.createdAt, t.id), index('user_reports_reported').on(t.reportedUserId)],
);

export const DEVICE_TOKEN_KINDS = ['fcm', 'web'] as const;

/**
 * Push targets: the mobile apps' Firebase Cloud Messaging registration tokens (`fcm`), and the
 * members' web app's Web Push subscriptions (`web`: the token is the push service's endpoint URL,
 * with the browser's P-256 key and auth secret that encrypt each message for it).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform'),
    kind: text('kind', { enum: DEVICE_TOKEN_KINDS }).notNull().default('fcm'),
    /** A Web Push subscription's public key (base64url, uncompressed P-256 point). */
    p256dh: text('p256dh'),
    /** A Web Push subscription's authentication secret (base64url, 16 bytes). */
    auth: text('auth'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_tokens_token').on(t.token),
    index('device_tokens_user').on(t.userId),
    check(
      'device_tokens_kind_keys',
      sql`(${t.kind} = 'fcm' AND ${t.p256dh} IS NULL AND ${t.auth} IS NULL) OR (${t.kind} = 'web' AND ${t.p256dh} IS NOT NULL AND ${t.auth} IS NOT NULL)`,
    ),
  ],
);
