import { type AnyPgColumn, check, date, index, integer, numeric, pgTable, smallint, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { reportCategoryEnum, users } from './users';
import { stories } from './posts';
import { classifiedPosts } from './classifieds';

/**
 * The members' side: who follows and blocks whom, what they favour, report and say
 * to each other. Rows belong to members; staff read them through the console's lists.
 */

/** A link sent at registration: SHA-256 of the token, as with password resets. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash').on(t.tokenHash), index('email_verification_tokens_user').on(t.userId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // (follower, followee) answers "whom do I follow" in the feed; the other serves followers lists.
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_created').on(t.followeeId, t.createdAt, t.followerId),
    index('follows_follower_created').on(t.followerId, t.createdAt, t.followeeId),
  ],
);

/**
 * When a member was last told that this follower follows them: an unfollow-follow loop tells
 * them (inbox, push, live event) at most once a day.
 */
export const followAnnouncements = pgTable(
  'follow_announcements',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] })],
);

/** A member hiding another: each disappears for the other, both ways. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked').on(t.blockedId, t.blockerId),
    // A member's blocked list, newest first, without a sort.
    index('user_blocks_blocker_created').on(t.blockerId, t.createdAt, t.blockedId),
  ],
);

export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storyId] })],
);

export const classifiedFavourites = pgTable(
  'classified_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifiedPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.classifiedId] }),
    index('classified_favourites_user_created').on(t.userId, t.createdAt, t.classifiedId),
    // A listing's favourites counted for its seller's statistics (and found when it is deleted).
    index('classified_favourites_classified').on(t.classifiedId),
  ],
);

export const classifiedReports = pgTable(
  'classified_reports',
  {
    id: id(),
    /** Null once the listing is deleted: a seller cannot erase what was reported by deleting it. */
    classifiedId: uuid('classified_id').references(() => classifiedPosts.id, { onDelete: 'set null' }),
    /** The member who reported the listing. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    category: reportCategoryEnum('category').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [index('classified_reports_classified_created').on(t.classifiedId, t.createdAt, t.id), index('classified_reports_created').on(t.createdAt, t.id)],
);

/** A buyer talking to a listing's seller: one per buyer and listing. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** Null once the listing is deleted: the conversation and its messages stay with the two members. */
    classifiedId: uuid('classified_id').references(() => classifiedPosts.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_classified_buyer').on(t.classifiedId, t.buyerId),
    index('conversations_buyer_last').on(t.buyerId, t.lastMessageAt, t.id),
    index('conversations_seller_last').on(t.sellerId, t.lastMessageAt, t.id),
  ],
);

/**
 * An offer in a conversation (members-offers in the contract): the buyer's first, or a counter
 * linking the offer it answers. Only an open offer changes, once; at most one is open per
 * conversation (a partial unique index decides a race). The messages of the conversation point
 * at it: the offer itself and the answer to it.
 */
export const chatOffers = pgTable(
  'chat_offers',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'countered', 'withdrawn'] })
      .notNull()
      .default('open'),
    counterOf: uuid('counter_of').references((): AnyPgColumn => chatOffers.id, { onDelete: 'set null' }),
    /** A seller's counter: the days an acceptance holds the listing; on acceptance, the days it held it. */
    reserveDays: smallint('reserve_days'),
    /** Set on acceptance: until when the listing was held for the buyer. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_offers_one_open')
      .on(t.conversationId)
      .where(sql`${t.status} = 'open'`),
    index('chat_offers_conversation').on(t.conversationId),
    check('chat_offers_status', sql`${t.status} in ('open', 'accepted', 'declined', 'countered', 'withdrawn')`),
    check('chat_offers_amount', sql`${t.amount} > 0`),
    check('chat_offers_reserve_days', sql`${t.reserveDays} is null or ${t.reserveDays} between 1 and 7`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The scam-warning categories the message hit when it was sent (chat_warning_rules); empty for most. */
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** text, or a step of an offer (offer, offer-accepted, offer-declined, offer-withdrawn) with `offer_id` set. */
    kind: text('kind', { enum: ['text', 'offer', 'offer-accepted', 'offer-declined', 'offer-withdrawn'] })
      .notNull()
      .default('text'),
    offerId: uuid('offer_id').references(() => chatOffers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversation_messages_kind', sql`${t.kind} in ('text', 'offer', 'offer-accepted', 'offer-declined', 'offer-withdrawn')`),
    check('conversation_messages_offer', sql`(${t.kind} = 'text') = (${t.offerId} is null)`),
    index('conversation_messages_offer').on(t.offerId),
    index('conversation_messages_conversation_created').on(t.conversationId, t.createdAt, t.id),
    // The moderation queue's "chat warnings" reads each sender's flagged messages, newest first.
    index('conversation_messages_flagged_sender')
      .on(t.senderId, t.createdAt)
      .where(sql`cardinality(${t.warnings}) > 0`),
  ],
);

/**
 * The code last sent to confirm a phone, one per member (a new one replaces it): a keyed hash of
 * the code, never the code, the number it was sent to, and the wrong tries spent on it.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * What buyers did on a listing, for its seller's statistics: opened it (once a viewer a day),
 * tapped Call or tapped WhatsApp. The seller's own views and taps are not recorded.
 */
export const listingContactEvents = pgTable(
  'listing_contact_events',
  {
    id: id(),
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifiedPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'call', 'whatsapp'] }).notNull(),
    /** The viewer's day (UTC): a view is counted once per viewer and day. */
    day: date('day')
      .notNull()
      .default(sql`current_date`),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_contact_events_kind', sql`${t.kind} in ('view', 'call', 'whatsapp')`),
    index('listing_contact_events_classified_kind').on(t.classifiedId, t.kind),
    uniqueIndex('listing_contact_events_daily_view')
      .on(t.classifiedId, t.userId, t.day)
      .where(sql`${t.kind} = 'view'`),
  ],
);
