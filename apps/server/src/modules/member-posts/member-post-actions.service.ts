import type { ReportRequest } from '@souq/contract/members-common';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { UserRef } from '@souq/contract/common';
import type { Db, Tx } from '../../db/client';
import { postLikes, postReports, posts, postShares } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { assertVerified } from '../../lib/member-visibility';
import { notFound } from '../../lib/errors';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordActivity, withdrawActivity } from '../member-activity/activity.queries';
import { postShownTo } from './member-posts.queries';

const m = messages.members.posts;

/** A post the caller may see (their own hidden ones included), with its author; or 404. */
export async function shownPost(db: Tx, viewerId: string, postId: string) {
  const [row] = await db
    .select({ id: posts.id, authorId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), postShownTo(viewerId, { ownHidden: true })))
    .limit(1);
  if (!row) throw notFound(m.postNotFound);
  return row;
}

/** How the apps show the member who did something, in an event. */
export async function userRefOf(db: Tx, userId: string): Promise<UserRef> {
  const [row] = await db.select({ _id: users.id, name: users.name, photo: users.photo }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(m.memberNotFound);
  return row;
}

/**
 * Likes a post once: the like row and `total_likes` move together in one transaction, and only
 * when the row is new, so the counter stays the number of rows however many likes race.
 * The author hears of a new like from someone else (the inbox, in the same transaction).
 */
export async function likePost(db: Db, viewerId: string, postId: string) {
  await assertVerified(db, viewerId);
  return db.transaction(async (tx) => {
    const post = await shownPost(tx, viewerId, postId);
    const inserted = await tx.insert(postLikes).values({ postId: post.id, userId: viewerId }).onConflictDoNothing().returning({ postId: postLikes.postId });
    const totalLikes = await bumpLikes(tx, post.id, inserted.length);
    const notices: MemberNotice[] =
      inserted.length > 0 && post.authorId !== viewerId
        ? await recordActivity(tx, {
            recipientId: post.authorId,
            actorId: viewerId,
            kind: 'like',
            subjectType: 'post',
            subjectId: post.id,
            event: { type: 'like', data: { post_id: post.id, user: await userRefOf(tx, viewerId) } },
          })
        : [];
    return { answer: { likedByMe: true, totalLikes }, notices };
  });
}

/** Takes a like back, if there is one; the counter follows the rows. */
export async function unlikePost(db: Db, viewerId: string, postId: string) {
  return db.transaction(async (tx) => {
    const post = await shownPost(tx, viewerId, postId);
    const deleted = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, viewerId)))
      .returning({ postId: postLikes.postId });
    // The author's inbox no longer says this member likes the post.
    if (deleted.length > 0)
      await withdrawActivity(tx, { recipientId: post.authorId, actorId: viewerId, kind: 'like', subjectType: 'post', subjectId: post.id });
    return { likedByMe: false, totalLikes: await bumpLikes(tx, post.id, -deleted.length) };
  });
}

async function bumpLikes(tx: Tx, postId: string, delta: number): Promise<number> {
  const [row] =
    delta === 0
      ? await tx.select({ total: posts.totalLikes }).from(posts).where(eq(posts.id, postId))
      : await tx
          .update(posts)
          .set({ totalLikes: sql`${posts.totalLikes} + ${delta}` })
          .where(eq(posts.id, postId))
          .returning({ total: posts.totalLikes });
  return row!.total;
}

/**
 * Counts a member's share of a post once (a row per member and post, as the console lists them;
 * sharing again changes nothing) and answers the public link every time.
 */
export async function sharePost(db: Db, viewerId: string, postId: string, publicUrl: string) {
  await assertVerified(db, viewerId);
  return db.transaction(async (tx) => {
    const post = await shownPost(tx, viewerId, postId);
    const inserted = await tx.insert(postShares).values({ postId: post.id, userId: viewerId }).onConflictDoNothing().returning({ postId: postShares.postId });
    const [row] =
      inserted.length === 0
        ? await tx.select({ total: posts.totalShares }).from(posts).where(eq(posts.id, post.id))
        : await tx
            .update(posts)
            .set({ totalShares: sql`${posts.totalShares} + 1` })
            .where(eq(posts.id, post.id))
            .returning({ total: posts.totalShares });
    return { link: `${publicUrl.replace(/\/+$/, '')}/post/${post.id}`, totalShares: row!.total };
  });
}

/** A report staff read in the console's reports of the post. */
export async function reportPost(db: Db, viewerId: string, postId: string, report: ReportRequest) {
  await assertVerified(db, viewerId);
  const post = await shownPost(db, viewerId, postId);
  await db.insert(postReports).values({ postId: post.id, reportedUserId: viewerId, reportDescription: report.reason, category: report.category });
  return { ok: true as const };
}
