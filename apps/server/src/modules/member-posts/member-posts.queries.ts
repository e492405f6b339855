import { exactTime } from '../../lib/cursor';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { comments, postLikes, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { visibleTo } from '../../lib/member-visibility';

/**
 * The members' view of posts (issue 18): what a member may see, and each post as the console
 * shows it plus what the caller did to it.
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

/** Newest first, `id` breaking ties between equal times: the order every cursor follows. */
export const newestPostsFirst = [desc(posts.createdAt), desc(posts.id)];

/**
 * The same order for one author's posts, spelled as `posts_user_created` is sorted: with the
 * author fixed it changes nothing, but the planner then walks that index backwards and stops
 * after a page, at any depth, rather than collecting every older post of a prolific author
 * (a bitmap scan) or filtering `posts_created` for them.
 */
export const newestPostsOfAuthorFirst = [desc(posts.userId), ...newestPostsFirst];

function memberPostColumns(viewerId: string) {
  return {
    _id: posts.id,
    userId: users.id,
    userName: users.name,
    userPhoto: users.photo,
    title: posts.title,
    description: posts.description,
    media: posts.media,
    type: posts.type,
    url: posts.url,
    hidden: posts.authorHidden,
    createdAt: posts.createdAt,
    timeKey: exactTime(posts.createdAt),
    totalLikes: posts.totalLikes,
    totalShares: posts.totalShares,
    // The comments this viewer is shown (listComments' filter): none of erased or staff-blocked
    // members, nor of members blocked either way, so the count matches the list it opens.
    totalComments: sql<number>`(select count(*)::int from ${comments} where ${comments.postId} = ${posts.id} and ${visibleTo(viewerId, comments.userId)})`,
    // One probe of post_likes' primary key (post_id, user_id) per post shown.
    likedByMe: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
  };
}

/** Posts with their author and the caller's like; likes and shares are the counters kept on the row, comments are counted as the caller sees them. */
export function selectMemberPosts(db: Tx, viewerId: string) {
  return db.select(memberPostColumns(viewerId)).from(posts).innerJoin(users, eq(users.id, posts.userId));
}

type MemberPostRow = Awaited<ReturnType<typeof selectMemberPosts>>[number];

export function toMemberPost({ userId, userName, userPhoto, ...row }: MemberPostRow) {
  return { ...row, user_id: { _id: userId, name: userName, photo: userPhoto } };
}

export type MemberPostResult = ReturnType<typeof toMemberPost>;
