import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CursorQuery } from '@souq/contract/members-common';
import { queueWatchedHits, screenText } from '../trust/watched-words.check';
import type { Db, Tx } from '../../db/client';
import { comments, posts } from '../../db/schema/posts';
import { exactTime, newestPage, olderThan } from '../../lib/cursor';
import { assertVerified, visibleTo } from '../../lib/member-visibility';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { commentColumns, selectCommentsWith } from '../posts/posts.queries';
import { shownPost } from './member-post-actions.service';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { activityPreview, forgetCommentActivity, recordActivity } from '../member-activity/activity.queries';
import { mentionedMembers, tellMentioned } from '../member-activity/mentions.queries';
import { postShownTo } from './member-posts.queries';

const m = messages.members.posts;

/** A comment as the apps show it: the comment's own columns (posts.queries) with its post and cursor key. */
function selectComments(db: Tx) {
  return selectCommentsWith(db, {
    ...commentColumns,
    post_id: comments.postId,
    comment: comments.comments,
    reply_to: comments.replyToId,
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

/**
 * The author of the comment a new one answers: a comment of the same post the writer may see,
 * else 400 (one of another post, a blocked member's or an unknown id are alike to the writer).
 */
async function repliedAuthor(tx: Tx, viewerId: string, postId: string, replyTo: string): Promise<string> {
  const [parent] = await tx
    .select({ authorId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, replyTo), eq(comments.postId, postId), visibleTo(viewerId, comments.userId)));
  if (!parent) throw badRequest(m.replyToInvalid, { reply_to: m.replyToInvalid });
  return parent.authorId;
}

/**
 * Adds a comment (or a reply to one of the post's comments) and counts it on the post in one
 * transaction. Each member hears of it once, by the most particular kind: the answered comment's
 * author as a reply, members it names as a mention, the post's author otherwise as a comment.
 */
export async function addComment(db: Db, viewerId: string, postId: string, input: { comment: string; reply_to?: string | undefined }) {
  const text = input.comment;
  await assertVerified(db, viewerId);
  return db.transaction(async (tx) => {
    const post = await shownPost(tx, viewerId, postId);
    const repliedTo = input.reply_to ? await repliedAuthor(tx, viewerId, post.id, input.reply_to) : null;
    const hits = await screenText(db, tx, 'comment', [text]);
    const [inserted] = await tx
      .insert(comments)
      .values({ postId: post.id, userId: viewerId, comments: text, replyToId: input.reply_to ?? null })
      .returning({ id: comments.id });
    // A comment has no hidden state: its writer is queued with the words, the comment stays.
    await queueWatchedHits(tx, 'user', viewerId, hits, false);
    await tx
      .update(posts)
      .set({ totalComments: sql`${posts.totalComments} + 1` })
      .where(eq(posts.id, post.id));
    const [row] = await selectComments(tx).where(eq(comments.id, inserted!.id));
    const comment = toComment(row!);
    const preview = activityPreview(text);
    const notices: MemberNotice[] = [];
    if (repliedTo && repliedTo !== viewerId) {
      notices.push(
        ...(await recordActivity(tx, { recipientId: repliedTo, actorId: viewerId, kind: 'reply', subjectType: 'post', subjectId: post.id, preview })),
      );
    }
    const mentioned = await tellMentioned(tx, { authorId: viewerId, postId: post.id, text, except: repliedTo ? [repliedTo] : [] });
    notices.push(...mentioned.notices);
    const toldAuthor = post.authorId === repliedTo || mentioned.told.includes(post.authorId);
    notices.push(
      ...(await recordActivity(tx, {
        recipientId: post.authorId,
        actorId: viewerId,
        kind: 'comment',
        subjectType: 'post',
        subjectId: post.id,
        preview,
        // The event the apps listened for before goes out either way; the inbox item only once.
        skipItem: toldAuthor,
        event: { type: 'comment', data: { post_id: post.id, comment_id: comment._id, comment: preview, user: comment.user_id } },
      })),
    );
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
      .select({
        id: comments.id,
        postId: comments.postId,
        authorId: comments.userId,
        postAuthorId: posts.userId,
        text: comments.comments,
        replyToId: comments.replyToId,
      })
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
    await forgetCommentActivity(tx, { recipientId: row.postAuthorId, actorId: row.authorId, postId: row.postId, kind: 'comment' });
    // Those it answered or named no longer read its words either.
    const [parent] = row.replyToId ? await tx.select({ authorId: comments.userId }).from(comments).where(eq(comments.id, row.replyToId)) : [];
    if (parent) await forgetCommentActivity(tx, { recipientId: parent.authorId, actorId: row.authorId, postId: row.postId, kind: 'reply' });
    for (const recipientId of await mentionedMembers(tx, row.text)) {
      await forgetCommentActivity(tx, { recipientId, actorId: row.authorId, postId: row.postId, kind: 'mention' });
    }
  });
  return { ok: true as const };
}
