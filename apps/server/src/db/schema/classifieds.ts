import { sql } from 'drizzle-orm';
import { boolean, char, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';
import { categories, subCategories } from './categories';
import { areas, countries, districts } from './regions';
import { tsvector } from './search';

export interface MediaItem {
  url: string;
  type: 'image' | 'video';
}

export const classifiedPosts = pgTable(
  'classified_posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 14, scale: 3 }).notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    countryId: char('country_id', { length: 2 })
      .notNull()
      .references(() => countries.id),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    areaId: uuid('area_id').references(() => areas.id),
    imageUrl: text('image_url'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    /** The type's extra fields (property, automotive, jobs, buy & sell), validated by the contract. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    /** Set when the seller marks the listing sold (members' API). */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /**
     * The buyer whose offer the seller accepted holds the listing until `reserved_until`; past it
     * the listing reads as free again (checked when read, nothing clears it), or the seller releases it.
     */
    reservedFor: uuid('reserved_for').references(() => users.id, { onDelete: 'set null' }),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /**
     * What search matches: the title, description and every name the listing points at, in both
     * languages, normalised and stemmed. Kept by the trigger classified_posts_search_doc, so a
     * listing is findable the moment it is saved; never written by the application.
     */
    searchDoc: tsvector('search_doc'),
    /**
     * The seller's account is live (neither deleted nor blocked by staff), copied from `users` by
     * triggers (migration 0017) so the search filters on the listing's own row: the check as a
     * join on `users` cost most of the search's planning and, above a few thousand matches, a hash
     * join over every user. Never written by the application.
     */
    sellerLive: boolean('seller_live').notNull().default(true),
    /**
     * Where the listing sits in "newest": its creation, moved to now by a bump or a renewal. An
     * insert that leaves it out gets created_at from the trigger classified_posts_lifetime
     * (migration 0022); the default is only the trigger's sign that it was left out.
     */
    listedAt: timestamp('listed_at', { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
    /**
     * The end of its lifetime: past it the listing leaves every public list until its owner renews
     * it. An insert that leaves it out gets the category's lifetime from the trigger
     * classified_posts_lifetime; one that names it (a restore) keeps it.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
    /** The owner's last bump: one every 48 hours. */
    bumpedAt: timestamp('bumped_at', { withTimezone: true }),
    /** When the owner was told this lifetime ends soon; cleared by a renewal, so one reminder a lifetime. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Staff featured it until then: labelled and shown first in its category's newest. */
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classified_posts_list').on(t.countryId, t.categoryId, t.createdAt, t.id),
    index('classified_posts_country_created').on(t.countryId, t.createdAt, t.id),
    // The members' "newest": listed_at moves with bumps and renewals, so it has its own indexes.
    index('classified_posts_country_listed').on(t.countryId, t.listedAt, t.id),
    index('classified_posts_listed').on(t.listedAt, t.id),
    // The reminder job's walk over lifetimes ending soon, and the featured listings of a category.
    index('classified_posts_expires').on(t.expiresAt),
    index('classified_posts_featured')
      .on(t.categoryId, t.featuredUntil)
      .where(sql`${t.featuredUntil} is not null`),
    index('classified_posts_user').on(t.userId),
    // Near-identical titles (duplicate checks, trust/duplicate-listings.ts) by trigram similarity.
    index('classified_posts_title_trgm').using('gin', sql`souq_search_normalize(${t.title}) gin_trgm_ops`),
    // The members' search: newest or by price inside a category, and a seller's own listings.
    index('classified_posts_category_listed').on(t.categoryId, t.listedAt, t.id),
    index('classified_posts_category_price').on(t.categoryId, t.price, t.id),
    // Price order without a category: within a country (the apps' usual scope), or everywhere.
    index('classified_posts_country_price').on(t.countryId, t.price, t.id),
    index('classified_posts_price').on(t.price, t.id),
    index('classified_posts_user_listed').on(t.userId, t.listedAt, t.id),
    // The dashboard counts a created_at range across countries; category deletes look for any post.
    index('classified_posts_created').on(t.createdAt),
    index('classified_posts_category').on(t.categoryId),
    index('classified_posts_sub_category').on(t.subCategoryId),
    index('classified_posts_search_doc').using('gin', t.searchDoc),
    // A search within a category (the usual one) meets its words and its category inside the
    // index (btree_gin), instead of AND-ing a bitmap of every listing in the category (170,000 of a
    // million) with the words' bitmap: a rare word in a large category, 240 ms then, 14 ms now.
    // Partial only so that a search without a category cannot use it: priced the same as the
    // index above, it was chosen for the words alone and read them 5x slower (27 ms against 5).
    index('classified_posts_category_search')
      .using('gin', t.categoryId, t.searchDoc)
      .where(sql`${t.categoryId} is not null`),
    // The type's own fields as filters (migration 0023): the choices and flags asked for as one
    // containment test on details, the ranges (model year, kilometres, m²) as numbers within a category.
    index('classified_posts_details').using('gin', sql`${t.details} jsonb_path_ops`),
    index('classified_posts_year').on(t.categoryId, sql`((${t.details} ->> 'year')::integer)`),
    index('classified_posts_mileage').on(t.categoryId, sql`((${t.details} ->> 'mileage')::integer)`),
    index('classified_posts_size').on(t.categoryId, sql`((${t.details} ->> 'size')::integer)`),
    // The members' categories in order of use count the listings on sale per category (in a country) from this alone.
    index('classified_posts_listed_category')
      .on(t.countryId, t.categoryId)
      .where(sql`${t.active} and ${t.soldAt} is null and ${t.sellerLive}`),
  ],
);
