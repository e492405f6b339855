import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const moderationKindEnum = pgEnum('moderation_kind', ['post', 'user', 'listing']);
export const moderationStateEnum = pgEnum('moderation_state', ['open', 'resolved', 'dismissed']);

/**
 * The moderation queue: one row per reported subject, whichever table its reports are
 * in (post_reports, user_reports, classified_reports). Statement triggers on those tables keep the
 * first and last report times and reopen a decided subject when a new report comes (migration
 * 0013), so the members' API and the seed need not know the queue exists. The reports themselves
 * stay where they are; the decisions are also in the audit log, the subject's history.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: id(),
    subjectKind: moderationKindEnum('subject_kind').notNull(),
    /** The post, user or listing reported; no foreign key, as it points into one of three tables. */
    subjectId: uuid('subject_id').notNull(),
    state: moderationStateEnum('state').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last decision: who, when and why (kept when a new report reopens the subject). */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    /**
     * Why the server itself queued the subject, beside or instead of members' reports: a suspected
     * copy of another member's listing, a watched word that held it or flagged it. Kept across
     * decisions (the subject's record); a new signal reopens the item as a report does.
     */
    signals: text('signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** For a suspected copy: the other member's listing it nearly matches (no foreign key: it may go). */
    copyOfId: uuid('copy_of_id'),
    /** The watched words (normalised) the subject's text hit. */
    watchedWords: text('watched_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('moderation_items_signals', sql`${t.signals} <@ array['suspected_copy', 'watched_word_hold', 'watched_word_flag']::text[]`),
    uniqueIndex('moderation_items_subject').on(t.subjectKind, t.subjectId),
    // The queue pages by keyset on (last_reported_at, id) within a state, with or without a kind,
    // and within one staff member's assignments.
    index('moderation_items_state_last').on(t.state, t.lastReportedAt, t.id),
    index('moderation_items_state_kind_last').on(t.state, t.subjectKind, t.lastReportedAt, t.id),
    index('moderation_items_assignee_last').on(t.assigneeId, t.state, t.lastReportedAt, t.id),
  ],
);
