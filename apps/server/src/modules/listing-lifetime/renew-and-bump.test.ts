import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZMemberClassifiedDetail, ZMyClassifiedList } from '@souq/contract/members-classifieds';
import { fillTemplate } from '@souq/contract/fill-template';
import { classifiedPosts } from '../../db/schema/classifieds';
import { categories } from '../../db/schema/categories';
import { errorOf } from '../../../test/helper';
import { UNKNOWN_ID } from '../../../test/fixtures/classified-references';
import { admin, buyer, created, detail, disallow, fx, m, rowOf, searchIds, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** A listing's lifetime: it expires out of every public list, its owner renews it, and bumps it once every 48 hours. */
useListingContext();

const p = classifiedPosts;
const DAY_MS = 86_400_000;

/** Moves the listing's end (days from now, negative for the past), as time passing would. */
const endIn = (id: string, days: number) =>
  t.db
    .update(p)
    .set({ expiresAt: sql`now() + make_interval(secs => ${days * 86_400})` })
    .where(eq(p.id, id));
const renew = (id: string, caller = seller) => t.as(caller).post(`/api/v1/classifieds/${id}/renew`);
const bump = (id: string, caller = seller) => t.as(caller).post(`/api/v1/classifieds/${id}/bump`);
const myItem = async (id: string) =>
  ZMyClassifiedList.parse((await t.as(seller).get('/api/v1/me/classifieds?limit=50')).json()).classifieds.find((item) => item._id === id);

describe("a listing's lifetime", () => {
  it("starts with its category's lifetime: 30 days by default, staff's number when they set one", async () => {
    const listing = await created('food');
    const days = (listing.expiresAt.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(listing.nextBumpAt).toBeNull();
    expect(listing.featured).toBe(false);

    await t.db.update(categories).set({ lifetimeDays: 7 }).where(eq(categories.id, fx.categoryIds.boat));
    const boat = await created('boat');
    expect((boat.expiresAt.getTime() - Date.now()) / DAY_MS).toBeCloseTo(7, 1);
    await t.db.update(categories).set({ lifetimeDays: 30 }).where(eq(categories.id, fx.categoryIds.boat));
  });

  it('past its end leaves the search, the seller page and other members; its owner sees it expired; a renewal brings it back', async () => {
    const listing = await created('services');
    const category = `category_id=${fx.categoryIds.services}`;
    expect(await searchIds(category)).toContain(listing._id);
    await endIn(listing._id, -1);

    expect(await searchIds(category)).not.toContain(listing._id);
    expect(await searchIds(`q=${encodeURIComponent('services')}`)).not.toContain(listing._id);
    const sellerPage = (await t.as(buyer).get(`/api/v1/users/${seller.id}/classifieds?limit=50`)).json<{ classifieds: { _id: string }[] }>();
    expect(sellerPage.classifieds.map((item) => item._id)).not.toContain(listing._id);
    expect((await detail(listing._id, buyer)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/l/${listing._id}`)).statusCode).toBe(410);
    const mine = await myItem(listing._id);
    expect(mine?.expiresAt.getTime()).toBeLessThan(Date.now());

    const renewed = await renew(listing._id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const body = ZMemberClassifiedDetail.parse(renewed.json());
    expect((body.expiresAt.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(29.9);
    expect((await searchIds(category))[0]).toBe(listing._id);
    expect((await detail(listing._id, buyer)).statusCode).toBe(200);
    expect((await t.anonymous.get(`/l/${listing._id}`)).statusCode).toBe(200);
  });

  it('renews in the last 3 days (clearing the reminder mark) but not earlier (409, unchanged)', async () => {
    const listing = await created('food');
    const early = await renew(listing._id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(m.renewTooEarly);

    await endIn(listing._id, 2);
    await t.db.update(p).set({ expiryRemindedAt: new Date() }).where(eq(p.id, listing._id));
    expect((await renew(listing._id)).statusCode).toBe(200);
    const row = await rowOf(listing._id);
    expect(row?.expiryRemindedAt).toBeNull();
    expect((row!.expiresAt.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(29.9);
  });

  it('refuses a sold listing and one staff removed (409), tells why', async () => {
    const sold = await created('food');
    await t.as(seller).post(`/api/v1/classifieds/${sold._id}/sold`);
    await endIn(sold._id, -1);
    expect(errorOf(await renew(sold._id))).toBe(m.listingSoldNoRenew);
    expect(errorOf(await bump(sold._id))).toBe(m.listingSoldNoRenew);

    const removed = await created('food');
    await disallow(removed._id);
    const refused = await bump(removed._id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(m.listingRemovedNoRenew);
  });
});

describe('POST /api/v1/classifieds/:id/bump', () => {
  it('moves the listing to the top of newest, then refuses for 48 hours saying when (409)', async () => {
    const older = await created('bike');
    await created('bike');
    const category = `category_id=${fx.categoryIds.bike}`;
    expect((await searchIds(category))[0]).not.toBe(older._id);

    const bumped = await bump(older._id);
    expect(bumped.statusCode, bumped.body).toBe(200);
    const body = ZMemberClassifiedDetail.parse(bumped.json());
    expect((await searchIds(category))[0]).toBe(older._id);
    const next = body.nextBumpAt!;
    expect((next.getTime() - Date.now()) / 3_600_000).toBeCloseTo(48, 1);
    expect((await myItem(older._id))?.nextBumpAt).toEqual(next);

    const again = await bump(older._id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(fillTemplate(m.bumpTooSoon, { time: next.toISOString() }));

    // 48 hours later it may bump again.
    await t.db
      .update(p)
      .set({ bumpedAt: sql`now() - interval '48 hours 1 second'` })
      .where(eq(p.id, older._id));
    expect((await bump(older._id)).statusCode).toBe(200);
  });

  it('refuses an expired listing: renew it instead (409)', async () => {
    const listing = await created('bike');
    await endIn(listing._id, -1);
    const refused = await bump(listing._id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(m.bumpExpired);
  });
});

describe.each(['renew', 'bump'] as const)('POST /api/v1/classifieds/:id/%s: who may', (action) => {
  it("answers 404 on another member's listing (unchanged) and an unknown id, 400 on a malformed id, 401 without a token, 403 for staff", async () => {
    const listing = await created('food');
    await endIn(listing._id, -1);
    const before = await rowOf(listing._id);
    const url = (id: string) => `/api/v1/classifieds/${id}/${action}`;

    const theirs = await t.as(buyer).post(url(listing._id));
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe(m.listingNotFound);
    expect(await rowOf(listing._id)).toEqual(before);
    expect((await t.as(seller).post(url(UNKNOWN_ID))).statusCode).toBe(404);
    const malformed = await t.as(seller).post(url('not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toBeTruthy();
    expect((await t.anonymous.post(url(listing._id))).statusCode).toBe(401);
    expect((await t.as(admin).post(url(listing._id))).statusCode).toBe(403);
    expect(await rowOf(listing._id)).toEqual(before);
  });
});
