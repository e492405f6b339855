import { type AnyPgColumn, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { reportCategoryEnum, users } from './users';
import type { MediaItem } from './classifieds';

export const postTypeEnum = pgEnum('post_type', ['post', 'reel']);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    type: postTypeEnum('type').notNull().default('post'),
    /** A reel plays its own url. */
    url: text('url'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    /** Staff's 'Show posts' switch. */
    active: boolean('active').notNull().default(true),
    /** The author's own hiding (members' API): hidden either way, the post is gone from every member answer. */
    authorHidden: boolean('author_hidden').notNull().default(false),
    /** Counters kept with the rows they count, so a post page never counts. */
    totalLikes: integer('total_likes').notNull().default(0),
    totalShares: integer('total_shares').notNull().default(0),
    totalComments: integer('total_comments').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_created').on(t.createdAt, t.id),
    // Index-only scans over the posts not deleted: the dashboard's count, and the page of ids a
    // deep page of the console's list skips through.
    index('posts_live_created')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('posts_user_created').on(t.userId, t.createdAt, t.id),
    // The members' feed: per followee, index-only over exactly the posts a member may see.
    index('posts_user_listed_created')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.active} and not ${t.authorHidden}`),
    // The console's and the members' post searches (lib/search.ts matchesEveryWord) on the normalised text.
    index('posts_search_trgm').using('gin', sql`souq_search_normalize(${t.title} || ' ' || ${t.description}) gin_trgm_ops`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_created').on(t.createdAt)],
);

export const postShares = pgTable(
  'post_shares',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One share per member and post: sharing again counts nothing more.
  (t) => [uniqueIndex('post_shares_member').on(t.postId, t.userId), index('post_shares_created').on(t.createdAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    comments: text('comments').notNull(),
    /** The comment of the same post this one answers; it stays when that comment goes (null then). */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => comments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_post_created').on(t.postId, t.createdAt, t.id),
    index('comments_created').on(t.createdAt),
    // A deleted comment's answers are found by this index to lose their link.
    index('comments_reply_to').on(t.replyToId),
  ],
);

export const postReports = pgTable(
  'post_reports',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The user who reported the post. */
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id),
    reportDescription: text('report_description').notNull().default(''),
    category: reportCategoryEnum('category').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [index('post_reports_post_created').on(t.postId, t.createdAt, t.id)],
);

export const storyTypeEnum = pgEnum('story_type', ['image', 'video']);

export const stories = pgTable(
  'stories',
  {
    id: id(),
    /** Null when the user is gone: the story still lists, with a not-found label. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    storyType: storyTypeEnum('story_type').notNull(),
    storyUrl: text('story_url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('stories_created').on(t.createdAt, t.id),
    index('stories_user_created').on(t.userId, t.createdAt, t.id),
    index('stories_search_trgm').using('gin', sql`souq_search_normalize(${t.description}) gin_trgm_ops`),
  ],
);
