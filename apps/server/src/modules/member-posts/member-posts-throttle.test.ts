import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { comments, postReports, posts, postShares, stories } from '../../db/schema/posts';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUpload } from '../../../test/factories';

/** Each kind of write has its own per-member limit (3 a minute here); past it, 429 and nothing stored. */

let t: TestContext;
let postId: string;

beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '3' });
  postId = (await buildPost(t.db)).id;
});
afterAll(() => t.close());

describe('members writing too often', () => {
  /** A kind of write: where it goes, what it sends, and how many rows it has stored. */
  interface Write {
    url: () => string;
    /** What the member sends: a story names a file of its author's own. */
    payload?: object | ((memberId: string) => Promise<object>);
    count: () => Promise<number>;
  }
  const storyOf = async (memberId: string) => ({
    story_type: 'image',
    story_url: (await buildUpload(t.db, { ownerId: memberId, folder: 'stories' })).path,
  });
  const writes: [string, Write][] = [
    ['posts', { url: () => '/api/v1/posts', payload: { title: 'Again' }, count: () => t.db.$count(posts) }],
    [
      'comments',
      {
        url: () => `/api/v1/posts/${postId}/comments`,
        payload: { comment: 'Again' },
        count: () => t.db.$count(comments, eq(comments.postId, postId)),
      },
    ],
    [
      'reports',
      {
        url: () => `/api/v1/posts/${postId}/report`,
        payload: { reason: 'Again' },
        count: () => t.db.$count(postReports, eq(postReports.postId, postId)),
      },
    ],
    ['shares', { url: () => `/api/v1/posts/${postId}/share`, count: () => t.db.$count(postShares, eq(postShares.postId, postId)) }],
    ['stories', { url: () => '/api/v1/stories', payload: storyOf, count: () => t.db.$count(stories) }],
  ];

  it.each(writes)('%s: the fourth in a minute is 429 with Retry-After, and stores nothing', async (_, { url, payload, count }) => {
    const member = await t.userWithToken('user');
    const body = async (memberId: string) => (typeof payload === 'function' ? await payload(memberId) : payload);
    const send = async () => t.as(member).post(url(), await body(member.id));
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBeLessThan(300);
    const before = await count();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyWrites);
    expect(await count()).toBe(before);
    // Another member is not held back by it.
    const other = await t.userWithToken('user');
    expect((await t.as(other).post(url(), await body(other.id))).statusCode).toBeLessThan(300);
  });

  it('counts likes and unlikes together, apart from other kinds', async () => {
    const member = await t.userWithToken('user');
    const like = (method: 'POST' | 'DELETE') => t.as(member).send(method, `/api/v1/posts/${postId}/like`);
    for (const method of ['POST', 'DELETE', 'POST'] as const) expect((await like(method)).statusCode).toBe(200);
    expect((await like('DELETE')).statusCode).toBe(429);
    expect((await t.db.select({ n: posts.totalLikes }).from(posts).where(eq(posts.id, postId)))[0]!.n).toBe(1);
    // A comment is another kind: still allowed.
    const comment = await t.as(member).post(`/api/v1/posts/${postId}/comments`, { comment: 'Still fine' });
    expect(comment.statusCode).toBe(201);
  });
});
