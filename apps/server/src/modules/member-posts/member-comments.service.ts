import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CursorQuery } from '@souq/contract/members-common';
import { queueWatchedHits, screenText } from '../trust/watched-words.check';
import type { Db, Tx } from '../../db/client';
import { comments, posts } from '../../db/schema/posts';
import { exactTime, newestPage, olderThan } from '../../lib/cursor';
import { assertVerified, visibleTo } from '../../lib/member-visibility';
import { forbidden, notFound } from '../../lib/errors';
import { commentColumns, selectCommentsWith } from '../posts/posts.queries';
import { shownPost } from './member-post-actions.service';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { activityPreview, forgetCommentActivity, recordActivity } from '../member-activity/activity.queries';
import { postShownTo } from './member-posts.queries';

const m = messages.members.posts;

/** A comment as the apps show it: the comment's own columns (posts.queries) with its post and cursor key. */
function selectComments(db: Tx) {
  return selectCommentsWith(db, {
    ...commentColumns,
    post_id: comments.postId,
    comment: comments.comments,
    timeKey: exactTime(comments.createdAt),
  });
}

function toComment({ userId, userName, userPhoto, ...row }: Awaited<ReturnType<typeof selectComments>>[number]) {
  return { ...row, user_id: { _id: userId, name: userName, photo: userPhoto } };
}

/**
 * A post's comments, newest first (the latest conversation is what the apps open on), along
 * `comments_post_created`. Comments of members blocked either way, or gone, are left out.
 */
export async function listComments(db: Db, viewerId: string, postId: string, query: CursorQuery) {
  const post = await shownPost(db, viewerId, postId);
  const rows = await selectComments(db)
    .where(and(eq(comments.postId, post.id), visibleTo(viewerId, comments.userId), olderThan(comments.createdAt, comments.id, query.cursor)))
    // The post first, as `comments_post_created` is sorted: the planner then reads that index
    // backwards from the cursor instead of filtering every newer comment of `comments_created`.
    .orderBy(desc(comments.postId), desc(comments.createdAt), desc(comments.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = newestPage(rows.map(toComment), query.limit, (c) => c._id);
  return { comments: items, nextCursor };
}

/** Adds a comment and counts it on the post in one transaction; the post's author hears of it. */
export async function addComment(db: Db, viewerId: string, postId: string, text: string) {
  await assertVerified(db, viewerId);
  return db.transaction(async (tx) => {
    const post = await shownPost(tx, viewerId, postId);
    const hits = await screenText(db, tx, 'comment', [text]);
    const [inserted] = await tx.insert(comments).values({ postId: post.id, userId: viewerId, comments: text }).returning({ id: comments.id });
    // A comment has no hidden state: its writer is queued with the words, the comment stays.
    await queueWatchedHits(tx, 'user', viewerId, hits, false);
    await tx
      .update(posts)
      .set({ totalComments: sql`${posts.totalComments} + 1` })
      .where(eq(posts.id, post.id));
    const [row] = await selectComments(tx).where(eq(comments.id, inserted!.id));
    const comment = toComment(row!);
    const notices: MemberNotice[] = await recordActivity(tx, {
      recipientId: post.authorId,
      actorId: viewerId,
      kind: 'comment',
      subjectType: 'post',
      subjectId: post.id,
      preview: activityPreview(text),
      event: { type: 'comment', data: { post_id: post.id, comment_id: comment._id, comment: activityPreview(text), user: comment.user_id } },
    });
    return { answer: comment, notices };
  });
}

/**
 * Deletes a comment for its author or the post's author (who may clear any comment under their
 * post, even one of a member they have since blocked). Anyone else who can see the comment gets
 * 403; one who cannot, 404. The post's counter drops with the row.
 */
export async function deleteComment(db: Db, viewerId: string, commentId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: comments.id, postId: comments.postId, authorId: comments.userId, postAuthorId: posts.userId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, commentId), postShownTo(viewerId, { ownHidden: true })));
    if (!row) throw notFound(m.commentNotFound);
    if (row.authorId !== viewerId && row.postAuthorId !== viewerId) {
      const [visible] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, row.id), visibleTo(viewerId, comments.userId)));
      throw visible ? forbidden(m.notYourComment) : notFound(m.commentNotFound);
    }
    // Counted only when this call removed the row: two deletes racing count it once.
    const deleted = await tx.delete(comments).where(eq(comments.id, row.id)).returning({ id: comments.id });
    if (deleted.length === 0) return;
    await tx
      .update(posts)
      .set({ totalComments: sql`${posts.totalComments} - 1` })
      .where(eq(posts.id, row.postId));
    await forgetCommentActivity(tx, { recipientId: row.postAuthorId, actorId: row.authorId, postId: row.postId });
  });
  return { ok: true as const };
}
