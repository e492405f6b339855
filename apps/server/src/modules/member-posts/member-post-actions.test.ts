import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZLikeResult, ZShareResult } from '@souq/contract/members-posts';
import { ZPostReportList } from '@souq/contract/posts';
import { dashboardCounters } from '../../db/schema/dashboard';
import { postLikes, postReports, posts, postShares } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import type { MemberEvent } from '../member-events/event-hub';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUserBlock } from '../../../test/factories';

/** Likes, shares and reports: counters kept exact, the author told, the console shown. */

let t: TestContext;
let author: { id: string; token: string };
let fan: { id: string; token: string };
let admin: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const m = messages.members.posts;

beforeAll(async () => {
  t = await createTestContext();
  author = await t.userWithToken('user', { name: 'Author' });
  fan = await t.userWithToken('user', { name: 'Fan' });
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
/** The events one member's open streams receive while `action` runs. */
async function eventsOf(userId: string, action: () => Promise<unknown>): Promise<MemberEvent[]> {
  const events: MemberEvent[] = [];
  const stop = t.app.memberEvents.subscribe(userId, (event) => events.push(event));
  try {
    await action();
  } finally {
    stop();
  }
  return events;
}
async function counted(metric: string) {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${dashboardCounters.n}), 0)::int` })
    .from(dashboardCounters)
    .where(eq(dashboardCounters.metric, metric));
  return row!.n;
}

describe('POST and DELETE /api/v1/posts/:id/like', () => {
  it('likes once, keeps total_likes and the dashboard exact, and tells the author once', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const events = await eventsOf(author.id, async () => {
      for (let i = 0; i < 2; i += 1) {
        const response = await t.as(fan).post(`/api/v1/posts/${post.id}/like`);
        expect(response.statusCode).toBe(200);
        expect(ZLikeResult.parse(response.json())).toEqual({ likedByMe: true, totalLikes: 1 });
      }
    });
    expect(events.map((event) => event.type)).toEqual(['like', 'activity']);
    expect(events[0]).toMatchObject({ type: 'like', data: { post_id: post.id, user: { _id: fan.id, name: 'Fan', photo: null } } });
    expect((await t.as(fan).get(`/api/v1/posts/${post.id}`)).json()).toMatchObject({ likedByMe: true, totalLikes: 1 });
    expect(await counted('post_likes')).toBe(await t.db.$count(postLikes));

    // The author liking their own post is counted but not announced.
    expect(await eventsOf(author.id, () => t.as(author).post(`/api/v1/posts/${post.id}/like`))).toEqual([]);
    expect((await rowOf(post.id)).totalLikes).toBe(2);

    for (let i = 0; i < 2; i += 1) {
      const response = await t.as(fan).delete(`/api/v1/posts/${post.id}/like`);
      expect(response.statusCode).toBe(200);
      expect(ZLikeResult.parse(response.json())).toEqual({ likedByMe: false, totalLikes: 1 });
    }
    expect(await t.db.$count(postLikes, eq(postLikes.postId, post.id))).toBe(1);
    expect(await counted('post_likes')).toBe(await t.db.$count(postLikes));
  });

  it('counts every like of a burst exactly', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const members = await Promise.all([1, 2, 3].map(() => t.userWithToken('user')));
    await Promise.all(members.flatMap((member) => [1, 2].map(() => t.as(member).post(`/api/v1/posts/${post.id}/like`))));
    expect((await rowOf(post.id)).totalLikes).toBe(3);
  });

  it('answers 404 for unknown, hidden and blocked posts, changing nothing; 401 and 403 as declared', async () => {
    const hidden = await buildPost(t.db, { userId: author.id, authorHidden: true });
    const blocker = await t.userWithToken('user');
    const mine = await buildPost(t.db, { userId: blocker.id });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: fan.id });
    for (const id of [unknownId, hidden.id, mine.id]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await t.as(fan).send(method, `/api/v1/posts/${id}/like`);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(errorOf(response)).toBe(m.postNotFound);
      }
    }
    expect((await t.anonymous.post(`/api/v1/posts/${mine.id}/like`)).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/posts/${mine.id}/like`)).statusCode).toBe(403);
    expect((await t.as(fan).post('/api/v1/posts/junk/like')).statusCode).toBe(400);
    expect(await t.db.$count(postLikes, inArray(postLikes.postId, [hidden.id, mine.id]))).toBe(0);
    expect((await rowOf(mine.id)).totalLikes).toBe(0);
  });
});

