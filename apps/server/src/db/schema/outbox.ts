import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { notifications } from './content';
import { deviceTokens, users } from './users';

/** The users a 'To Personal emails' notification reaches (an 'all' one needs no rows). */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_recipients_user').on(t.userId)],
);

/**
 * One row per notification: the durable job the worker fans out in batches (the cursor walks
 * device tokens by id), plus the delivery counters the console reads. The counters move in the
 * same transaction as the deliveries they count, so they never drift.
 */
export const notificationPushJobs = pgTable(
  'notification_push_jobs',
  {
    notificationId: uuid('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipients: integer('recipients').notNull(),
    pushConfigured: boolean('push_configured').notNull(),
    /** The last device token id fanned out; null before the first batch. */
    fanoutCursor: uuid('fanout_cursor'),
    fanoutDone: boolean('fanout_done').notNull().default(false),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notification_push_jobs_pending')
      .on(t.notificationId)
      .where(sql`${t.fanoutDone} = false`),
  ],
);

export const pushDeliveryStatusEnum = pgEnum('push_delivery_status', ['queued', 'sent', 'failed', 'skipped']);

/**
 * The push outbox: one row per (message, device). A staff notification's delivery reads its text
 * from the notification; a member's own push (a new message or follower, member-push.ts) has no
 * notification and carries its text, its data payload and the member it is for. A claim pushes
 * `next_attempt_at` past a lease instead of holding a transaction open across the network call.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: id(),
    /** The staff notification sent; null for a member push. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    // Set null, not cascade: removing an invalid token must not erase its failed delivery.
    deviceTokenId: uuid('device_token_id').references(() => deviceTokens.id, { onDelete: 'set null' }),
    /**
     * A member push: whom it is for. Erasing the account deletes these rows (they quote messages),
     * and a device token that has since moved to another account is not sent someone else's push.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body'),
    /** What the app needs to open the right screen, e.g. {type: 'message', conversation_id}. */
    data: jsonb('data').$type<Record<string, string>>(),
    status: pushDeliveryStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('push_deliveries_notification_device').on(t.notificationId, t.deviceTokenId),
    index('push_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('push_deliveries_device').on(t.deviceTokenId),
    index('push_deliveries_user')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    // Either a staff notification's (its text in the notification) or a member push (its own
    // text and member), never both and never neither.
    check(
      'push_deliveries_notification_or_text',
      sql`(${t.notificationId} IS NOT NULL AND ${t.title} IS NULL AND ${t.userId} IS NULL) OR (${t.notificationId} IS NULL AND ${t.title} IS NOT NULL AND ${t.userId} IS NOT NULL)`,
    ),
  ],
);
