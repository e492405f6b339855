import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZMemberComment, ZMemberCommentList, ZMemberPost } from '@souq/contract/members-posts';
import { dashboardCounters } from '../../db/schema/dashboard';
import { comments, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import type { MemberEvent } from '../member-events/event-hub';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildComment, buildPost, buildUser, buildUserBlock, minutesAgo } from '../../../test/factories';

/** Comments: newest first with cursors, counted exactly, deleted by whom may, hidden across blocks. */

let t: TestContext;
let author: { id: string; token: string };
let commenter: { id: string; token: string };
let bystander: { id: string; token: string };
let admin: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const m = messages.members.posts;

beforeAll(async () => {
  t = await createTestContext();
  author = await t.userWithToken('user', { name: 'Author' });
  commenter = await t.userWithToken('user', { name: 'Commenter' });
  bystander = await t.userWithToken('user');
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const totalOf = async (postId: string) => (await t.db.select({ n: posts.totalComments }).from(posts).where(eq(posts.id, postId)))[0]!.n;
const countOf = (postId: string) => t.db.$count(comments, eq(comments.postId, postId));
async function counted() {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${dashboardCounters.n}), 0)::int` })
    .from(dashboardCounters)
    .where(eq(dashboardCounters.metric, 'comments'));
  return row!.n;
}

describe('GET /api/v1/posts/:id/comments', () => {
  it('answers comments newest first, paged without gaps or repeats at equal times', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const tie = minutesAgo(5);
    for (let i = 0; i < 4; i += 1) await buildComment(t.db, { postId: post.id, userId: commenter.id, comments: `tie ${i}`, createdAt: tie });
    await buildComment(t.db, { postId: post.id, userId: author.id, comments: 'newest', createdAt: minutesAgo(1) });
    await buildComment(t.db, { postId: post.id, userId: author.id, comments: 'oldest', createdAt: minutesAgo(9) });
    const first = ZMemberCommentList.parse((await t.as(bystander).get(`/api/v1/posts/${post.id}/comments`)).json());
    expect(first.comments.map((c) => c.comment)).toEqual(['newest', ...first.comments.slice(1, 5).map((c) => c.comment), 'oldest']);
    expect(first.comments[0]).toMatchObject({ post_id: post.id, user_id: { _id: author.id, name: 'Author' } });
    expect(first.nextCursor).toBeNull();
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
      const page = ZMemberCommentList.parse((await t.as(admin).get(`/api/v1/posts/${post.id}/comments?${query}`)).json());
      ids.push(...page.comments.map((c) => c._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(first.comments.map((c) => c._id));
  });

  it('leaves out comments of members blocked either way', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const blocker = await buildUser(t.db);
    const blocked = await buildUser(t.db);
    for (const user of [blocker, blocked]) await buildComment(t.db, { postId: post.id, userId: user.id, comments: user.name });
    await buildComment(t.db, { postId: post.id, userId: commenter.id, comments: 'visible' });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: bystander.id });
    await buildUserBlock(t.db, { blockerId: bystander.id, blockedId: blocked.id });
    const seen = ZMemberCommentList.parse((await t.as(bystander).get(`/api/v1/posts/${post.id}/comments`)).json());
    expect(seen.comments.map((c) => c.comment)).toEqual(['visible']);
    const others = ZMemberCommentList.parse((await t.as(commenter).get(`/api/v1/posts/${post.id}/comments`)).json());
    expect(others.comments).toHaveLength(3);
  });

  it('counts on the post only the comments the viewer is shown', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const erased = await t.userWithToken('user');
    const blockedByViewer = await t.userWithToken('user');
    for (const who of [commenter, author, commenter, erased, blockedByViewer]) {
      expect((await t.as(who).post(`/api/v1/posts/${post.id}/comments`, { comment: 'Hello' })).statusCode).toBe(201);
    }
    expect(await totalOf(post.id)).toBe(5);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
    await buildUserBlock(t.db, { blockerId: bystander.id, blockedId: blockedByViewer.id });

    const list = ZMemberCommentList.parse((await t.as(bystander).get(`/api/v1/posts/${post.id}/comments`)).json());
    expect(list.comments).toHaveLength(3);
    const shown = ZMemberPost.parse((await t.as(bystander).get(`/api/v1/posts/${post.id}`)).json());
    expect(shown.totalComments).toBe(3);
    // The member blocked by the viewer is still counted for everyone else.
    expect(ZMemberPost.parse((await t.as(commenter).get(`/api/v1/posts/${post.id}`)).json()).totalComments).toBe(4);
  });

  it('answers 404 for an unknown or hidden post, 400 for a junk cursor, 401 without a token', async () => {
    const hidden = await buildPost(t.db, { userId: author.id, active: false });
    for (const id of [unknownId, hidden.id]) {
      const response = await t.as(bystander).get(`/api/v1/posts/${id}/comments`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(m.postNotFound);
    }
    const post = await buildPost(t.db, { userId: author.id });
    expect(errorOf(await t.as(bystander).get(`/api/v1/posts/${post.id}/comments?cursor=abc`))).toBe(messages.members.common.cursorInvalid);
    // Visitors read a post's comments; a bad token is still refused.
    expect((await t.anonymous.get(`/api/v1/posts/${post.id}/comments`)).statusCode).toBe(200);
    expect((await t.as('not.a.token').get(`/api/v1/posts/${post.id}/comments`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/posts/:id/comments', () => {
  it('adds a comment, counts it on the post and the dashboard, and tells the post author', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const events: MemberEvent[] = [];
    const stop = t.app.memberEvents.subscribe(author.id, (event) => events.push(event));
    const response = await t.as(commenter).post(`/api/v1/posts/${post.id}/comments`, { comment: '  Lovely  ' });
    stop();
    expect(response.statusCode).toBe(201);
    const comment = ZMemberComment.parse(response.json());
    expect(comment).toMatchObject({ post_id: post.id, comment: 'Lovely', user_id: { _id: commenter.id, name: 'Commenter' } });
    expect(await totalOf(post.id)).toBe(1);
    expect(await counted()).toBe(await t.db.$count(comments));
    expect(events.map((event) => event.type)).toEqual(['comment', 'activity']);
    expect(events[0]).toMatchObject({
      type: 'comment',
      data: { post_id: post.id, comment_id: comment._id, comment: 'Lovely', user: { _id: commenter.id, name: 'Commenter' } },
    });
    // The author answering under their own post tells nobody.
    const own: MemberEvent[] = [];
    const stopOwn = t.app.memberEvents.subscribe(author.id, (event) => own.push(event));
    expect((await t.as(author).post(`/api/v1/posts/${post.id}/comments`, { comment: 'Thanks' })).statusCode).toBe(201);
    stopOwn();
    expect(own).toEqual([]);
    expect(await totalOf(post.id)).toBe(2);
  });

  it.each([
    [m.commentRequired, {}],
    [m.commentRequired, { comment: '   ' }],
    [m.commentRequired, { comment: 42 }],
    [m.commentTooLong, { comment: 'x'.repeat(1001) }],
  ])('refuses with "%s" and adds nothing', async (message, payload) => {
    const post = await buildPost(t.db, { userId: author.id });
    const response = await t.as(commenter).post(`/api/v1/posts/${post.id}/comments`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await countOf(post.id)).toBe(0);
  });

  it('answers 404 for unknown and blocked posts, 401 and 403 as declared, adding nothing', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const blocked = await t.userWithToken('user');
    await buildUserBlock(t.db, { blockerId: author.id, blockedId: blocked.id });
    expect((await t.as(blocked).post(`/api/v1/posts/${post.id}/comments`, { comment: 'hi' })).statusCode).toBe(404);
    expect((await t.as(commenter).post(`/api/v1/posts/${unknownId}/comments`, { comment: 'hi' })).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/v1/posts/${post.id}/comments`, { comment: 'hi' })).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/posts/${post.id}/comments`, { comment: 'hi' })).statusCode).toBe(403);
    expect(await countOf(post.id)).toBe(0);
    expect(await totalOf(post.id)).toBe(0);
  });
});

describe('DELETE /api/v1/comments/:id', () => {
  /** A post of the author with one comment by the commenter, counted as the API counts it. */
  async function commented() {
    const post = await buildPost(t.db, { userId: author.id });
    const response = await t.as(commenter).post(`/api/v1/posts/${post.id}/comments`, { comment: 'to delete' });
    return { post, comment: ZMemberComment.parse(response.json()) };
  }

  it("lets the comment's author and the post's author delete it, keeping the counters exact", async () => {
    for (const remover of [commenter, author]) {
      const { post, comment } = await commented();
      const response = await t.as(remover).delete(`/api/v1/comments/${comment._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await countOf(post.id)).toBe(0);
      expect(await totalOf(post.id)).toBe(0);
      expect((await t.as(remover).delete(`/api/v1/comments/${comment._id}`)).statusCode).toBe(404);
    }
    expect(await counted()).toBe(await t.db.$count(comments));
  });

  it('lets the post author clear a comment of a member they blocked', async () => {
    const { post, comment } = await commented();
    await buildUserBlock(t.db, { blockerId: author.id, blockedId: commenter.id });
    expect((await t.as(author).delete(`/api/v1/comments/${comment._id}`)).statusCode).toBe(200);
    expect(await totalOf(post.id)).toBe(0);
    await t.db.execute(sql`delete from user_blocks where blocker_id = ${author.id}`);
  });

  it('refuses anyone else (403 when they can see it, 404 when not) and unknown ids, changing nothing', async () => {
    const { post, comment } = await commented();
    const refused = await t.as(bystander).delete(`/api/v1/comments/${comment._id}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(m.notYourComment);
    const stranger = await t.userWithToken('user');
    await buildUserBlock(t.db, { blockerId: commenter.id, blockedId: stranger.id });
    expect(errorOf(await t.as(stranger).delete(`/api/v1/comments/${comment._id}`))).toBe(m.commentNotFound);
    expect((await t.as(bystander).delete(`/api/v1/comments/${unknownId}`)).statusCode).toBe(404);
    expect((await t.anonymous.delete(`/api/v1/comments/${comment._id}`)).statusCode).toBe(401);
    expect((await t.as(admin).delete(`/api/v1/comments/${comment._id}`)).statusCode).toBe(403);
    expect((await t.as(bystander).delete('/api/v1/comments/junk')).statusCode).toBe(400);
    expect(await countOf(post.id)).toBe(1);
    expect(await totalOf(post.id)).toBe(1);
  });
});
