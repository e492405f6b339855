import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { POST_LIST_SORTS, PostListQuery } from '@souq/contract/posts';
import type { Tx } from '../../db/client';
import { comments, postReports, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { matchesEveryWord } from '../../lib/search';

/**
 * A post with its author, as every audience reads it. The console and the members' apps each add
 * their own columns (the staff's `active` flag; a member's like and the comments they are shown).
 */
export const postColumns = {
  _id: posts.id,
  userId: users.id,
  userName: users.name,
  userPhoto: users.photo,
  title: posts.title,
  description: posts.description,
  media: posts.media,
  type: posts.type,
  url: posts.url,
  createdAt: posts.createdAt,
  totalLikes: posts.totalLikes,
  totalShares: posts.totalShares,
};

/** Posts with their author, reading `columns`: postColumns and what the audience adds to them. */
export function selectPostsWith<Columns extends SelectedFields>(db: Tx, columns: Columns) {
  return db.select(columns).from(posts).innerJoin(users, eq(users.id, posts.userId));
}

/** The console's posts; the totals are the counters kept on the row, so nothing is counted. */
export function selectPosts(db: Tx) {
  return selectPostsWith(db, { ...postColumns, active: posts.active, totalComments: posts.totalComments });
}

/** A row of postColumns, with the author's columns folded into `user_id` as the API answers them. */
export function toPost<Row extends { userId: string; userName: string; userPhoto: string | null }>({ userId, userName, userPhoto, ...row }: Row) {
  return { ...row, user_id: { _id: userId, name: userName, photo: userPhoto } };
}

/** A comment with its author, as every audience reads it; each adds its own columns (the text, under its own name). */
export const commentColumns = {
  _id: comments.id,
  createdAt: comments.createdAt,
  userId: users.id,
  userName: users.name,
  userPhoto: users.photo,
};

/** Comments with their author, reading `columns`: commentColumns and what the audience adds to them. */
export function selectCommentsWith<Columns extends SelectedFields>(db: Tx, columns: Columns) {
  return db.select(columns).from(comments).innerJoin(users, eq(users.id, comments.userId));
}

/**
 * A post whose title and description hold every word of `text` (normalised, any order): the
 * expression `posts_search_trgm` indexes. The console's list and the members' explore search alike.
 */
export const postTextSearch = (text: string): SQL | undefined => matchesEveryWord(sql`${posts.title} || ' ' || ${posts.description}`, text);

/**
 * The posts list's filter on the posts table alone: the list, its bulk actions on "all matching"
 * and its export all read the same rows. A user filter that is no id matches nothing.
 */
export function postListWhere(input: Omit<PostListQuery, 'page' | 'itemsPerPage'>): SQL | undefined {
  if (input.user_id !== undefined && !isUuid(input.user_id)) return sql`false`;
  const filters: SQL[] = [isNull(posts.deletedAt)];
  if (input.user_id) filters.push(eq(posts.userId, input.user_id));
  if (input.textSearch) {
    const search = postTextSearch(input.textSearch);
    if (search) filters.push(search);
  }
  // A post's reports are found on `post_reports_post_created`.
  if (input.hidden !== undefined) filters.push(eq(posts.active, !input.hidden));
  if (input.reported !== undefined) {
    const reported = sql`exists (select 1 from ${postReports} where ${postReports.postId} = ${posts.id})`;
    filters.push(input.reported ? reported : sql`not ${reported}`);
  }
  return and(...filters);
}

/**
 * How the posts list sorts. Date rides `posts_live_created`; title and status have no
 * index of their own (docs/performance.md).
 */
export const POST_SORT_KEYS = {
  createdAt: [posts.createdAt, posts.id],
  title: [posts.title, posts.id],
  status: [posts.active, posts.createdAt, posts.id],
} satisfies Record<(typeof POST_LIST_SORTS)[number], unknown>;
