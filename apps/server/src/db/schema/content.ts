import { bigint, boolean, char, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { countries } from './regions';
import { users } from './users';

export const bannerTypeEnum = pgEnum('banner_type', ['banner', 'placement']);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    bannerType: bannerTypeEnum('banner_type').notNull(),
    bannerUrl: text('banner_url').notNull(),
    bannerActionUrl: text('banner_action_url').notNull(),
    countryId: char('country_id', { length: 2 })
      .notNull()
      .references(() => countries.id),
    /** Placement label: 'Banner' or 'Placement1'..'Placement12'. */
    bannerFor: text('banner_for').notNull(),
    placement: integer('placement').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('banners_country_created').on(t.countryId, t.createdAt, t.id),
    index('banners_search_trgm').using('gin', sql`(${t.bannerFor} || ' ' || ${t.bannerActionUrl}) gin_trgm_ops`),
  ],
);

/** One row: the app's public contact details. */
export const appSettings = pgTable('app_settings', {
  id: id(),
  site: text('site').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  facebook: text('facebook').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  address: text('address').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Files that arrived through the upload flow, so records can be checked against real files. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A still image's 64-bit difference hash (lib/photo-hash.ts), computed from the pixels when
     * the bytes arrive here; null for videos and for files stored straight into a bucket.
     */
    photoHash: bigint('photo_hash', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created').on(t.createdAt)],
);

/**
 * Whose each signed upload address is, written when the address is handed out: posts, stories,
 * listings and photos may only name files their writer uploaded (with S3 the bytes never pass
 * through this server, so the grant is the only record of who may use a key).
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('upload_grants_created').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt, t.id),
    index('audit_log_record').on(t.recordType, t.recordId),
    index('audit_log_actor').on(t.actorId, t.createdAt),
    // The audit page filters by action or record type, newest first: each filter reads only its page.
    index('audit_log_action').on(t.action, t.createdAt, t.id),
    index('audit_log_record_type').on(t.recordType, t.createdAt, t.id),
  ],
);

/** 'member': one member told by Souq itself (a listing ending soon), kept out of the staff's sent list. */
export const notificationAudienceEnum = pgEnum('notification_audience', ['all', 'emails', 'member']);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    audience: notificationAudienceEnum('audience').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_created').on(t.createdAt)],
);
