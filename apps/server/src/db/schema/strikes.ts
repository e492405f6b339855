import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A strike: one staff decision on a member's content or account (hide, disallow, block, delete),
 * with the reason chosen from a fixed list, who decided and when. The member's one appeal lives
 * on the same row: a strike has at most one, so a second is a state check, not a lookup.
 */
export const strikes = pgTable(
  'strikes',
  {
    id: id(),
    /** The member the decision is about. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    /** The post, listing or member acted on; no foreign key, as it points into one of three tables. */
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /**
     * The queue item it decided, reopened when the decision is undone. No foreign key: the queue is
     * derived data a restore empties and reloads after every other table (backup/dump.ts), which a
     * key pointing at it would refuse; an id of a queue item gone since reopens nothing.
     */
    moderationItemId: uuid('moderation_item_id'),
    /** Undone by staff within the undo window: it never counted, and no mail goes out. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** When the member's mail went out (after the undo window); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealState: text('appeal_state'),
    appealDecidedById: uuid('appeal_decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
    appealNote: text('appeal_note'),
    /** When the mail telling the outcome went out; null until then. */
    appealMailedAt: timestamp('appeal_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('strikes_action', sql`${t.action} in ('hide', 'disallow', 'block', 'delete')`),
    check('strikes_subject_type', sql`${t.subjectType} in ('post', 'listing', 'user')`),
    check('strikes_reason', sql`${t.reason} in ('spam', 'scam', 'prohibited', 'offensive', 'wrong_category', 'other')`),
    check('strikes_appeal_state', sql`${t.appealState} is null or ${t.appealState} in ('pending', 'upheld', 'overturned')`),
    // A member's record, newest first.
    index('strikes_user_created').on(t.userId, t.createdAt, t.id),
    // The latest decision on a subject (undo).
    index('strikes_subject').on(t.subjectType, t.subjectId, t.createdAt),
    // The appeals queue, oldest first.
    index('strikes_appeals_pending')
      .on(t.appealedAt, t.id)
      .where(sql`${t.appealState} = 'pending'`),
    // What the mail job still has to send.
    index('strikes_mail_due')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null and ${t.undoneAt} is null`),
    index('strikes_appeal_mail_due')
      .on(t.appealDecidedAt)
      .where(sql`${t.appealDecidedAt} is not null and ${t.appealMailedAt} is null`),
  ],
);
