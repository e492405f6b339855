import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZMemberPost, ZMemberPostList } from '@souq/contract/members-posts';
import { dashboardCounters } from '../../db/schema/dashboard';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUpload, buildUserBlock } from '../../../test/factories';

/** Writing, reading, changing and deleting one's own posts. */

let t: TestContext;
let author: { id: string; token: string };
let other: { id: string; token: string };
let admin: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const m = messages.members.posts;
const common = messages.members.common;

beforeAll(async () => {
  t = await createTestContext();
  author = await t.userWithToken('user', { name: 'Author' });
  other = await t.userWithToken('user');
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
const postCount = () => t.db.$count(posts);
/** What the dashboard's posts card counts, against the rows it counts. */
async function expectPostsCounterExact() {
  const [counted] = await t.db
    .select({ n: sql<number>`coalesce(sum(${dashboardCounters.n}), 0)::int` })
    .from(dashboardCounters)
    .where(eq(dashboardCounters.metric, 'posts'));
  expect(counted!.n).toBe(await t.db.$count(posts, isNull(posts.deletedAt)));
}

describe('POST /api/v1/posts', () => {
  it('publishes a post, answered 201 as members see it, and counted on the dashboard', async () => {
    const media = [
      { url: (await buildUpload(t.db, { ownerId: author.id, contentType: 'image/jpeg' })).path, type: 'image' },
      { url: (await buildUpload(t.db, { ownerId: author.id, contentType: 'video/mp4' })).path, type: 'video' },
    ];
    const response = await t.as(author).post('/api/v1/posts', { title: '  Sunset  ', description: 'Over the Gulf', media });
    expect(response.statusCode, response.body).toBe(201);
    const post = ZMemberPost.parse(response.json());
    expect(post).toMatchObject({
      title: 'Sunset',
      description: 'Over the Gulf',
      media,
      user_id: { _id: author.id, name: 'Author' },
      hidden: false,
      likedByMe: false,
      totalLikes: 0,
      totalComments: 0,
      totalShares: 0,
      type: 'post',
      url: null,
    });
    expect((await rowOf(post._id)).userId).toBe(author.id);
    // A photo alone is a post too.
    expect((await t.as(author).post('/api/v1/posts', { media: [media[0]] })).statusCode).toBe(201);
    await expectPostsCounterExact();
  });

  it.each([
    [m.postEmpty, {}],
    [m.postEmpty, { title: '   ', description: '', media: [] }],
    [m.titleTooLong, { title: 'x'.repeat(201) }],
    [m.titleInvalid, { title: 7 }],
    [m.descriptionTooLong, { description: 'x'.repeat(5001) }],
    [m.mediaInvalid, { media: 'photo.jpg' }],
    [m.mediaUrlInvalid, { media: [{ url: 'javascript:alert(1)', type: 'image' }] }],
    [m.mediaTypeInvalid, { media: [{ url: '/uploads/a.gif', type: 'gif' }] }],
    [m.tooManyMedia, { media: Array.from({ length: 11 }, () => ({ url: '/uploads/a.jpg', type: 'image' })) }],
  ])('refuses with "%s" and stores nothing', async (message, payload) => {
    const before = await postCount();
    const response = await t.as(author).post('/api/v1/posts', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await postCount()).toBe(before);
  });

  it('refuses callers without a token (401), staff (403) and members not yet verified (403)', async () => {
    const before = await postCount();
    expect((await t.anonymous.post('/api/v1/posts', { title: 'x' })).statusCode).toBe(401);
    expect((await t.as(admin).post('/api/v1/posts', { title: 'x' })).statusCode).toBe(403);
    const fresh = await t.userWithToken('user');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    const response = await t.as(fresh).post('/api/v1/posts', { title: 'x' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(common.notVerified);
    expect(await postCount()).toBe(before);
  });
});

describe('GET /api/v1/posts/:id', () => {
  it('answers a post to members and staff, with likedByMe', async () => {
    const post = await buildPost(t.db, { userId: author.id, title: 'Readable' });
    for (const token of [other.token, admin, author.token]) {
      const response = await t.as(token).get(`/api/v1/posts/${post.id.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      expect(ZMemberPost.parse(response.json())).toMatchObject({ _id: post.id, title: 'Readable', likedByMe: false });
    }
  });

  it('answers 404 for unknown, deleted, staff-hidden and blocked posts, and author-hidden ones to others', async () => {
    const hiddenByAuthor = await buildPost(t.db, { userId: author.id, authorHidden: true });
    const hiddenByStaff = await buildPost(t.db, { userId: author.id, active: false });
    const deleted = await buildPost(t.db, { userId: author.id, deletedAt: new Date() });
    expect((await t.as(author).get(`/api/v1/posts/${hiddenByAuthor.id}`)).json()).toMatchObject({ hidden: true });
    for (const id of [unknownId, hiddenByAuthor.id, hiddenByStaff.id, deleted.id]) {
      const response = await t.as(other).get(`/api/v1/posts/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(m.postNotFound);
    }
    // Gone for its own author too once staff hid it.
    expect((await t.as(author).get(`/api/v1/posts/${hiddenByStaff.id}`)).statusCode).toBe(404);

    const blocker = await t.userWithToken('user');
    const blocked = await t.userWithToken('user');
    const post = await buildPost(t.db, { userId: author.id });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: author.id });
    await buildUserBlock(t.db, { blockerId: author.id, blockedId: blocked.id });
    for (const viewer of [blocker, blocked]) expect((await t.as(viewer).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    expect((await t.as(other).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(200);
  });

  it('refuses a junk id (400) and a bad token (401); a visitor gets 404 for an unknown post', async () => {
    const junk = await t.as(other).get('/api/v1/posts/12345');
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(common.idInvalid);
    expect((await t.anonymous.get(`/api/v1/posts/${unknownId}`)).statusCode).toBe(404);
    expect((await t.as('not.a.token').get(`/api/v1/posts/${unknownId}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/posts/:id', () => {
  it("changes only what is sent, and hides and shows the author's post", async () => {
    const post = await buildPost(t.db, { userId: author.id, title: 'Before', description: 'Kept' });
    const changed = await t.as(author).patch(`/api/v1/posts/${post.id}`, { title: 'After' });
    expect(changed.statusCode).toBe(200);
    expect(ZMemberPost.parse(changed.json())).toMatchObject({ title: 'After', description: 'Kept', hidden: false });

    const hidden = await t.as(author).patch(`/api/v1/posts/${post.id}`, { hidden: true });
    expect(ZMemberPost.parse(hidden.json()).hidden).toBe(true);
    expect((await t.as(other).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    // Its public page (the shared link) goes at once too.
    expect((await t.anonymous.get(`/api/post/get-public-post?post_id=${post.id}`)).statusCode).toBe(404);
    const explore = ZMemberPostList.parse((await t.as(author).get('/api/v1/posts?limit=50')).json());
    expect(explore.posts.map((p) => p._id)).not.toContain(post.id);
    const own = ZMemberPostList.parse((await t.as(author).get(`/api/v1/users/${author.id}/posts?limit=50`)).json());
    expect(own.posts.find((p) => p._id === post.id)?.hidden).toBe(true);

    await t.as(author).patch(`/api/v1/posts/${post.id}`, { hidden: false });
    expect((await t.as(other).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(200);
    // Nothing to change answers the post as it is.
    expect(ZMemberPost.parse((await t.as(author).patch(`/api/v1/posts/${post.id}`, {})).json()).title).toBe('After');
  });

  it.each([
    [m.postEmpty, { title: '', description: '' }],
    [m.titleTooLong, { title: 'x'.repeat(201) }],
    [m.hiddenInvalid, { hidden: 'maybe' }],
    [m.mediaUrlInvalid, { media: [{ url: 'ftp://x/y.jpg', type: 'image' }] }],
  ])('refuses with "%s" and changes nothing', async (message, payload) => {
    const post = await buildPost(t.db, { userId: author.id, title: '', description: 'Only this' });
    const response = await t.as(author).patch(`/api/v1/posts/${post.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await rowOf(post.id)).toEqual(post);
  });

  it("answers 404 for another member's post, an unknown one and one staff hid, changing nothing", async () => {
    const post = await buildPost(t.db, { userId: author.id, title: 'Mine' });
    const hiddenByStaff = await buildPost(t.db, { userId: author.id, active: false });
    for (const [id, token] of [
      [post.id, other.token],
      [unknownId, author.token],
      [hiddenByStaff.id, author.token],
    ] as const) {
      const response = await t.as(token).patch(`/api/v1/posts/${id}`, { title: 'Theirs', hidden: true });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(m.postNotFound);
    }
    expect(await rowOf(post.id)).toEqual(post);
    expect(await rowOf(hiddenByStaff.id)).toEqual(hiddenByStaff);
  });

  it('refuses callers without a token (401) and staff (403)', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    expect((await t.anonymous.patch(`/api/v1/posts/${post.id}`, { title: 'x' })).statusCode).toBe(401);
    expect((await t.as(admin).patch(`/api/v1/posts/${post.id}`, { title: 'x' })).statusCode).toBe(403);
    expect(await rowOf(post.id)).toEqual(post);
  });
});

describe('DELETE /api/v1/posts/:id', () => {
  it("deletes the author's post softly, as staff do, keeping the dashboard exact", async () => {
    const post = await buildPost(t.db, { userId: author.id });
    await expectPostsCounterExact();
    const response = await t.as(author).delete(`/api/v1/posts/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await rowOf(post.id)).deletedAt).toBeInstanceOf(Date);
    expect((await t.as(author).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    await expectPostsCounterExact();
    // Deleting it again: it is not there any more.
    expect((await t.as(author).delete(`/api/v1/posts/${post.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another member's post and an unknown one, 401 and 403 as declared; nothing changes", async () => {
    const post = await buildPost(t.db, { userId: author.id });
    for (const id of [post.id, unknownId]) expect((await t.as(other).delete(`/api/v1/posts/${id}`)).statusCode).toBe(404);
    expect((await t.anonymous.delete(`/api/v1/posts/${post.id}`)).statusCode).toBe(401);
    expect((await t.as(admin).delete(`/api/v1/posts/${post.id}`)).statusCode).toBe(403);
    expect((await t.as(author).delete('/api/v1/posts/junk')).statusCode).toBe(400);
    expect(await rowOf(post.id)).toEqual(post);
  });
});
