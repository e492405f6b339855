import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CursorQuery } from '@souq/contract/members-common';
import { postHasContent, type CreatePostRequest, type UpdatePostRequest } from '@souq/contract/members-posts';
import type { Db, Tx } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { newestPage, olderThan } from '../../lib/cursor';
import { assertVerified, notBlockedBetween } from '../../lib/member-visibility';
import { badRequest, notFound } from '../../lib/errors';
import { assertOwnUploads, mediaItemReferences } from '../uploads/media-references';
import type { Storage } from '../uploads/storage';
import { assertNewAccountMayLink } from '../trust/new-account-limits';
import { queueWatchedHits, screenText } from '../trust/watched-words.check';
import { postTextSearch, toPost } from '../posts/posts.queries';
import { mentionedMembers, tellMentioned } from '../member-activity/mentions.queries';
import {
  feedAuthors,
  newestPostsFirst,
  newestPostsOfAuthorFirst,
  postListable,
  postShownTo,
  selectMemberPosts,
  type MemberPostResult,
} from './member-posts.queries';

const m = messages.members.posts;

function pageOfPosts(rows: MemberPostResult[], limit: number) {
  const { items, nextCursor } = newestPage(rows, limit, (post) => post._id);
  return { posts: items, nextCursor };
}

/**
 * The feed: posts of the members the caller follows and the caller's own, newest first.
 * Each author's newest posts come from their own stretch of `posts_user_created` (a LATERAL
 * seek per author, at most one page each), and only those few are merged and sorted: the cost
 * grows with how many members the caller follows, never with how deep the cursor is or how many
 * posts everyone else wrote. Blocked and gone authors are dropped from the list of authors first.
 * The query alone, as a benchmark's bare route and EXPLAIN read it too.
 */
export function feedQuery(db: Db, viewerId: string, query: CursorQuery) {
  const authors = feedAuthors(db, viewerId);
  const recent = db
    .select({ postId: sql<string>`${posts.id}`.as('post_id'), postAt: sql<Date>`${posts.createdAt}`.as('post_at') })
    .from(posts)
    .where(and(eq(posts.userId, authors.authorId), postListable(), olderThan(posts.createdAt, posts.id, query.cursor)))
    .orderBy(...newestPostsOfAuthorFirst)
    .limit(query.limit + 1)
    .as('recent');
  const page = db
    .select({ pageId: recent.postId })
    .from(authors)
    .crossJoinLateral(recent)
    .orderBy(desc(recent.postAt), desc(recent.postId))
    .limit(query.limit + 1)
    .as('page');
  return selectMemberPosts(db, viewerId)
    .innerJoin(page, eq(page.pageId, posts.id))
    .orderBy(...newestPostsFirst);
}

export async function feed(db: Db, viewerId: string, query: CursorQuery) {
  return pageOfPosts((await feedQuery(db, viewerId, query)).map(toPost), query.limit);
}

/**
 * Explore: everyone's posts, newest first, along `posts_live_created`. The page's ids come first
 * and the rest is read for them alone: asked over the whole table, the planner expects millions
 * of rows and answers "liked by me" by hashing every like of the caller (a 400 ms scan of
 * post_likes at 5M posts) instead of probing the key once per post shown. A search (`q`) is the
 * console's (postTextSearch, on `posts_search_trgm`): every word, normalised, in any order.
 */
export function exploreQuery(db: Db, viewerId: string, query: CursorQuery & { q?: string }) {
  const page = db
    .select({ pageId: posts.id })
    .from(posts)
    .where(and(postShownTo(viewerId, { ownHidden: false }), query.q ? postTextSearch(query.q) : undefined, olderThan(posts.createdAt, posts.id, query.cursor)))
    .orderBy(...newestPostsFirst)
    .limit(query.limit + 1)
    .as('page');
  return selectMemberPosts(db, viewerId)
    .innerJoin(page, eq(page.pageId, posts.id))
    .orderBy(...newestPostsFirst);
}

export async function explore(db: Db, viewerId: string, query: CursorQuery & { q?: string }) {
  return pageOfPosts((await exploreQuery(db, viewerId, query)).map(toPost), query.limit);
}

/** A member the caller may see (live, no block either way), or 404. */
async function assertMemberVisible(db: Tx, viewerId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    // Not visibleTo(): its liveness check reads `users` again, and would compare that row with itself.
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.blocked, false), notBlockedBetween(viewerId, users.id)))
    .limit(1);
  if (!row) throw notFound(m.memberNotFound);
}

/** A member's posts, newest first, along `posts_user_created`; their own hidden ones only for themselves. */
export function memberPostsQuery(db: Db, viewerId: string, userId: string, query: CursorQuery) {
  return selectMemberPosts(db, viewerId)
    .where(and(eq(posts.userId, userId), postShownTo(viewerId, { ownHidden: true }), olderThan(posts.createdAt, posts.id, query.cursor)))
    .orderBy(...newestPostsOfAuthorFirst)
    .limit(query.limit + 1);
}

