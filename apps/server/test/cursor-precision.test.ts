import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema/posts';
import { follows } from '../src/db/schema/members';
import { createTestContext, type TestContext } from './helper';
import { buildUser } from './factories';

/**
 * Keyset cursors must not lose rows that share a timestamp: every row one statement writes has
 * the same `now()`, to the microsecond on PostgreSQL, where a cursor read back through a JS Date
 * (milliseconds) skipped all but the first of them.
 */
let t: TestContext;
let viewer: { id: string; token: string };
beforeAll(async () => {
  t = await createTestContext();
  viewer = await t.userWithToken('user');
});
afterAll(() => t.close());

type ListPage = { posts?: { _id: string }[]; users?: { _id: string }[]; nextCursor: string | null };

/** Every id of a list, one item a page, following nextCursor to the end. */
async function walk(path: string, key: 'posts' | 'users'): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const url: string = `${path}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: LightMyRequestResponse = await t.as(viewer).get(url);
    expect(response.statusCode, response.body).toBe(200);
    const body: ListPage = response.json();
    ids.push(...(body[key] ?? []).map((item) => item._id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the list never ended');
}

describe('keyset cursors and rows written together', () => {
  it("page through a member's posts written in one statement, none lost or repeated", async () => {
    const author = await buildUser(t.db);
    const written = await t.db
      .insert(posts)
      .values(Array.from({ length: 5 }, (_, i) => ({ userId: author.id, title: `Same instant ${i}` })))
      .returning({ id: posts.id });
    const ids = await walk(`/api/v1/users/${author.id}/posts`, 'posts');
    expect(ids).toHaveLength(5);
    expect([...ids].sort()).toEqual(written.map((p) => p.id).sort());
  });

  it('page through followers who followed in one statement', async () => {
    const star = await buildUser(t.db);
    const fans = await Promise.all(Array.from({ length: 4 }, () => buildUser(t.db)));
    await t.db.insert(follows).values(fans.map((fan) => ({ followerId: fan.id, followeeId: star.id })));
    const ids = await walk(`/api/v1/users/${star.id}/followers`, 'users');
    expect([...ids].sort()).toEqual(fans.map((fan) => fan.id).sort());
  });

  it('refuses a cursor whose time is not exact to the microsecond (400)', async () => {
    const cursor = Buffer.from(JSON.stringify([new Date().toISOString(), viewer.id])).toString('base64url');
    const response = await t.as(viewer).get(`/api/v1/posts?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
  });
});
