import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZPublicPost } from '@souq/contract/public-posts';
import { users } from '../../db/schema/users';
import { buildPost } from '../../../test/factories';
import { PUBLIC_PAGES_PER_MINUTE } from '../../lib/public-pages-throttle';
import { createTestContext, type TestContext } from '../../../test/helper';

let t: TestContext;
let postId: string;
let userId: string;
const hostile = `"><script>alert('x')</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  t = await createTestContext();
  userId = (await t.userWithToken('user', { name: `Mona ${hostile}` })).id;
  const post = await buildPost(t.db, {
    userId,
    title: `Sunset ${hostile}`,
    description: 'غروب جميل over the Gulf & more',
    media: [{ url: '/uploads/posts/2026/11/a.jpg', type: 'image' }],
  });
  postId = post.id;
});
afterAll(() => t.close());

describe('public post', () => {
  it('answers only public fields without a login', async () => {
    const response = await t.app.inject({ url: `/api/post/get-public-post?post_id=${postId}` });
    expect(response.statusCode).toBe(200);
    const { post } = response.json<{ post: Record<string, unknown> }>();
    expect(Object.keys(post).sort()).toEqual(['_id', 'createdAt', 'description', 'media', 'title', 'type', 'url', 'user_id']);
    expect(Object.keys(post.user_id as object).sort()).toEqual(['name', 'photo']);
    expect(ZPublicPost.parse(post).title).toContain('Sunset');
  });

  it('answers 404 for posts hidden by staff or their author, deleted, unknown and junk ids, and for posts of blocked users', async () => {
    const hidden = await buildPost(t.db, { userId, active: false });
    const hiddenByAuthor = await buildPost(t.db, { userId, authorHidden: true });
    const deleted = await buildPost(t.db, { userId, deletedAt: new Date() });
    for (const id of [hidden.id, hiddenByAuthor.id, deleted.id, '00000000-0000-4000-8000-000000000000', 'junk', "' OR 1=1 --"]) {
      const response = await t.app.inject({ url: `/api/post/get-public-post?post_id=${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(404);
    }
    const other = await t.userWithToken('user');
    const post = await buildPost(t.db, { userId: other.id });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, other.id));
    expect((await t.app.inject({ url: `/api/post/get-public-post?post_id=${post.id}` })).statusCode).toBe(404);
  });

  it('serves a link preview page with escaped Open Graph tags that opens the app', async () => {
    const response = await t.app.inject({ url: `/post/${postId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<meta property="og:title" content="Sunset &quot;&gt;&lt;script&gt;');
    expect(html).toContain('<meta property="og:image" content="http://souq.test/uploads/posts/2026/11/a.jpg">');
    expect(html).toContain('<meta property="og:description" content="غروب جميل over the Gulf &amp; more">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=http://souq.test/#/post/${postId}">`);
  });

  it('serves no preview of a post its author hid', async () => {
    const post = await buildPost(t.db, { userId, title: 'Private now', authorHidden: true });
    const response = await t.app.inject({ url: `/post/${post.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Private now');
  });

  it('answers an unknown post link with a 404 page that still opens the app', async () => {
    const response = await t.app.inject({ url: '/post/%22%3E%3Cscript%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"><script>');
    expect(response.body).toContain('<meta property="og:title" content="Souq">');
  });

  it('limits the preview pages per address (429 with Retry-After), other addresses and the listing pages unaffected', async () => {
    let last = 0;
    for (let i = 0; i <= PUBLIC_PAGES_PER_MINUTE; i++) {
      last = (await t.app.inject({ url: `/post/${postId}`, remoteAddress: '203.0.113.21' })).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const refused = await t.app.inject({ url: `/post/${postId}`, remoteAddress: '203.0.113.21' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((await t.app.inject({ url: `/post/${postId}`, remoteAddress: '203.0.113.22' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/robots.txt', remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
  });
});
