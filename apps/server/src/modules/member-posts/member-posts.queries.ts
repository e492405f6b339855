import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { follows } from '../../db/schema/members';
import { comments, postLikes, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { exactTime } from '../../lib/cursor';
import { visibleTo } from '../../lib/member-visibility';
import { newestFirst } from '../../lib/sorted-page';
import { postColumns, selectPostsWith, type toPost } from '../posts/posts.queries';

/**
 * The members' view of posts: what a member may see, and each post as the console reads it
 * (posts.queries) plus what the caller did to it.
 */

/**
 * A post a member may see: not deleted, shown by staff, not hidden by its author (unless the
 * viewer is the author and `ownHidden` allows it), by a live author with no block either way.
 * A post staff hid is gone for every member, its author included: the apps have nothing to
 * show or change there, and the console keeps it for moderation.
 */
export function postShownTo(viewerId: string, options: { ownHidden: boolean }): SQL {
  return and(
    isNull(posts.deletedAt),
    eq(posts.active, true),
    options.ownHidden ? or(eq(posts.authorHidden, false), eq(posts.userId, viewerId)) : eq(posts.authorHidden, false),
    visibleTo(viewerId, posts.userId),
  )!;
}

/** The flags a post needs to be listed in the feed and explore (the author's liveness aside). */
export function postListable(): SQL {
  return and(isNull(posts.deletedAt), eq(posts.active, true), eq(posts.authorHidden, false))!;
}

/**
 * The authors of a member's feed, as a subquery: the members they follow and may see (blocked and
 * gone ones dropped), and themselves. The feed and the stories row each seek every author's
 * newest items in their own stretch of an index.
 */
export function feedAuthors(db: Tx, viewerId: string) {
  return db
    .select({ authorId: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), visibleTo(viewerId, follows.followeeId)))
    .unionAll(db.select({ authorId: users.id }).from(users).where(eq(users.id, viewerId)))
    .as('authors');
}

/** Newest first, `id` breaking ties between equal times: the order every cursor follows. */
export const newestPostsFirst = newestFirst(posts);

/**
 * The same order for one author's posts, spelled as `posts_user_created` is sorted: with the
 * author fixed it changes nothing, but the planner then walks that index backwards and stops
 * after a page, at any depth, rather than collecting every older post of a prolific author
 * (a bitmap scan) or filtering `posts_created` for them.
 */
export const newestPostsOfAuthorFirst = [desc(posts.userId), ...newestPostsFirst];

/** The posts' columns a member reads: the post and its author, plus what they did to it and may see of it. */
function memberPostColumns(viewerId: string) {
  return {
    ...postColumns,
    hidden: posts.authorHidden,
    timeKey: exactTime(posts.createdAt),
    // The comments this viewer is shown (listComments' filter): none of erased or staff-blocked
    // members, nor of members blocked either way, so the count matches the list it opens.
    totalComments: sql<number>`(select count(*)::int from ${comments} where ${comments.postId} = ${posts.id} and ${visibleTo(viewerId, comments.userId)})`,
    // One probe of post_likes' primary key (post_id, user_id) per post shown.
    likedByMe: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
  };
}

/** Posts with their author and the caller's like; likes and shares are the counters kept on the row, comments are counted as the caller sees them. */
export function selectMemberPosts(db: Tx, viewerId: string) {
  return selectPostsWith(db, memberPostColumns(viewerId));
}

type MemberPostRow = Awaited<ReturnType<typeof selectMemberPosts>>[number];

/** A member's post as the apps get it: the row through the console's toPost. */
export type MemberPostResult = ReturnType<typeof toPost<MemberPostRow>>;