describe('POST /api/v1/posts/:id/share', () => {
  it('counts a member once however often they share, and answers the public link each time', async () => {
    const post = await buildPost(t.db, { userId: author.id });
    for (let i = 0; i < 5; i += 1) {
      const response = await t.as(fan).post(`/api/v1/posts/${post.id}/share`);
      expect(response.statusCode).toBe(200);
      expect(ZShareResult.parse(response.json())).toEqual({ link: `http://souq.test/post/${post.id}`, totalShares: 1 });
    }
    const other = await t.userWithToken('user');
    expect((await t.as(other).post(`/api/v1/posts/${post.id}/share`)).json()).toMatchObject({ totalShares: 2 });
    expect(await t.db.$count(postShares, eq(postShares.postId, post.id))).toBe(2);
    expect((await rowOf(post.id)).totalShares).toBe(2);
    expect(await counted('post_shares')).toBe(await t.db.$count(postShares));
  });

  it('answers 404 for unknown or blocked posts and 403 to the unverified, changing nothing', async () => {
    const blocked = await buildPost(t.db, { userId: author.id });
    const outsider = await t.userWithToken('user');
    await buildUserBlock(t.db, { blockerId: outsider.id, blockedId: author.id });
    for (const id of [unknownId, blocked.id]) expect((await t.as(outsider).post(`/api/v1/posts/${id}/share`)).statusCode).toBe(404);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, outsider.id));
    expect(errorOf(await t.as(outsider).post(`/api/v1/posts/${blocked.id}/share`))).toBe(messages.members.common.notVerified);
    expect((await t.anonymous.post(`/api/v1/posts/${blocked.id}/share`)).statusCode).toBe(401);
    expect(await t.db.$count(postShares, eq(postShares.postId, blocked.id))).toBe(0);
    expect((await rowOf(blocked.id)).totalShares).toBe(0);
  });
});

describe('POST /api/v1/posts/:id/report', () => {
  it("files a report that staff read in the console's reports of the post", async () => {
    const post = await buildPost(t.db, { userId: author.id });
    const response = await t.as(fan).post(`/api/v1/posts/${post.id}/report`, { reason: '  Spam  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const console = await t.as(admin).get(`/api/post/get-reported-post?post_id=${post.id}`);
    expect(ZPostReportList.parse(console.json()).reported).toMatchObject([{ reported_user_id: { _id: fan.id, name: 'Fan' }, report_description: 'Spam' }]);
  });

  it.each([
    [messages.members.common.reasonRequired, {}],
    [messages.members.common.reasonRequired, { reason: '   ' }],
    [messages.members.common.reasonTooLong, { reason: 'x'.repeat(1001) }],
  ])('refuses with "%s" and files nothing', async (message, payload) => {
    const post = await buildPost(t.db, { userId: author.id });
    const response = await t.as(fan).post(`/api/v1/posts/${post.id}/report`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await t.db.$count(postReports, eq(postReports.postId, post.id))).toBe(0);
  });

  it('answers 404 for an unknown post, 401 and 403 as declared', async () => {
    expect((await t.as(fan).post(`/api/v1/posts/${unknownId}/report`, { reason: 'x' })).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/v1/posts/${unknownId}/report`, { reason: 'x' })).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/posts/${unknownId}/report`, { reason: 'x' })).statusCode).toBe(403);
  });
});
