import { sql } from 'drizzle-orm';
import { char, check, customType, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { classifiedPosts } from './classifieds';
import { users } from './users';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A member's saved classifieds search. `params` is the search exactly as GET /api/v1/classifieds
 * takes it (what the app opens again); the other columns are the same search taken apart once,
 * when it is saved, so that a new listing is matched against every saved search in one statement:
 * `match_key` (country and category, `*` for any) finds the candidates by index, and the rest is
 * the search's own predicate on that one listing (saved-searches/matching.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    alert: text('alert').notNull().default('instant'),
    matchKey: text('match_key').notNull(),
    countryId: char('country_id', { length: 2 }),
    categoryId: uuid('category_id'),
    subCategoryId: uuid('sub_category_id'),
    districtId: uuid('district_id'),
    areaId: uuid('area_id'),
    priceMin: numeric('price_min', { precision: 14, scale: 3 }),
    priceMax: numeric('price_max', { precision: 14, scale: 3 }),
    /** The text as the search matches it (souq_search_query), fixed when saved; null: no text. */
    textQuery: tsquery('text_query'),
    /** The type's own fields asked for, tested by containment as the search does. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    yearMin: integer('year_min'),
    yearMax: integer('year_max'),
    mileageMax: integer('mileage_max'),
    sizeMin: integer('size_min'),
    sizeMax: integer('size_max'),
    /** When the member last opened it: matches since are its "new" ones. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last daily digest: the next one tells of matches after it. */
    digestAt: timestamp('digest_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_searches_alert', sql`${t.alert} in ('instant', 'daily', 'off')`),
    index('saved_searches_user').on(t.userId, t.createdAt, t.id),
    // The matcher's candidates: a listing's four keys (its country and category, either as any).
    index('saved_searches_match')
      .on(t.matchKey)
      .where(sql`${t.alert} <> 'off'`),
    index('saved_searches_daily')
      .on(t.digestAt)
      .where(sql`${t.alert} = 'daily'`),
  ],
);

/** Each listing a saved search matched, once: a member is told of a listing once per saved search. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => classifiedPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] }), index('saved_search_matches_search_created').on(t.savedSearchId, t.createdAt)],
);

/**
 * The last alert of each kind about a listing to the members who favourited it: a price drop
 * alerts at most once a day per listing, a sale once.
 */
export const listingAlerts = pgTable(
  'listing_alerts',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => classifiedPosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.kind] })],
);
