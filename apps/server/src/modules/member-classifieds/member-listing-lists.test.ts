import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedFavourites, classifiedReports } from '../../db/schema/members';
import { errorOf } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';
import { UNKNOWN_ID } from '../../../test/fixtures/classified-references';
import { type Caller, admin, buyer, common, created, detail, disallow, fx, m, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** Members' favourites, own listings and reports. */
useListingContext();

describe('favourites', () => {
  const favouritesOf = async (caller: Caller, limit = 50) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(caller).get(`/api/v1/me/favourites?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = ZMemberClassifiedList.parse(response.json());
      expect(page.classifieds.every((item) => item.favouritedByMe)).toBe(true);
      ids.push(...page.classifieds.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  };

  it('adds and removes, idempotently, and lists them the latest first across pages', async () => {
    const fan = await t.userWithToken('user');
    const listings = [await created('food'), await created('boat'), await created('bike')];
    for (const listing of listings) {
      expect((await t.as(fan).post(`/api/v1/classifieds/${listing._id}/favourite`)).json()).toEqual({ ok: true });
    }
    expect((await t.as(fan).post(`/api/v1/classifieds/${listings[0]!._id}/favourite`)).statusCode).toBe(200);
    expect(await t.db.$count(classifiedFavourites, eq(classifiedFavourites.userId, fan.id))).toBe(3);
    expect(await favouritesOf(fan, 1)).toEqual(listings.map((l) => l._id).reverse());
    expect((await detail(listings[1]!._id, fan)).json()).toMatchObject({ favouritedByMe: true });

    for (let i = 0; i < 2; i++) expect((await t.as(fan).delete(`/api/v1/classifieds/${listings[1]!._id}/favourite`)).statusCode).toBe(200);
    expect(await favouritesOf(fan)).toEqual([listings[2]!._id, listings[0]!._id]);
  });

  it('pages favourites made in one statement (equal times) without gaps, and leaves out the ones no longer shown', async () => {
    const fan = await t.userWithToken('user');
    const place = { countryId: 'KW', districtId: fx.kw.districtId };
    const listings = await Promise.all([1, 2, 3, 4, 5].map(() => buildClassified(t.db, { userId: seller.id, ...place })));
    await t.db.insert(classifiedFavourites).values(listings.map((l) => ({ userId: fan.id, classifiedId: l.id })));
    const all = await favouritesOf(fan, 2);
    expect([...all].sort()).toEqual(listings.map((l) => l.id).sort());
    expect([...all].sort().reverse()).toEqual(all);
    await disallow(listings[0]!.id);
    await t.db.update(classifiedPosts).set({ soldAt: new Date() }).where(eq(classifiedPosts.id, listings[1]!.id));
    const after = await favouritesOf(fan, 2);
    expect(after).not.toContain(listings[0]!.id);
    expect(after).toContain(listings[1]!.id);
    // The hidden one can still be taken off the list.
    expect((await t.as(fan).delete(`/api/v1/classifieds/${listings[0]!.id}/favourite`)).statusCode).toBe(200);
    const kept = and(eq(classifiedFavourites.userId, fan.id), eq(classifiedFavourites.classifiedId, listings[0]!.id));
    expect(await t.db.$count(classifiedFavourites, kept)).toBe(0);
    expect((await t.as(fan).delete(`/api/v1/classifieds/${listings[0]!.id}/favourite`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown listing, 401 without a token, 403 for staff writing; staff read an empty list', async () => {
    const listing = await created('food');
    expect((await t.as(buyer).post(`/api/v1/classifieds/${UNKNOWN_ID}/favourite`)).statusCode).toBe(404);
    expect((await t.as(buyer).delete(`/api/v1/classifieds/${UNKNOWN_ID}/favourite`)).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/v1/classifieds/${listing._id}/favourite`)).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/classifieds/${listing._id}/favourite`)).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/v1/me/favourites')).statusCode).toBe(401);
    expect((await t.as(admin).get('/api/v1/me/favourites')).json()).toEqual({ classifieds: [], nextCursor: null });
    expect((await t.as(buyer).get('/api/v1/me/favourites?cursor=junk')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/me/classifieds', () => {
  it("lists the caller's own listings newest first across pages, disallowed and sold ones included", async () => {
    const owner = await t.userWithToken('user');
    const listings = [];
    for (let i = 0; i < 4; i++) listings.push(await created('food', {}, owner));
    await disallow(listings[1]!._id);
    await t.as(owner).post(`/api/v1/classifieds/${listings[2]!._id}/sold`);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(owner).get(`/api/v1/me/classifieds?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page = ZMemberClassifiedList.parse(response.json());
      ids.push(...page.classifieds.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(listings.map((l) => l._id).reverse());
    const othersList = ZMemberClassifiedList.parse((await t.as(buyer).get('/api/v1/me/classifieds')).json());
    expect(othersList.classifieds.map((item) => item._id)).not.toContain(listings[0]!._id);
    expect((await t.anonymous.get('/api/v1/me/classifieds')).statusCode).toBe(401);
    expect((await t.as(owner).get('/api/v1/me/classifieds?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/classifieds/:id/report', () => {
  const report = (id: string, caller: Caller | undefined, body: object = { reason: 'Looks like a scam' }) =>
    t.as(caller ?? null).post(`/api/v1/classifieds/${id}/report`, body);

  it('files a report for the moderators (201)', async () => {
    const listing = await created('food');
    const response = await report(listing._id, buyer);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(classifiedReports).where(eq(classifiedReports.classifiedId, listing._id));
    expect(row).toMatchObject({ userId: buyer.id, reason: 'Looks like a scam' });
  });

  it('refuses one’s own listing and a missing reason (400, nothing stored), unknown ids (404), strangers (401) and staff (403)', async () => {
    const listing = await created('food');
    const before = await t.db.$count(classifiedReports);
    const own = await report(listing._id, seller);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own)).toBe(m.ownListingReport);
    const empty = await report(listing._id, buyer, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(common.reasonRequired);
    expect((await report(UNKNOWN_ID, buyer)).statusCode).toBe(404);
    expect((await report(listing._id, undefined)).statusCode).toBe(401);
    expect((await report(listing._id, admin)).statusCode).toBe(403);
    expect(await t.db.$count(classifiedReports)).toBe(before);
  });
});
