import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZClassifiedExtras } from '@souq/contract/classifieds';
import { CLASSIFIED_TYPE_KEYS } from '@souq/contract/constants';
import {
  CLASSIFIED_EXTRA_KEYS,
  ZClassifiedSearchQuery,
  ZCreateClassifiedRequest,
  ZMemberClassifiedDetail,
  ZMemberClassifiedList,
  type MemberClassifiedDetail,
} from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedFavourites } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildClassifiedFavourite, buildUpload } from '../../../test/factories';
import { answeredPlace, IMAGE, UNKNOWN_ID, validBody } from '../../../test/fixtures/classified-references';
import { countedTotals, totalCounts } from '../dashboard/dashboard.service';
import {
  admin,
  buyer,
  c,
  common,
  create,
  created,
  detail,
  disallow,
  fx,
  m,
  photoOf,
  r,
  rowOf,
  searchIds,
  seller,
  t,
  useListingContext,
} from '../../../test/fixtures/listing-context';

/** Members' listings: selling, reading, staff decisions, editing, deleting, marking sold. */
useListingContext();

describe('the contract', () => {
  it('offers every type, and filters on every extra field of every type (derived from the add forms)', () => {
    expect(ZCreateClassifiedRequest.options.map((option) => option.shape.type.value)).toEqual(CLASSIFIED_TYPE_KEYS);
    expect([...CLASSIFIED_EXTRA_KEYS].sort()).toEqual(Object.keys(ZClassifiedExtras.shape).sort());
    expect(Object.keys(ZClassifiedSearchQuery.shape)).toEqual(expect.arrayContaining(['rooms', 'model', 'fuelType', 'careerLevel', 'isItOldNotNew']));
  });
});

