import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZCommentList, ZPost, ZPostList, ZPostReportList } from '@souq/contract/posts';
import { inArray, isNull, sql } from 'drizzle-orm';
import { comments, postLikes, postReports, posts } from '../../db/schema/posts';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUser, minutesAgo } from '../../../test/factories';
import { newestFirstPage } from '../../lib/sorted-page';

let t: TestContext;
let admin: string;
let dataentry: string;
let amal: Awaited<ReturnType<typeof buildUser>>;
let badr: Awaited<ReturnType<typeof buildUser>>;
let featured: Awaited<ReturnType<typeof buildPost>>;
let deleted: Awaited<ReturnType<typeof buildPost>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  amal = await buildUser(t.db, { name: 'Amal', photo: '/uploads/posts/amal.png' });
  badr = await buildUser(t.db, { name: 'Badr', photo: null });
  // Amal: 12 posts, 1..12 minutes old; Badr: 3 posts, 13..15 minutes old.
  for (let i = 1; i <= 12; i += 1) await buildPost(t.db, { userId: amal.id, title: `Post ${i}`, description: `Description ${i}`, createdAt: minutesAgo(i) });
  for (let i = 13; i <= 15; i += 1)
    await buildPost(t.db, {
      userId: badr.id,
      title: `Post ${i}`,
      description: `Description ${i}`,
      createdAt: minutesAgo(i),
      active: i !== 14,
    });
  featured = await buildPost(t.db, {
    userId: badr.id,
    createdAt: minutesAgo(0),
    title: 'Vintage lamp 50% off',
    description: 'Brass, working, pick-up in Salmiya',
    media: [
      { url: '/uploads/posts/a.jpg', type: 'image' },
      { url: '/uploads/posts/b.mp4', type: 'video' },
    ],
    totalLikes: 2,
    totalShares: 1,
    totalComments: 6,
  });
  deleted = await buildPost(t.db, {
    userId: amal.id,
    createdAt: minutesAgo(16),
    title: 'Vintage lamp, deleted',
    description: 'Description 16',
    deletedAt: new Date(),
  });
  await t.db.insert(postLikes).values([
    { postId: featured.id, userId: amal.id },
    { postId: featured.id, userId: badr.id },
  ]);
  await t.db.insert(comments).values(
    Array.from({ length: 6 }, (_, i) => ({
      postId: featured.id,
      userId: i % 2 ? amal.id : badr.id,
      comments: `Comment ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 2, 0, i)),
    })),
  );
  await t.db.insert(postReports).values(
    Array.from({ length: 11 }, (_, i) => ({
      postId: featured.id,
      reportedUserId: i === 10 ? badr.id : amal.id,
      reportDescription: `Report ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 3, 0, i)),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/post/get-all-posts', () => {
  it('pages newest first with the poster, hidden posts included and deleted ones left out', async () => {
    const first = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?page=1&itemsPerPage=10')).json());
    expect(first.isNext).toBe(true);
    expect(first.posts.map((p) => p.title)).toEqual(['Vintage lamp 50% off', ...Array.from({ length: 9 }, (_, i) => `Post ${i + 1}`)]);
    expect(first.posts[0]).toEqual({
      _id: featured.id,
      user_id: { _id: badr.id, name: 'Badr', photo: null },
      title: 'Vintage lamp 50% off',
      description: 'Brass, working, pick-up in Salmiya',
      media: [
        { url: '/uploads/posts/a.jpg', type: 'image' },
        { url: '/uploads/posts/b.mp4', type: 'video' },
      ],
      type: 'post',
      url: null,
      active: true,
      createdAt: featured.createdAt,
      totalLikes: 2,
      totalShares: 1,
      totalComments: 6,
    });
    const second = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?page=2&itemsPerPage=10')).json());
    expect(second.isNext).toBe(false);
    expect(second.posts.map((p) => p.title)).toEqual(['Post 10', 'Post 11', 'Post 12', 'Post 13', 'Post 14', 'Post 15']);
    expect(second.posts.find((p) => p.title === 'Post 14')?.active).toBe(false);
    expect([...first.posts, ...second.posts].some((p) => p._id === deleted.id)).toBe(false);
  });

  it("filters to one user's posts", async () => {
    const list = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?user_id=${badr.id}`)).json());
    expect(list.posts.map((p) => p.title)).toEqual(['Vintage lamp 50% off', 'Post 13', 'Post 14', 'Post 15']);
    for (const junk of ['junk', '00000000-0000-4000-8000-000000000000']) {
      const none = await t.as(admin).get(`/api/post/get-all-posts?user_id=${junk}`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ posts: [], isNext: false });
    }
    const blank = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?user_id=&itemsPerPage=100')).json());
    expect(blank.posts).toHaveLength(16);
  });

  it.each([
    ['vintage', 1],
    ['SALMIYA', 1],
    ['50%', 1],
    ['lamp 50', 1],
    ['Post 1', 7],
    ['description 1', 7],
    ['%', 1],
    ['_', 0],
    ['deleted', 0],
  ])('searches title and description for %s', async (text, count) => {
    const list = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?itemsPerPage=100&textSearch=${encodeURIComponent(text)}`)).json());
    expect(list.posts).toHaveLength(count);
  });

  it('walks page after page through posts sharing one time, without repeating or skipping one', async () => {
    const tie = new Date(Date.UTC(2025, 5, 1));
    const tied = [];
    for (let i = 0; i < 7; i += 1) tied.push(await buildPost(t.db, { userId: amal.id, title: `Tied ${i}`, description: 'Description 0', createdAt: tie }));
    try {
      const whole = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?page=1&itemsPerPage=100')).json());
      const walked: string[] = [];
      for (let page = 1; ; page += 1) {
        const list = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?page=${page}&itemsPerPage=3`)).json());
        walked.push(...list.posts.map((p) => p._id));
        if (!list.isNext) break;
      }
      expect(walked).toEqual(whole.posts.map((p) => p._id));
      const tiedInOrder = whole.posts.filter((p) => p.title.startsWith('Tied ')).map((p) => p._id);
      expect(tiedInOrder).toEqual(
        tied
          .map((p) => p.id)
          .sort()
          .reverse(),
      );
    } finally {
      await t.db.delete(posts).where(
        inArray(
          posts.id,
          tied.map((p) => p.id),
        ),
      );
    }
  });

  it("skips to a deep page through the live-posts index alone (EXPLAIN of the list's page of ids)", async () => {
    const plan = await t.db.transaction(async (tx) => {
      // A few rows: without these the planner rightly sorts them in memory instead.
      for (const setting of ['enable_seqscan', 'enable_sort', 'enable_bitmapscan']) await tx.execute(sql.raw(`set local ${setting} = off`));
      const page = newestFirstPage(tx, posts, isNull(posts.deletedAt), 1000, 10);
      const result = (await tx.execute(sql`explain ${tx.select().from(page.ids)}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan Backward using posts_live_created/);
  });

  it('combines search and user', async () => {
    const list = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?textSearch=post&user_id=${badr.id}`)).json());
    expect(list.posts.map((p) => p.title)).toEqual(['Post 13', 'Post 14', 'Post 15']);
  });

  it.each(['page=0', 'itemsPerPage=101', 'itemsPerPage=abc', 'page=1.5', `user_id=${'x'.repeat(65)}`])('refuses %s', async (query) => {
    const response = await t.as(admin).get(`/api/post/get-all-posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBeTruthy();
  });
});

