import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { reportCategoryEnum, users } from './users';
import { classifiedPosts } from './classifieds';
import { conversations } from './members';

/**
 * Ratings after a deal (members-ratings in the contract). A deal is one per conversation, so one
 * per buyer and listing; each of its two members rates the other once. A rating stays hidden until
 * both have rated (revealed_at) or the rating window ends (window_ends_at), and staff may remove one.
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the listing is deleted: the deal and its ratings stay. */
    classifiedId: uuid('classified_id').references(() => classifiedPosts.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markedBy: uuid('marked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Until when its two members may rate each other. */
    rateUntil: timestamp('rate_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deals_conversation').on(t.conversationId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id').references(() => classifiedPosts.id, { onDelete: 'set null' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedId: uuid('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The deal's window end, copied so visibility reads one row. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** Set on both ratings of a deal when the second one is written. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_deal_rater').on(t.dealId, t.raterId),
    // The seller page's list and the average: one member's ratings, newest first.
    index('ratings_rated_created').on(t.ratedId, t.createdAt, t.id),
    check('ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** A report on a rating: one per reporter and rating; staff close them by removing the rating or dismissing them. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: id(),
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: reportCategoryEnum('category').notNull().default('other'),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rating_reports_rating_reporter').on(t.ratingId, t.reporterId),
    index('rating_reports_open')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
