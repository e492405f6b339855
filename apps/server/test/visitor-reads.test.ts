import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { routeTable } from '@souq/contract/routes';
import { createTestContext, errorOf, type TestContext } from './helper';
import {
  buildArea,
  buildCategory,
  buildClassified,
  buildClassifiedFavourite,
  buildComment,
  buildDistrict,
  buildFollow,
  buildPost,
  buildPostLike,
  buildSubCategory,
  buildUserBlock,
} from './factories';

/**
 * The members' reads a visitor browses without an account (`access: 'visitor'`): answered
 * without a token as nobody in particular, with a member's own view for a member's token, and
 * throttled per address (VISITOR_RATE_MAX) for token-less callers only.
 */
const RATE = 40;
let t: TestContext;
let member: Awaited<ReturnType<TestContext['userWithToken']>>;
let seller: Awaited<ReturnType<TestContext['userWithToken']>>;
let ids: { listing: string; post: string; category: string; country: string; district: string };
/** Each test reads from its own address, so the counts of one never spend another's. */
let address = 0;
const nextAddress = () => `10.77.0.${(address += 1)}`;

beforeAll(async () => {
  t = await createTestContext({ VISITOR_RATE_MAX: String(RATE), API_DOCS: 'public' });
  member = await t.userWithToken('user');
  seller = await t.userWithToken('user', { name: 'Visible Seller' });
  const category = await buildCategory(t.db);
  await buildSubCategory(t.db, { categoryId: category.id });
  const district = await buildDistrict(t.db);
  await buildArea(t.db, { districtId: district.id, countryId: district.countryId });
  const listing = await buildClassified(t.db, { userId: seller.id, categoryId: category.id, countryId: district.countryId, districtId: district.id });
  const post = await buildPost(t.db, { userId: seller.id });
  await buildComment(t.db, { postId: post.id });
  // The member's own marks: a visitor must see none of them.
  await buildClassifiedFavourite(t.db, { userId: member.id, classifiedId: listing.id });
  await buildPostLike(t.db, { userId: member.id, postId: post.id });
  await buildFollow(t.db, { followerId: member.id, followeeId: seller.id });
  ids = { listing: listing.id, post: post.id, category: category.id, country: district.countryId, district: district.id };
});
afterAll(() => t.close());