describe('GET /api/post/get-post-by-admin', () => {
  it('answers the post with its totals', async () => {
    const response = await t.as(admin).get(`/api/post/get-post-by-admin?post_id=${featured.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZPost.parse(response.json())).toMatchObject({ _id: featured.id, totalLikes: 2, totalShares: 1, totalComments: 6 });
  });

  it('answers 404 for unknown, junk and deleted posts, 400 without an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk', deleted.id]) {
      const response = await t.as(admin).get(`/api/post/get-post-by-admin?post_id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.post.notFound);
    }
    const missing = await t.as(admin).get('/api/post/get-post-by-admin');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.post.idRequired);
  });
});

describe('GET /api/post/getcomments', () => {
  it('answers the latest 4 by default with the commenter and the count', async () => {
    const response = await t.as(admin).get(`/api/post/getcomments?post_id=${featured.id}`);
    const list = ZCommentList.parse(response.json());
    expect(list.total).toBe(6);
    expect(list.isNext).toBe(true);
    expect(list.comments.map((c) => c.comments)).toEqual(['Comment 5', 'Comment 4', 'Comment 3', 'Comment 2']);
    expect(list.comments[0]?.commenting_user_id).toEqual({ _id: amal.id, name: 'Amal', photo: amal.photo });
    const rest = ZCommentList.parse((await t.as(admin).get(`/api/post/getcomments?post_id=${featured.id}&page=2&itemsPerPage=4`)).json());
    expect(rest).toMatchObject({ isNext: false, total: 6 });
    expect(rest.comments.map((c) => c.comments)).toEqual(['Comment 1', 'Comment 0']);
  });

  it('answers an empty page for a post without comments', async () => {
    const [quiet] = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?user_id=${amal.id}&itemsPerPage=1`)).json()).posts;
    expect((await t.as(admin).get(`/api/post/getcomments?post_id=${quiet!._id}`)).json()).toEqual({
      comments: [],
      isNext: false,
      total: 0,
    });
  });

  it('answers 404 for unknown and deleted posts, 400 without one', async () => {
    for (const id of ['junk', deleted.id]) expect((await t.as(admin).get(`/api/post/getcomments?post_id=${id}`)).statusCode).toBe(404);
    const missing = await t.as(admin).get('/api/post/getcomments?page=1&itemsPerPage=4');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.post.idRequired);
  });
});

describe('GET /api/post/get-reported-post', () => {
  it('pages the reports, newest first, with the reporting user', async () => {
    const first = ZPostReportList.parse((await t.as(admin).get(`/api/post/get-reported-post?post_id=${featured.id}&page=1&itemsPerPage=10`)).json());
    expect(first.isNext).toBe(true);
    expect(first.reported).toHaveLength(10);
    expect(first.reported[0]).toEqual({
      _id: expect.any(String),
      reported_user_id: { _id: badr.id, name: 'Badr' },
      report_description: 'Report 10',
      createdAt: new Date(Date.UTC(2026, 0, 3, 0, 10)),
    });
    const second = ZPostReportList.parse((await t.as(admin).get(`/api/post/get-reported-post?post_id=${featured.id}&page=2&itemsPerPage=10`)).json());
    expect(second).toMatchObject({ isNext: false, reported: [{ report_description: 'Report 0' }] });
  });

  it('answers 404 for unknown posts and 400 without one', async () => {
    expect((await t.as(admin).get('/api/post/get-reported-post?post_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.as(admin).get('/api/post/get-reported-post?post_id=%00')).statusCode).toBeLessThan(500);
    const missing = await t.as(admin).get('/api/post/get-reported-post');
    expect(errorOf(missing)).toBe(messages.post.idRequired);
  });
});

describe('access', () => {
  it.each(['/api/post/get-all-posts', '/api/post/get-post-by-admin?post_id=x', '/api/post/getcomments?post_id=x', '/api/post/get-reported-post?post_id=x'])(
    '%s needs an admin: 401 without a token, 403 for dataentry',
    async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.as(dataentry).get(url)).statusCode).toBe(403);
    },
  );
});
