import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timeOrderedId, updatedAt } from './columns';
import { users } from './users';

/**
 * The members' activity inbox. One row is one *group* as the inbox shows it ("Ahmed and 3 others
 * liked your post"): a new like joins the post's open (unread) group in place, so a page of the
 * inbox is a walk of the newest rows of one member and never groups at read time.
 */
export const activityItems = pgTable(
  'activity_items',
  {
    id: timeOrderedId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** What joins items into one: the kind and subject (`like:post:<id>`); unique per decision. */
    groupKey: text('group_key').notNull(),
    actorCount: integer('actor_count').notNull().default(0),
    /** The newest few actors, newest first (the whole group is in activity_item_actors). */
    actorIds: uuid('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The latest words said (a comment, a reply, where the member was named), cut short. */
    preview: text('preview'),
    /** A staff decision: hidden or disallowed, and the reason staff gave. */
    decision: text('decision'),
    reason: text('reason'),
    /** The strike's reason from the fixed list, and the strike itself (which the member may appeal). */
    reasonCategory: text('reason_category'),
    strikeId: uuid('strike_id'),
    createdAt: createdAt(),
    /** The group's latest activity: what the inbox sorts by. */
    updatedAt: updatedAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'activity_items_kind',
      sql`${t.kind} in ('follow', 'like', 'comment', 'reply', 'mention', 'moderation', 'saved_search', 'price_drop', 'favourite_sold', 'rating')`,
    ),
    check('activity_items_subject_type', sql`${t.subjectType} in ('post', 'user', 'listing', 'saved_search')`),
    check('activity_items_decision', sql`${t.decision} is null or ${t.decision} in ('hidden', 'disallowed', 'deleted', 'appeal_upheld', 'appeal_overturned')`),
    // The inbox's page: one member's newest groups, read backwards from the cursor. Ascending on
    // purpose: `order by updated_at desc, id desc` is this index read backwards, whereas a
    // `desc nulls last` index does not match that order and left the planner to sort every row.
    index('activity_items_recipient_latest').on(t.recipientId, t.updatedAt, t.id),
    // At most one open group per subject: a new like finds it by this index, and the unread
    // count walks only this member's unread entries.
    uniqueIndex('activity_items_open_group')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null`),
    // Every group of a subject, read or not: an unlike takes its actor out of each.
    index('activity_items_group').on(t.recipientId, t.groupKey),
  ],
);

/** Everyone in a group, once each: an unlike removes its row, and a like again cannot count twice. */
export const activityItemActors = pgTable(
  'activity_item_actors',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => activityItems.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.actorId] }),
    index('activity_item_actors_actor').on(t.actorId),
    index('activity_item_actors_newest').on(t.itemId, t.createdAt),
  ],
);

/**
 * A member's notification settings: the kind and channel pairs turned off (`like:push`), and how
 * far the Souq team's messages have been read (they are shared rows, so their read state is a mark).
 */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  muted: text('muted')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  teamReadAt: timestamp('team_read_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