export async function postsOfMember(db: Db, viewerId: string, userId: string, query: CursorQuery) {
  await assertMemberVisible(db, viewerId, userId);
  return pageOfPosts((await memberPostsQuery(db, viewerId, userId, query)).map(toPost), query.limit);
}

/** One post the caller may see, or 404. */
export async function getMemberPost(db: Tx, viewerId: string, postId: string) {
  const [row] = await selectMemberPosts(db, viewerId)
    .where(and(eq(posts.id, postId), postShownTo(viewerId, { ownHidden: true })))
    .limit(1);
  if (!row) throw notFound(m.postNotFound);
  return toPost(row);
}

const upload = messages.upload;

/** A post names only photos and videos its author uploaded. */
export async function createPost(db: Db, storage: Storage, authorId: string, input: CreatePostRequest) {
  await assertVerified(db, authorId);
  return db.transaction(async (tx) => {
    await assertOwnUploads(tx, storage, authorId, mediaItemReferences(input.media, upload.mediaNotYours));
    const hits = await screenPost(db, tx, authorId, input);
    const [row] = await tx
      .insert(posts)
      .values({ userId: authorId, title: input.title, description: input.description, media: input.media, active: hits.hold.length === 0 })
      .returning({ id: posts.id });
    await queueWatchedHits(tx, 'post', row!.id, hits);
    const { notices } = await tellMentioned(tx, { authorId, postId: row!.id, text: postText(input) });
    return { answer: await ownPost(tx, authorId, row!.id), notices };
  });
}

/** What a post says, as mentions are looked for in it. */
const postText = (post: { title: string; description: string }) => [post.title, post.description].filter(Boolean).join('\n');

/**
 * A post's words as they are written: a blocking watched word refuses it, and a new account's
 * link outside Souq; the words that hold or flag are answered for the queue.
 */
async function screenPost(db: Db, tx: Tx, authorId: string, text: { title?: string | null; description?: string | null }) {
  await assertNewAccountMayLink(tx, authorId, [text.title, text.description]);
  return screenText(db, tx, 'description', [text.title, text.description]);
}

/**
 * The caller's post as just written: a post a watched word holds is hidden from everyone until
 * staff decide, its author included, so it is answered here without the visibility filter.
 */
async function ownPost(tx: Tx, authorId: string, postId: string) {
  const [row] = await selectMemberPosts(tx, authorId)
    .where(and(eq(posts.id, postId), eq(posts.userId, authorId)))
    .limit(1);
  if (!row) throw notFound(m.postNotFound);
  return toPost(row);
}

/**
 * The caller's own post, locked for a change, or 404: another member's post, a deleted one and
 * one staff hid are all simply not there for them (a staff-hidden post stays as staff left it).
 */
async function lockOwnPost(tx: Tx, authorId: string, postId: string) {
  const [row] = await tx
    .select({ id: posts.id, title: posts.title, description: posts.description, media: posts.media })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, authorId), isNull(posts.deletedAt), eq(posts.active, true)))
    .for('update');
  if (!row) throw notFound(m.postNotFound);
  return row;
}

export async function updatePost(db: Db, storage: Storage, authorId: string, postId: string, input: UpdatePostRequest) {
  return db.transaction(async (tx) => {
    const before = await lockOwnPost(tx, authorId, postId);
    if (input.media) {
      const kept = before.media.map((item) => item.url);
      await assertOwnUploads(tx, storage, authorId, mediaItemReferences(input.media, upload.mediaNotYours), kept);
    }
    const after = {
      title: input.title ?? before.title,
      description: input.description ?? before.description,
      media: input.media ?? before.media,
    };
    if (!postHasContent(after)) throw badRequest(m.postEmpty, { title: m.postEmpty });
    const rewritten = after.title !== before.title || after.description !== before.description;
    const hits = rewritten ? await screenPost(db, tx, authorId, after) : null;
    const held = (hits?.hold.length ?? 0) > 0;
    const changes = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.media === undefined ? {} : { media: input.media }),
      ...(input.hidden === undefined ? {} : { authorHidden: input.hidden }),
      ...(held ? { active: false } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(posts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(posts.id, before.id));
    }
    if (hits) await queueWatchedHits(tx, 'post', before.id, hits);
    // Only members the edit newly names are told: those named before were told then.
    const earlier = await mentionedMembers(tx, postText(before));
    const named = (await mentionedMembers(tx, postText(after))).filter((id) => !earlier.includes(id));
    const { notices } = await tellMentioned(tx, { authorId, postId: before.id, text: postText(after), mentioned: named });
    return { answer: await ownPost(tx, authorId, before.id), notices };
  });
}

/**
 * A soft delete, as staff deletes: the post leaves every list (and the dashboard's count of
 * posts, whose trigger counts posts not deleted), its likes, comments and reports stay on record.
 */
export async function deleteOwnPost(db: Db, authorId: string, postId: string) {
  await db.transaction(async (tx) => {
    const before = await lockOwnPost(tx, authorId, postId);
    const deletedAt = new Date();
    await tx.update(posts).set({ deletedAt, updatedAt: deletedAt }).where(eq(posts.id, before.id));
  });
  return { ok: true as const };
}