describe('POST /api/v1/classifieds', () => {
  it.each(CLASSIFIED_TYPE_KEYS)('%s: puts a listing on sale for the caller with its own fields (201)', async (type) => {
    const listing = await created(type);
    const photo = await photoOf(seller);
    expect(listing).toMatchObject({
      title: expect.stringMatching(new RegExp(`^A ${type} for the tests `)),
      price: 120,
      classifiedType: type,
      media: [{ url: photo, type: 'image' }],
      image_url: photo,
      user_id: { _id: seller.id, name: 'Seller' },
      category_id: { _id: fx.categoryIds[type] },
      ...answeredPlace(fx),
      allowed: true,
      sold: false,
      soldAt: null,
      favouritedByMe: false,
    });
    if (type === 'property') expect(listing).toMatchObject({ rooms: '3', buildingNo: '14', carParking: false });
    if (type === 'automotive') expect(listing).toMatchObject({ model: 'Land Cruiser', cylinder: '8', isInsured: false });
    if (type === 'jobs') expect(listing.careerLevel).toBe('Senior');
    const row = await rowOf(listing._id);
    expect(row?.userId).toBe(seller.id);
  });

  it('takes the caller as the owner, whatever user_id the body names', async () => {
    const listing = await created('food', { user_id: buyer.id });
    expect(listing.user_id._id).toBe(seller.id);
  });

  it("reaches the console's list of the country's posts at once", async () => {
    const listing = await created('women-clothing');
    const url = `/api/classifieds/get-classifieds-by-admin?country_id=KW&category_id=${fx.categoryIds['women-clothing']}&itemsPerPage=100`;
    const staffList = await t.as(admin).get(url);
    expect(staffList.json<{ classifieds: { _id: string }[] }>().classifieds.map((item) => item._id)).toContain(listing._id);
  });

  it.each([
    [{ type: undefined }, 'type', m.typeRequired],
    [{ type: 'spaceships' }, 'type', m.typeRequired],
    [{ title: '' }, 'title', c.titleRequired],
    [{ price: '-5' }, 'price', c.priceNegative],
    [{ media: [] }, 'media', c.imageRequired],
    [{ type: 'jobs', careerLevel: undefined, category_id: undefined }, 'category_id', c.categoryRequired],
  ] as const)('refuses %j with the add form message (400, nothing stored)', async (overrides, field, message) => {
    const before = await t.db.$count(classifiedPosts);
    const response = await create('food', overrides);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await t.db.$count(classifiedPosts)).toBe(before);
  });

  it("checks the type's own fields and the references as the console does (400, nothing stored)", async () => {
    const before = await t.db.$count(classifiedPosts);
    const cases = [
      [await create('jobs', { careerLevel: '' }), c.careerRequired],
      [await create('property', { rooms: 'three' }), c.roomsDigits],
      [await create('automotive', { category_id: fx.categoryIds.jobs }), c.categoryTypeMismatch],
      [await create('food', { district_id: fx.sa.districtId }), r.districtNotInCountry],
      [await create('food', { area_id: fx.kw.otherAreaId }), r.areaNotInDistrict],
      [await create('automotive', { sub_category_id: fx.jobsSubCategoryId }), messages.subCategory.notFound],
    ] as const;
    for (const [response, message] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    expect(await t.db.$count(classifiedPosts)).toBe(before);
  });

  it('needs a verified e-mail (403), a member (403 for staff) and a token (401)', async () => {
    const unverified = await t.userWithToken('user');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const refused = await create('food', {}, unverified);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(common.notVerified);
    expect((await create('food', {}, admin)).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/v1/classifieds', { type: 'food', ...validBody(fx, 'food') })).statusCode).toBe(401);
  });

  it("keeps the dashboard's counters exact through a member's add and delete", async () => {
    const periods = [
      { dateType: 'TODAY', timezone: 'Asia/Kuwait' },
      { dateType: 'ALLTIME', timezone: 'UTC' },
    ] as const;
    const listing = await created('boat');
    for (const period of periods) expect(await totalCounts(t.db, period)).toEqual(await countedTotals(t.db, period));
    expect((await t.as(seller).delete(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(200);
    for (const period of periods) expect(await totalCounts(t.db, period)).toEqual(await countedTotals(t.db, period));
  });
});

describe('GET /api/v1/classifieds/:id', () => {
  it('answers the listing with its gallery, seller, names, fields and the caller’s view of it', async () => {
    const listing = await created('property', {
      media: [
        { url: IMAGE, type: 'image' },
        { url: (await buildUpload(t.db, { ownerId: seller.id, contentType: 'video/mp4' })).path, type: 'video' },
      ],
    });
    await buildClassifiedFavourite(t.db, { userId: buyer.id, classifiedId: listing._id });
    const response = await detail(listing._id, buyer);
    expect(response.statusCode).toBe(200);
    const shown = ZMemberClassifiedDetail.parse(response.json());
    expect(shown).toMatchObject({
      _id: listing._id,
      media: [{ type: 'image' }, { type: 'video' }],
      user_id: { _id: seller.id, name: 'Seller' },
      district_id: { district_en: 'Hawalli', district_ar: 'حولي' },
      rooms: '3',
      favouritedByMe: true,
      allowed: true,
      sold: false,
    });
    expect((await detail(listing._id, seller)).json<MemberClassifiedDetail>().favouritedByMe).toBe(false);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 for a bad token; staff may read', async () => {
    const unknown = await detail(UNKNOWN_ID, buyer);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(m.listingNotFound);
    expect((await detail('not-an-id', buyer)).statusCode).toBe(400);
    const listing = await created('food');
    // A visitor reads a listing (visitor-reads.test.ts); a bad token is refused, not read as a visitor.
    expect((await t.anonymous.get(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(200);
    expect((await t.as('not.a.token').get(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(401);
    expect((await detail(listing._id, admin)).statusCode).toBe(200);
    expect((await detail(listing._id.toUpperCase(), buyer)).statusCode).toBe(200);
  });
});

describe('staff disallowing a listing (the console’s allow/disallow)', () => {
  it('takes it out of the search and the detail for others at once, and shows it to its owner as allowed: false', async () => {
    const listing = await created('bike');
    const scope = `category_id=${fx.categoryIds.bike}`;
    expect(await searchIds(scope)).toContain(listing._id);
    expect((await disallow(listing._id)).statusCode).toBe(200);

    expect(await searchIds(scope)).not.toContain(listing._id);
    expect(await searchIds(scope, seller)).not.toContain(listing._id);
    expect((await detail(listing._id, buyer)).statusCode).toBe(404);
    const own = await detail(listing._id, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ allowed: false, active: false });
    const mine = ZMemberClassifiedList.parse((await t.as(seller).get('/api/v1/me/classifieds?limit=50')).json());
    expect(mine.classifieds.find((item) => item._id === listing._id)?.allowed).toBe(false);
    // Others cannot favour or report it either.
    expect((await t.as(buyer).post(`/api/v1/classifieds/${listing._id}/favourite`)).statusCode).toBe(404);
    expect((await t.as(buyer).post(`/api/v1/classifieds/${listing._id}/report`, { reason: 'x' })).statusCode).toBe(404);

    expect((await disallow(listing._id, true)).statusCode).toBe(200);
    expect(await searchIds(scope)).toContain(listing._id);
  });
});

describe('PATCH /api/v1/classifieds/:id', () => {
  const patch = (id: string, body: object, caller = seller) => t.as(caller).patch(`/api/v1/classifieds/${id}`, body);

  it('changes the fields sent, keeps the others, and clears optional ones with null', async () => {
    const listing = await created('property', { bathrooms: 2, carParking: true });
    const response = await patch(listing._id, { title: 'Renovated flat', price: '150', rooms: 4, bathrooms: null, area_id: null });
    expect(response.statusCode, response.body).toBe(200);
    const edited = ZMemberClassifiedDetail.parse(response.json());
    expect(edited).toMatchObject({
      title: 'Renovated flat',
      price: 150,
      rooms: '4',
      carParking: true,
      livingRooms: '1',
      area_id: null,
      description: 'Described in detail',
    });
    expect(edited.bathrooms).toBeUndefined();
    const row = await rowOf(listing._id);
    expect(row?.details).toMatchObject({ rooms: '4', carParking: true });
    expect(row?.details).not.toHaveProperty('bathrooms');
  });

  it('moves the thumbnail with a new gallery, and lets the owner edit a disallowed listing (it stays disallowed)', async () => {
    const listing = await created('food');
    await disallow(listing._id);
    const { path: photo } = await buildUpload(t.db, { ownerId: seller.id, folder: 'classifieds' });
    const response = await patch(listing._id, { media: [{ url: photo }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ image_url: photo, allowed: false });
  });

  it.each([
    [{ title: '' }, 'title', c.titleRequired],
    [{ rooms: 'x' }, 'rooms', c.roomsDigits],
    [{ bathrooms: 'x' }, 'bathrooms', c.bathroomsDigits],
    [{ price: -3 }, 'price', c.priceNegative],
    [{ model: 'Leaf' }, 'model', m.fieldNotOfType],
    [{ category_id: '{jobs category}' }, 'category_id', c.categoryTypeMismatch],
    [{ area_id: '{area of another district}' }, 'area_id', r.areaNotInDistrict],
    [{ district_id: '{district of another country}' }, 'district_id', r.districtNotInCountry],
  ])('refuses %j with its message (400) and changes nothing', async (body, field, message) => {
    const listing = await created('property');
    const references: Record<string, string> = {
      '{jobs category}': fx.categoryIds.jobs,
      '{area of another district}': fx.kw.otherAreaId,
      '{district of another country}': fx.sa.districtId,
    };
    const sent = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, (typeof value === 'string' && references[value]) || value]));
    const before = await rowOf(listing._id);
    const response = await patch(listing._id, sent);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await rowOf(listing._id)).toEqual(before);
  });

  it("answers 404 on another member's listing and on an unknown id, changing nothing; 401 and 403 for others", async () => {
    const listing = await created('food');
    const before = await rowOf(listing._id);
    for (const caller of [buyer]) {
      const response = await patch(listing._id, { title: 'Mine now' }, caller);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(m.listingNotFound);
    }
    expect((await patch(UNKNOWN_ID, { title: 'x' })).statusCode).toBe(404);
    expect((await t.anonymous.patch(`/api/v1/classifieds/${listing._id}`, { title: 'x' })).statusCode).toBe(401);
    expect((await patch(listing._id, { title: 'x' }, admin)).statusCode).toBe(403);
    expect(await rowOf(listing._id)).toEqual(before);
  });
});

describe('DELETE /api/v1/classifieds/:id', () => {
  it('deletes the owner’s listing with its favourites; 404 for another member’s (kept) and for an unknown id; 401', async () => {
    const listing = await created('food');
    await buildClassifiedFavourite(t.db, { userId: buyer.id, classifiedId: listing._id });
    const refused = await t.as(buyer).delete(`/api/v1/classifieds/${listing._id}`);
    expect(refused.statusCode).toBe(404);
    expect(await rowOf(listing._id)).toBeDefined();
    expect((await t.anonymous.delete(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(401);

    const response = await t.as(seller).delete(`/api/v1/classifieds/${listing._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await rowOf(listing._id)).toBeUndefined();
    expect(await t.db.$count(classifiedFavourites, eq(classifiedFavourites.classifiedId, listing._id))).toBe(0);
    expect((await detail(listing._id, seller)).statusCode).toBe(404);
    expect((await t.as(seller).delete(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/classifieds/:id/sold', () => {
  it('marks the owner’s listing sold once: out of the search, still shown marked sold', async () => {
    const listing = await created('bike');
    const first = await t.as(seller).post(`/api/v1/classifieds/${listing._id}/sold`);
    expect(first.statusCode).toBe(200);
    const sold = ZMemberClassifiedDetail.parse(first.json());
    expect(sold.sold).toBe(true);
    expect(sold.soldAt).toBeInstanceOf(Date);
    const again = ZMemberClassifiedDetail.parse((await t.as(seller).post(`/api/v1/classifieds/${listing._id}/sold`)).json());
    expect(again.soldAt).toEqual(sold.soldAt);
    expect(await searchIds(`category_id=${fx.categoryIds.bike}`)).not.toContain(listing._id);
    expect((await detail(listing._id, buyer)).json()).toMatchObject({ sold: true });
    const mine = ZMemberClassifiedList.parse((await t.as(seller).get('/api/v1/me/classifieds?limit=50')).json());
    expect(mine.classifieds.find((item) => item._id === listing._id)?.sold).toBe(true);
  });

  it("answers 404 on another member's listing (unchanged) and an unknown id; 401", async () => {
    const listing = await created('bike');
    expect((await t.as(buyer).post(`/api/v1/classifieds/${listing._id}/sold`)).statusCode).toBe(404);
    expect((await rowOf(listing._id))?.soldAt).toBeNull();
    expect((await t.as(seller).post(`/api/v1/classifieds/${UNKNOWN_ID}/sold`)).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/v1/classifieds/${listing._id}/sold`)).statusCode).toBe(401);
  });
});
