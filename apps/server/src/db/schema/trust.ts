import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classifiedPosts } from './classifieds';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * The photo hashes of each listing, with its seller, so a new listing's photos are compared with
 * the listings already on the site. `bands` cuts the 64-bit hash into pieces (lib/photo-hash.ts):
 * two hashes within the duplicate threshold share at least one piece, so the GIN index on
 * `bands` finds the candidates and only they are compared bit by bit.
 */
export const listingPhotoHashes = pgTable(
  'listing_photo_hashes',
  {
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifiedPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    bands: integer('bands').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classifiedId, t.hash] }),
    index('listing_photo_hashes_bands').using('gin', t.bands),
    index('listing_photo_hashes_user').on(t.userId),
  ],
);

/**
 * Words and phrases staff watch for in what members write (listings, posts, comments, names),
 * stored normalised as search normalises, each with what happens on a hit: refuse the write,
 * hold the content hidden for review, or let it through and put it in the moderation queue.
 * Seeded by migration 0033 with a starter list of what Kuwait prohibits.
 */
export const watchedWords = pgTable(
  'watched_words',
  {
    id: id(),
    phrase: text('phrase').notNull(),
    action: text('action').notNull(),
    category: text('category').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('watched_words_action', sql`${t.action} in ('block', 'hold', 'flag')`),
    check('watched_words_category', sql`${t.category} in ('medicines', 'tobacco', 'weapons', 'alcohol', 'gambling', 'drugs', 'other')`),
    uniqueIndex('watched_words_phrase').on(t.phrase),
  ],
);