describe('visitor reads', () => {
  it('are exactly the browsing routes, each documented as needing no token', async () => {
    const visitorRoutes = routeTable
      .filter((r) => r.access === 'visitor')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(visitorRoutes).toEqual(
      [
        'GET /api/category/get-categories',
        'GET /api/category/get-sub-catgeory',
        'GET /api/category/get-value-of-sub-categories',
        'GET /api/countries',
        'GET /api/v1/categories',
        'GET /api/get-area',
        'GET /api/get-districts',
        'GET /api/v1/classifieds',
        'GET /api/v1/classifieds/:id',
        'GET /api/v1/classifieds/suggest',
        'GET /api/v1/posts',
        'GET /api/v1/posts/:id',
        'GET /api/v1/posts/:id/comments',
        'GET /api/v1/users/:id',
        'GET /api/v1/users/:id/classifieds',
        'GET /api/v1/users/:id/posts',
        'GET /api/v1/users/:id/ratings',
      ].sort(),
    );
    const docs = (await t.anonymous.get('/api/docs/json')).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    // An empty requirement among the alternatives: the token is optional.
    expect(docs.paths['/api/v1/classifieds/{id}']?.get?.security).toEqual([{}, { bearer: [] }]);
    expect(docs.paths['/api/v1/me']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('answer a visitor with content and no per-viewer marks', async () => {
    const as = { remoteAddress: nextAddress() };
    const listing = await t.anonymous.get(`/api/v1/classifieds/${ids.listing}`, as);
    expect(listing.statusCode).toBe(200);
    expect(listing.json()).toMatchObject({ _id: ids.listing, favouritedByMe: false, user_id: { _id: seller.id }, sellerPhone: null, stats: null });

    const search = await t.anonymous.get(`/api/v1/classifieds?category_id=${ids.category}`, as);
    expect(search.statusCode).toBe(200);
    const found = search.json<{ classifieds: { _id: string; favouritedByMe: boolean }[] }>().classifieds;
    expect(found.map((c) => c._id)).toEqual([ids.listing]);
    expect(found[0]!.favouritedByMe).toBe(false);
    expect((await t.anonymous.get('/api/v1/classifieds/suggest?q=Class', as)).statusCode).toBe(200);

    const explore = await t.anonymous.get('/api/v1/posts', as);
    expect(explore.statusCode).toBe(200);
    const posts = explore.json<{ posts: { _id: string; likedByMe: boolean }[] }>().posts;
    expect(posts.find((p) => p._id === ids.post)?.likedByMe).toBe(false);
    const post = await t.anonymous.get(`/api/v1/posts/${ids.post}`, as);
    expect(post.json()).toMatchObject({ _id: ids.post, likedByMe: false });
    expect((await t.anonymous.get(`/api/v1/posts/${ids.post}/comments`, as)).json<{ comments: unknown[] }>().comments).toHaveLength(1);

    const profile = await t.anonymous.get(`/api/v1/users/${seller.id}`, as);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ _id: seller.id, name: 'Visible Seller', followedByMe: false, blockedByMe: false });
    // Nothing private about the seller: a profile card has no e-mail or phone.
    expect(Object.keys(profile.json<object>())).not.toEqual(expect.arrayContaining(['email']));
    expect(profile.body).not.toContain(seller.email);
    const sellersPosts = await t.anonymous.get(`/api/v1/users/${seller.id}/posts`, as);
    expect(sellersPosts.json<{ posts: { _id: string }[] }>().posts.map((p) => p._id)).toEqual([ids.post]);
    const sellersListings = await t.anonymous.get(`/api/v1/users/${seller.id}/classifieds`, as);
    expect(sellersListings.json<{ classifieds: { _id: string; favouritedByMe: boolean }[] }>().classifieds).toEqual([
      expect.objectContaining({ _id: ids.listing, favouritedByMe: false }),
    ]);

    for (const url of [
      '/api/category/get-categories',
      `/api/category/get-sub-catgeory?category_id=${ids.category}`,
      '/api/countries',
      `/api/get-districts?country_id=${ids.country}`,
      `/api/get-area?district_id=${ids.district}`,
    ]) {
      expect((await t.anonymous.get(url, as)).statusCode, url).toBe(200);
    }
  });

  it("give a member's token the member's own view", async () => {
    const listing = await t.as(member).get(`/api/v1/classifieds/${ids.listing}`);
    expect(listing.json()).toMatchObject({ favouritedByMe: true });
    expect((await t.as(member).get(`/api/v1/posts/${ids.post}`)).json()).toMatchObject({ likedByMe: true });
    expect((await t.as(member).get(`/api/v1/users/${seller.id}`)).json()).toMatchObject({ followedByMe: true });
  });

  it('keep hiding what a block hides from the member, while a visitor still sees it', async () => {
    const blocked = await t.userWithToken('user');
    await buildUserBlock(t.db, { blockerId: seller.id, blockedId: blocked.id });
    expect((await t.as(blocked).get(`/api/v1/classifieds/${ids.listing}`)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/v1/classifieds/${ids.listing}`, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('refuse a bad or ended token with 401 instead of reading it as a visitor', async () => {
    const ended = await t.userWithToken('user');
    await t.as(ended).post('/api/logout');
    for (const token of ['not.a.token', ended.token]) {
      const response = await t.as(token).get(`/api/v1/classifieds/${ids.listing}`);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toBe(messages.session.notAuthorized);
    }
    expect((await t.anonymous.get('/api/v1/posts', { headers: { authorization: 'Basic abc' }, remoteAddress: nextAddress() })).statusCode).toBe(401);
  });

  it('keep every write and every personal read behind a token', async () => {
    const as = { remoteAddress: nextAddress() };
    expect((await t.anonymous.post(`/api/v1/classifieds/${ids.listing}/favourite`, {}, as)).statusCode).toBe(401);
    expect((await t.anonymous.post(`/api/v1/posts/${ids.post}/like`, {}, as)).statusCode).toBe(401);
    expect((await t.anonymous.post(`/api/v1/posts/${ids.post}/comments`, { comments: 'Hi' }, as)).statusCode).toBe(401);
    expect((await t.anonymous.post(`/api/v1/users/${seller.id}/follow`, {}, as)).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/v1/feed', as)).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/v1/me/favourites', as)).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/v1/conversations', as)).statusCode).toBe(401);
    for (const route of routeTable.filter((r) => r.access === 'visitor')) expect(route.method).toBe('GET');
  });

  it('throttle token-less reads per address with 429 and Retry-After, never a member', async () => {
    const as = { remoteAddress: nextAddress() };
    for (let i = 0; i < RATE; i++) {
      // Spread over several routes: one count for all of them.
      const url = i % 2 === 0 ? '/api/category/get-categories' : `/api/v1/classifieds/${ids.listing}`;
      expect((await t.anonymous.get(url, as)).statusCode).toBe(200);
    }
    const refused = await t.anonymous.get('/api/v1/posts', as);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyVisitorReads);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address browses on; a member from the spent address reads as a member.
    expect((await t.anonymous.get('/api/v1/posts', { remoteAddress: nextAddress() })).statusCode).toBe(200);
    expect((await t.as(member).get('/api/v1/posts', as)).statusCode).toBe(200);
  });
});
