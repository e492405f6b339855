import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZMemberPostList } from '@souq/contract/members-posts';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildFollow, buildPost, buildPostLike, buildUser, buildUserBlock, minutesAgo } from '../../../test/factories';

/** The feed, explore and a member's posts: who sees what, and cursors that neither skip nor repeat. */

let t: TestContext;
let me: { id: string; token: string };
let admin: string;
let amal: string;
let badr: string;
let stranger: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const common = messages.members.common;

/** Every page of a list, following nextCursor, with the limit given. */
async function allPages(path: string, limit: number, token = me.token) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await t.as(token).get(`${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZMemberPostList.parse(response.json());
    expect(page.posts.length).toBeLessThanOrEqual(limit);
    ids.push(...page.posts.map((p) => p._id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the list never ended');
}

const titlesOf = async (url: string, token = me.token) => ZMemberPostList.parse((await t.as(token).get(url)).json()).posts.map((p) => p.title);

beforeAll(async () => {
  t = await createTestContext();
  me = await t.userWithToken('user');
  admin = (await t.userWithToken('admin')).token;
  amal = (await buildUser(t.db, { name: 'Amal' })).id;
  badr = (await buildUser(t.db, { name: 'Badr' })).id;
  stranger = (await buildUser(t.db, { name: 'Stranger' })).id;
  await buildFollow(t.db, { followerId: me.id, followeeId: amal });
  await buildFollow(t.db, { followerId: me.id, followeeId: badr });
  // Five posts at one instant across three authors: only the id orders them.
  const tie = minutesAgo(30);
  for (const [userId, title] of [
    [amal, 'tie amal 1'],
    [amal, 'tie amal 2'],
    [badr, 'tie badr'],
    [me.id, 'tie mine'],
    [stranger, 'tie stranger'],
  ] as const) {
    await buildPost(t.db, { userId, title, createdAt: tie });
  }
  for (let i = 1; i <= 6; i += 1) await buildPost(t.db, { userId: i % 2 ? amal : badr, title: `followed ${i}`, createdAt: minutesAgo(i) });
  await buildPost(t.db, { userId: me.id, title: 'mine', createdAt: minutesAgo(7) });
  await buildPost(t.db, { userId: me.id, title: 'mine hidden', createdAt: minutesAgo(8), authorHidden: true });
  await buildPost(t.db, { userId: stranger, title: 'stranger', createdAt: minutesAgo(9) });
  await buildPost(t.db, { userId: amal, title: 'amal hidden', createdAt: minutesAgo(10), authorHidden: true });
  await buildPost(t.db, { userId: amal, title: 'staff hid', createdAt: minutesAgo(11), active: false });
  await buildPost(t.db, { userId: amal, title: 'deleted', createdAt: minutesAgo(12), deletedAt: new Date() });
});
afterAll(() => t.close());

describe('GET /api/v1/feed', () => {
  it('answers posts of followed members and the caller, newest first, each with likedByMe', async () => {
    const liked = await buildPost(t.db, { userId: amal, title: 'liked', createdAt: minutesAgo(0.5) });
    await buildPostLike(t.db, { postId: liked.id, userId: me.id });
    const response = await t.as(me).get('/api/v1/feed');
    expect(response.statusCode).toBe(200);
    const { posts, nextCursor } = ZMemberPostList.parse(response.json());
    expect(posts.map((p) => p.title)).toEqual([
      'liked',
      'followed 1',
      'followed 2',
      'followed 3',
      'followed 4',
      'followed 5',
      'followed 6',
      'mine',
      ...posts.slice(8).map((p) => p.title),
    ]);
    expect(
      posts
        .slice(8)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['tie amal 1', 'tie amal 2', 'tie badr', 'tie mine']);
    // Equal times: the larger id first, as the cursor reads them.
    const tied = posts.slice(8).map((p) => p._id);
    expect(tied).toEqual([...tied].sort().reverse());
    expect(nextCursor).toBeNull();
    expect(posts.map((p) => [p.title, p.likedByMe]).filter(([, liked]) => liked)).toEqual([['liked', true]]);
    expect(posts[0]).toMatchObject({ user_id: { _id: amal, name: 'Amal' }, hidden: false, type: 'post', totalLikes: 0 });
    expect(posts[0]).not.toHaveProperty('active');
  });

  it('pages with cursors without gaps or repeats, equal times included', async () => {
    const everything = await allPages('/api/v1/feed', 50);
    for (const limit of [1, 2, 3]) expect(await allPages('/api/v1/feed', limit)).toEqual(everything);
    expect(new Set(everything).size).toBe(everything.length);
  });

  it('leaves out members blocked either way and accounts staff blocked or deleted', async () => {
    const other = await t.userWithToken('user');
    const [blocker, blocked, staffBlocked, deletedAccount] = await Promise.all([1, 2, 3, 4].map((n) => buildUser(t.db, { name: `Gone ${n}` })));
    for (const member of [blocker!, blocked!, staffBlocked!, deletedAccount!]) {
      await buildFollow(t.db, { followerId: other.id, followeeId: member.id });
      await buildPost(t.db, { userId: member.id, title: member.name });
    }
    const visible = await buildUser(t.db, { name: 'Still here' });
    await buildFollow(t.db, { followerId: other.id, followeeId: visible.id });
    await buildPost(t.db, { userId: visible.id, title: 'Still here' });
    await buildUserBlock(t.db, { blockerId: blocker!.id, blockedId: other.id });
    await buildUserBlock(t.db, { blockerId: other.id, blockedId: blocked!.id });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, staffBlocked!.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedAccount!.id));
    expect(await titlesOf('/api/v1/feed', other.token)).toEqual(['Still here']);
    // The blocks are theirs alone: a third member still sees the blocker's and the blocked's posts.
    expect(await titlesOf('/api/v1/posts?limit=50')).toEqual(expect.arrayContaining(['Gone 1', 'Gone 2']));
    const explore = await titlesOf('/api/v1/posts?limit=50', other.token);
    for (const gone of ['Gone 1', 'Gone 2', 'Gone 3', 'Gone 4']) expect(explore).not.toContain(gone);
  });

  it('answers staff (who follow no one) an empty feed, and refuses junk cursors and limits with 400', async () => {
    expect(ZMemberPostList.parse((await t.as(admin).get('/api/v1/feed')).json())).toEqual({ posts: [], nextCursor: null });
    for (const [query, message] of [
      ['cursor=junk', common.cursorInvalid],
      [`cursor=${Buffer.from('["2026-01-01T00:00:00.000Z","x"]').toString('base64url')}`, common.cursorInvalid],
      ['limit=0', common.limitInvalid],
      ['limit=51', common.limitInvalid],
      ['limit=two', common.limitInvalid],
    ]) {
      const response = await t.as(me).get(`/api/v1/feed?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
  });

  it('refuses the feed without a token, and a bad token everywhere; explore and a member’s posts answer a visitor', async () => {
    expect((await t.app.inject({ url: '/api/v1/feed' })).statusCode).toBe(401);
    for (const url of ['/api/v1/posts', `/api/v1/users/${amal}/posts`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    for (const url of ['/api/v1/feed', '/api/v1/posts', `/api/v1/users/${amal}/posts`]) {
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer not.a.token' } })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/v1/posts (explore)', () => {
  it("answers everyone's shown posts newest first, paged without gaps or repeats", async () => {
    const titles = await titlesOf('/api/v1/posts?limit=50');
    expect(titles).toEqual(expect.arrayContaining(['stranger', 'tie stranger', 'mine', 'followed 1']));
    for (const gone of ['mine hidden', 'amal hidden', 'staff hid', 'deleted']) expect(titles).not.toContain(gone);
    const everything = await allPages('/api/v1/posts', 50);
    expect(await allPages('/api/v1/posts', 2)).toEqual(everything);
    expect(new Set(everything).size).toBe(everything.length);
  });

  it('searches with q: every word, in any order, however hamza and taa marbuta are written; blocked and hidden posts stay out', async () => {
    const seller = await buildUser(t.db, { name: 'Seller' });
    const blocked = await buildUser(t.db, { name: 'Blocked seller' });
    await buildUserBlock(t.db, { blockerId: me.id, blockedId: blocked.id });
    await buildPost(t.db, { userId: seller.id, title: 'سيارة أحمر', description: 'لكزس موديل ٢٠٢٠', createdAt: minutesAgo(40) });
    await buildPost(t.db, { userId: seller.id, title: 'سيارة ازرق', description: 'لكزس موديل 2019', createdAt: minutesAgo(41) });
    await buildPost(t.db, { userId: seller.id, title: 'سيارة مخفية', description: 'لكزس', authorHidden: true, createdAt: minutesAgo(42) });
    await buildPost(t.db, { userId: blocked.id, title: 'سيارة محظورة', description: 'لكزس', createdAt: minutesAgo(43) });
    const search = (q: string) => titlesOf(`/api/v1/posts?limit=50&q=${encodeURIComponent(q)}`);
    expect(await search('سياره')).toEqual(['سيارة أحمر', 'سيارة ازرق']);
    expect(await search('لكزس احمر')).toEqual(['سيارة أحمر']);
    expect(await search('2020 سيارة')).toEqual(['سيارة أحمر']);
    expect(await search('سياره تويوتا')).toEqual([]);
    // Blank is no search at all.
    expect(await search('  ')).toEqual(await titlesOf('/api/v1/posts?limit=50'));
    const everything = await allPages(`/api/v1/posts`, 50);
    const searched: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ q: 'لكزس', limit: '1', ...(cursor ? { cursor } : {}) });
      const page = ZMemberPostList.parse((await t.as(me).get(`/api/v1/posts?${query}`)).json());
      searched.push(...page.posts.map((p) => p._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(searched).toHaveLength(2);
    expect(everything.filter((id) => searched.includes(id))).toEqual(searched);
  });

  it('refuses a search longer than 100 characters with a message', async () => {
    const response = await t.as(me).get(`/api/v1/posts?q=${'ب'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(common.searchTooLong);
  });
});

describe('GET /api/v1/users/:id/posts', () => {
  it("answers a member's posts; the member's own hidden ones only to that member", async () => {
    const amals = await titlesOf(`/api/v1/users/${amal}/posts?limit=50`);
    expect(amals.slice(0, 4)).toEqual(['liked', 'followed 1', 'followed 3', 'followed 5']);
    expect(amals.slice(4).sort()).toEqual(['tie amal 1', 'tie amal 2']);
    const mine = ZMemberPostList.parse((await t.as(me).get(`/api/v1/users/${me.id.toUpperCase()}/posts`)).json()).posts;
    expect(mine.map((p) => [p.title, p.hidden])).toEqual([
      ['mine', false],
      ['mine hidden', true],
      ['tie mine', false],
    ]);
    const other = await t.userWithToken('user');
    expect(await titlesOf(`/api/v1/users/${me.id}/posts`, other.token)).toEqual(['mine', 'tie mine']);
    const everything = await allPages(`/api/v1/users/${amal}/posts`, 50);
    expect(await allPages(`/api/v1/users/${amal}/posts`, 1)).toEqual(everything);
  });

  it('answers 404 for an unknown member, one blocked either way, and accounts staff blocked or deleted; 400 for a junk id', async () => {
    const other = await t.userWithToken('user');
    const blocker = await buildUser(t.db);
    const blocked = await buildUser(t.db);
    const staffBlocked = await buildUser(t.db, { blocked: true });
    const deleted = await buildUser(t.db, { deletedAt: new Date() });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: other.id });
    await buildUserBlock(t.db, { blockerId: other.id, blockedId: blocked.id });
    for (const id of [unknownId, blocker.id, blocked.id, staffBlocked.id, deleted.id]) {
      const response = await t.as(other).get(`/api/v1/users/${id}/posts`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(messages.members.posts.memberNotFound);
    }
    const junk = await t.as(me).get('/api/v1/users/not-an-id/posts');
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(common.idInvalid);
  });
});

describe('staff hiding a post in the console', () => {
  it('takes it out of the feed, explore, the member list and its page at once', async () => {
    const post = await buildPost(t.db, { userId: amal, title: 'soon hidden', createdAt: minutesAgo(0.1) });
    expect((await titlesOf('/api/v1/feed'))[0]).toBe('soon hidden');
    const hide = await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: false });
    expect(hide.statusCode).toBe(200);
    expect(await titlesOf('/api/v1/feed')).not.toContain('soon hidden');
    expect(await titlesOf('/api/v1/posts')).not.toContain('soon hidden');
    expect(await titlesOf(`/api/v1/users/${amal}/posts`)).not.toContain('soon hidden');
    expect((await t.as(me).get(`/api/v1/posts/${post.id}`)).statusCode).toBe(404);
  });
});
