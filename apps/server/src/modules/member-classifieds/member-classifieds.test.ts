import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
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
import { classifiedFavourites, classifiedReports } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { bearer, createTestContext, errorOf, type TestContext } from '../../../test/helper';
import {
  buildArea,
  buildCategory,
  buildClassified,
  buildClassifiedFavourite,
  buildDistrict,
  buildSubCategory,
  buildUser,
  buildUserBlock,
  minutesAgo,
} from '../../../test/factories';
import { IMAGE, insertFixtures, UNKNOWN_ID, validBody, type Fixtures } from '../../../test/fixtures/classified-references';
import { countedTotals, totalCounts } from '../dashboard/dashboard.service';
import { searchPage } from './member-classifieds.queries';

const c = messages.classified;
const r = messages.region;
const m = messages.members.classifieds;
const common = messages.members.common;

interface Caller {
  id: string;
  token: string;
}

let t: TestContext;
let fx: Fixtures;
let seller: Caller;
let buyer: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  // The write limit has its own test (member-classifieds-throttle.test.ts); here one seller does it all.
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '100000' });
  fx = await insertFixtures(t.db);
  seller = await t.userWithToken('user', { name: 'Seller' });
  buyer = await t.userWithToken('user', { name: 'Buyer' });
  other = await t.userWithToken('user', { name: 'Other' });
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, caller?: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller ? bearer(caller.token) : {}, ...(payload === undefined ? {} : { payload }) });

const create = (type: (typeof CLASSIFIED_TYPE_KEYS)[number], overrides: Record<string, unknown> = {}, caller = seller) =>
  call('POST', '/api/v1/classifieds', caller, { type, ...validBody(fx, type), ...overrides });

async function created(type: (typeof CLASSIFIED_TYPE_KEYS)[number], overrides: Record<string, unknown> = {}, caller = seller) {
  const response = await create(type, overrides, caller);
  expect(response.statusCode, response.body).toBe(201);
  return ZMemberClassifiedDetail.parse(response.json());
}

const detail = (id: string, caller: Caller) => call('GET', `/api/v1/classifieds/${id}`, caller);

/** Every id the search answers, page after page (small pages, so cursors are crossed). */
async function searchIds(query: string, caller: Caller = buyer, limit = 50): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const response = await call('GET', `/api/v1/classifieds?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`, caller);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZMemberClassifiedList.parse(response.json());
    ids.push(...page.classifieds.map((item) => item._id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the search never ended');
}

const rowOf = async (id: string) => (await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, id)))[0];
const disallow = (id: string, active = false) =>
  call('POST', '/api/classifieds/allow-ordisallow', admin, { classified_id: id, active });

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
    expect(listing).toMatchObject({
      title: `A ${type} for the tests`,
      price: 120,
      classifiedType: type,
      media: [{ url: IMAGE, type: 'image' }],
      image_url: IMAGE,
      user_id: { _id: seller.id, name: 'Seller' },
      category_id: { _id: fx.categoryIds[type] },
      country_id: { _id: 'KW', country_english: 'Kuwait' },
      district_id: { _id: fx.kw.districtId, district_en: 'Hawalli' },
      area_id: { _id: fx.kw.areaId, area_en: 'Salmiya' },
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
    const staffList = await call('GET', url, admin);
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
    const response = await call('POST', '/api/v1/classifieds', seller, { type: 'food', ...validBody(fx, 'food'), ...overrides });
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
    expect((await call('POST', '/api/v1/classifieds', undefined, { type: 'food', ...validBody(fx, 'food') })).statusCode).toBe(401);
  });

  it("keeps the dashboard's counters exact through a member's add and delete", async () => {
    const periods = [{ dateType: 'TODAY', timezone: 'Asia/Kuwait' }, { dateType: 'ALLTIME', timezone: 'UTC' }] as const;
    const listing = await created('boat');
    for (const period of periods) expect(await totalCounts(t.db, period)).toEqual(await countedTotals(t.db, period));
    expect((await call('DELETE', `/api/v1/classifieds/${listing._id}`, seller)).statusCode).toBe(200);
    for (const period of periods) expect(await totalCounts(t.db, period)).toEqual(await countedTotals(t.db, period));
  });
});

describe('GET /api/v1/classifieds/:id', () => {
  it('answers the listing with its gallery, seller, names, fields and the caller’s view of it', async () => {
    const listing = await created('property', {
      media: [
        { url: IMAGE, type: 'image' },
        { url: '/uploads/posts/2026/11/clip.mp4', type: 'video' },
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

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token; staff may read', async () => {
    const unknown = await detail(UNKNOWN_ID, buyer);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(m.listingNotFound);
    expect((await detail('not-an-id', buyer)).statusCode).toBe(400);
    const listing = await created('food');
    expect((await call('GET', `/api/v1/classifieds/${listing._id}`)).statusCode).toBe(401);
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
    const mine = ZMemberClassifiedList.parse((await call('GET', '/api/v1/me/classifieds?limit=50', seller)).json());
    expect(mine.classifieds.find((item) => item._id === listing._id)?.allowed).toBe(false);
    // Others cannot favour or report it either.
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/favourite`, buyer)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/report`, buyer, { reason: 'x' })).statusCode).toBe(404);

    expect((await disallow(listing._id, true)).statusCode).toBe(200);
    expect(await searchIds(scope)).toContain(listing._id);
  });
});

describe('GET /api/v1/classifieds: the filters', () => {
  let property: string;
  let automotive: string;
  let sub: string;
  let district: string;
  let area: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // One category per type exists (the fixtures'): the answers are read among this block's listings only.
    property = fx.categoryIds.property;
    automotive = fx.categoryIds.automotive;
    sub = (await buildSubCategory(t.db, { categoryId: automotive })).id;
    district = (await buildDistrict(t.db, { countryId: 'KW' })).id;
    area = (await buildArea(t.db, { countryId: 'KW', districtId: district })).id;
    const place = { countryId: 'KW', districtId: fx.kw.districtId };
    const add = async (name: string, values: Parameters<typeof buildClassified>[1]) => {
      ids[name] = (await buildClassified(t.db, { userId: seller.id, ...place, ...values })).id;
    };
    await add('flat', { categoryId: property, price: '300', title: 'Sunny flat by the sea', details: { rooms: '3', carParking: true } });
    await add('villa', {
      categoryId: property,
      price: '900',
      title: 'Villa',
      details: { rooms: '5', carParking: false },
      districtId: district,
      areaId: area,
    });
    await add('saudi', { categoryId: property, price: '500', title: 'Riyadh flat', details: { rooms: '3' }, countryId: 'SA', districtId: fx.sa.districtId });
    await add('cruiser', {
      categoryId: automotive,
      subCategoryId: sub,
      price: '12000.500',
      title: 'Land Cruiser',
      details: { model: 'Land Cruiser', fuelType: 'petrol' },
    });
    await add('leaf', {
      categoryId: automotive,
      price: '8000',
      title: 'Leaf',
      description: 'quiet and electric',
      details: { model: 'Leaf', fuelType: 'electric' },
    });
    await add('job', { categoryId: fx.categoryIds.jobs, price: '1', title: 'Engineer wanted', details: { careerLevel: 'Senior' } });
    await add('oldPhone', { categoryId: fx.categoryIds['buy-sell'], price: '40', title: 'Phone', details: { isItOldNotNew: true } });
    await add('newPhone', { categoryId: fx.categoryIds['buy-sell'], price: '60', title: 'Phone', details: { isItOldNotNew: false } });
  });

  /** The search's answer among this block's listings, by name. */
  async function found(query: string): Promise<string[]> {
    const answered = new Set(await searchIds(query));
    return Object.entries(ids)
      .filter(([, id]) => answered.has(id))
      .map(([name]) => name)
      .sort();
  }

  it.each([
    ['q=SEA', ['flat']],
    ['q=electric', ['leaf']],
    ['category_id={property}', ['flat', 'saudi', 'villa']],
    ['sub_category_id={sub}', ['cruiser']],
    ['country_id=sa', ['saudi']],
    ['district_id={district}', ['villa']],
    ['area_id={area}', ['villa']],
    ['category_id={property}&price_min=400', ['saudi', 'villa']],
    ['category_id={property}&price_max=500', ['flat', 'saudi']],
    ['category_id={automotive}&price_min=12000.5&price_max=12000.5', ['cruiser']],
    ['rooms=3', ['flat', 'saudi']],
    ['rooms=3&country_id=KW', ['flat']],
    ['carParking=true', ['flat']],
    ['carParking=false', ['villa']],
    ['model=Leaf', ['leaf']],
    ['fuelType=petrol', ['cruiser']],
    ['careerLevel=Senior', ['job']],
    ['isItOldNotNew=old', ['oldPhone']],
    ['isItOldNotNew=false', ['newPhone']],
  ])('%s narrows the search', async (query, expected) => {
    const names: Record<string, string> = { property, automotive, sub, district, area };
    expect(await found(query.replace(/\{(\w+)\}/g, (_, name: string) => names[name]!))).toEqual(expected);
  });

  it('leaves out sold listings (still reachable by their link, marked sold)', async () => {
    const place = { countryId: 'KW', districtId: fx.kw.districtId };
    const listing = await buildClassified(t.db, { userId: seller.id, categoryId: property, ...place, soldAt: new Date() });
    expect(await searchIds(`category_id=${property}`)).not.toContain(listing.id);
    expect((await detail(listing.id, buyer)).json()).toMatchObject({ sold: true });
  });

  it('answers each item with its names, its state and the seller', async () => {
    const response = await call('GET', `/api/v1/classifieds?category_id=${automotive}&sub_category_id=${sub}`, buyer);
    const [item] = ZMemberClassifiedList.parse(response.json()).classifieds;
    expect(item).toMatchObject({
      _id: ids.cruiser,
      price: 12000.5,
      classifiedType: 'automotive',
      sub_category_id: { _id: sub },
      country_id: { _id: 'KW', country_english: 'Kuwait' },
      district_id: { _id: fx.kw.districtId },
      user_id: { _id: seller.id, name: 'Seller' },
      currencyDetails: { currency_code: 'KWD' },
      allowed: true,
      sold: false,
      favouritedByMe: false,
    });
  });

  it('refuses bad filters with their messages (400), never a 500', async () => {
    const cases = [
      ['price_min=9&price_max=5', m.priceRangeInvalid],
      ['price_min=-1', m.priceFilterInvalid],
      ['price_max=1e5', m.priceFilterInvalid],
      ['rooms=three', c.roomsDigits],
      ['isItOldNotNew=maybe', c.oldOrNewRequired],
      ['sort=cheapest', m.sortInvalid],
      ['category_id=junk', common.idInvalid],
      [`q=${'x'.repeat(201)}`, m.searchTooLong],
      ['cursor=junk', common.cursorInvalid],
      ['limit=51', common.limitInvalid],
      ['country_id=KWT', r.countryNotFound],
    ] as const;
    for (const [query, message] of cases) {
      const response = await call('GET', `/api/v1/classifieds?${query}`, buyer);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response), query).toBe(message);
    }
    for (const query of ['q=%00', 'q=%25_%5C', "q='--", 'model=%27%22']) {
      expect((await call('GET', `/api/v1/classifieds?${query}`, buyer)).statusCode, query).toBe(200);
    }
    expect((await call('GET', '/api/v1/classifieds')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/classifieds: the sorts and their cursors', () => {
  let category: string;

  beforeAll(async () => {
    // A category of its own (no type: one category per type exists already), so the list is exactly these.
    category = (await buildCategory(t.db)).id;
    const base = { userId: seller.id, categoryId: category, countryId: 'KW', districtId: fx.kw.districtId, mobile: '1', address: 'a' };
    // One statement: the same now(), to the microsecond, for all of these.
    await t.db.insert(classifiedPosts).values(['10', '10', '10', '20', '5.5', '10'].map((price, i) => ({ ...base, title: `Same time ${i}`, price })));
    // Whole milliseconds, some equal.
    for (const [i, price] of ['10', '7', '10', '20', '7'].entries()) {
      await buildClassified(t.db, { ...base, title: `Dated ${i}`, price, createdAt: minutesAgo(i % 3) });
    }
  });

  /** The order the whole list has, read in one statement without a cursor: what the pages must add up to. */
  async function oracle(order: 'newest' | 'price_asc' | 'price_desc'): Promise<string[]> {
    const by = { newest: sql`created_at desc, id desc`, price_asc: sql`price asc, id asc`, price_desc: sql`price desc, id desc` }[order];
    const statement = sql`select id::text as id from classified_posts where category_id = ${category} order by ${by}`;
    const result = (await t.db.execute(statement)) as unknown as { rows: { id: string }[] };
    return result.rows.map((row) => row.id);
  }

  it.each(['newest', 'price_asc', 'price_desc'] as const)('%s: pages of 1, 2 and 3 add up to the whole list in order', async (sort) => {
    const expected = await oracle(sort);
    expect(expected).toHaveLength(11);
    for (const limit of [1, 2, 3]) expect(await searchIds(`category_id=${category}&sort=${sort}`, buyer, limit)).toEqual(expected);
  });

  it('orders by price as a number (5.5 before 10, 20 last) and refuses a cursor of another sort', async () => {
    const page = ZMemberClassifiedList.parse((await call('GET', `/api/v1/classifieds?category_id=${category}&sort=price_asc&limit=2`, buyer)).json());
    expect(page.classifieds.map((item) => item.price)).toEqual([5.5, 7]);
    for (const sort of ['newest', 'price_desc']) {
      const response = await call('GET', `/api/v1/classifieds?category_id=${category}&sort=${sort}&cursor=${page.nextCursor}`, buyer);
      expect(response.statusCode, sort).toBe(400);
      expect(errorOf(response)).toBe(common.cursorInvalid);
    }
  });
});

describe('blocks', () => {
  it('hide a seller’s listings both ways, and a seller staff blocked or deleted from everyone', async () => {
    const category = (await buildCategory(t.db)).id;
    const place = { categoryId: category, countryId: 'KW', districtId: fx.kw.districtId };
    const blocker = await t.userWithToken('user');
    const blocked = await t.userWithToken('user');
    const ofBlocked = await buildClassified(t.db, { ...place, userId: blocked.id });
    const ofBlocker = await buildClassified(t.db, { ...place, userId: blocker.id });
    const staffBlocked = await buildUser(t.db);
    const ofStaffBlocked = await buildClassified(t.db, { ...place, userId: staffBlocked.id });
    const ofDeleted = await buildClassified(t.db, { ...place, userId: (await buildUser(t.db, { deletedAt: new Date() })).id });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: blocked.id });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, staffBlocked.id));

    const scope = `category_id=${category}`;
    expect(await searchIds(scope, blocker)).toEqual([ofBlocker.id]);
    expect(await searchIds(scope, blocked)).toEqual([ofBlocked.id]);
    expect((await searchIds(scope, other)).sort()).toEqual([ofBlocked.id, ofBlocker.id].sort());
    expect((await detail(ofBlocked.id, blocker)).statusCode).toBe(404);
    expect((await detail(ofBlocker.id, blocked)).statusCode).toBe(404);
    expect((await detail(ofStaffBlocked.id, other)).statusCode).toBe(404);
    expect((await detail(ofDeleted.id, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/classifieds/${ofBlocked.id}/favourite`, blocker)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/classifieds/${ofBlocker.id}/report`, blocked, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the search reads through the indexes (EXPLAIN, sequential scans off)', () => {
  it('category + district + price range: newest on a (…, created_at, id) index, by price on a (…, price, id) index', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (statement: SQLWrapper) => {
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      const filters = { category_id: fx.categoryIds.property, district_id: fx.kw.districtId, price_min: '100', price_max: '5000' };
      const page = (sort: string) => searchPage(tx, buyer.id, ZClassifiedSearchQuery.parse({ ...filters, sort })).statement;
      return { newest: await explain(page('newest')), priceAsc: await explain(page('price_asc')), priceDesc: await explain(page('price_desc')) };
    });
    expect(plans.newest).toMatch(/classified_posts_(category_created|list)/);
    // Which price index the planner takes on a test-sized table is its call; a sort it is not.
    expect(plans.priceAsc).toMatch(/classified_posts_(category_|country_)?price/);
    expect(plans.priceDesc).toMatch(/classified_posts_(category_|country_)?price/);
  });
});

describe('PATCH /api/v1/classifieds/:id', () => {
  const patch = (id: string, body: object, caller = seller) => call('PATCH', `/api/v1/classifieds/${id}`, caller, body);

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
    const photo = '/uploads/posts/2026/11/new.png';
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
    expect((await call('PATCH', `/api/v1/classifieds/${listing._id}`, undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await patch(listing._id, { title: 'x' }, admin)).statusCode).toBe(403);
    expect(await rowOf(listing._id)).toEqual(before);
  });
});

describe('DELETE /api/v1/classifieds/:id', () => {
  it('deletes the owner’s listing with its favourites; 404 for another member’s (kept) and for an unknown id; 401', async () => {
    const listing = await created('food');
    await buildClassifiedFavourite(t.db, { userId: buyer.id, classifiedId: listing._id });
    const refused = await call('DELETE', `/api/v1/classifieds/${listing._id}`, buyer);
    expect(refused.statusCode).toBe(404);
    expect(await rowOf(listing._id)).toBeDefined();
    expect((await call('DELETE', `/api/v1/classifieds/${listing._id}`)).statusCode).toBe(401);

    const response = await call('DELETE', `/api/v1/classifieds/${listing._id}`, seller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await rowOf(listing._id)).toBeUndefined();
    expect(await t.db.$count(classifiedFavourites, eq(classifiedFavourites.classifiedId, listing._id))).toBe(0);
    expect((await detail(listing._id, seller)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/classifieds/${listing._id}`, seller)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/classifieds/:id/sold', () => {
  it('marks the owner’s listing sold once: out of the search, still shown marked sold', async () => {
    const listing = await created('bike');
    const first = await call('POST', `/api/v1/classifieds/${listing._id}/sold`, seller);
    expect(first.statusCode).toBe(200);
    const sold = ZMemberClassifiedDetail.parse(first.json());
    expect(sold.sold).toBe(true);
    expect(sold.soldAt).toBeInstanceOf(Date);
    const again = ZMemberClassifiedDetail.parse((await call('POST', `/api/v1/classifieds/${listing._id}/sold`, seller)).json());
    expect(again.soldAt).toEqual(sold.soldAt);
    expect(await searchIds(`category_id=${fx.categoryIds.bike}`)).not.toContain(listing._id);
    expect((await detail(listing._id, buyer)).json()).toMatchObject({ sold: true });
    const mine = ZMemberClassifiedList.parse((await call('GET', '/api/v1/me/classifieds?limit=50', seller)).json());
    expect(mine.classifieds.find((item) => item._id === listing._id)?.sold).toBe(true);
  });

  it("answers 404 on another member's listing (unchanged) and an unknown id; 401", async () => {
    const listing = await created('bike');
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/sold`, buyer)).statusCode).toBe(404);
    expect((await rowOf(listing._id))?.soldAt).toBeNull();
    expect((await call('POST', `/api/v1/classifieds/${UNKNOWN_ID}/sold`, seller)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/sold`)).statusCode).toBe(401);
  });
});

describe('favourites', () => {
  const favouritesOf = async (caller: Caller, limit = 50) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call('GET', `/api/v1/me/favourites?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, caller);
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
      expect((await call('POST', `/api/v1/classifieds/${listing._id}/favourite`, fan)).json()).toEqual({ ok: true });
    }
    expect((await call('POST', `/api/v1/classifieds/${listings[0]!._id}/favourite`, fan)).statusCode).toBe(200);
    expect(await t.db.$count(classifiedFavourites, eq(classifiedFavourites.userId, fan.id))).toBe(3);
    expect(await favouritesOf(fan, 1)).toEqual(listings.map((l) => l._id).reverse());
    expect((await detail(listings[1]!._id, fan)).json()).toMatchObject({ favouritedByMe: true });

    for (let i = 0; i < 2; i++) expect((await call('DELETE', `/api/v1/classifieds/${listings[1]!._id}/favourite`, fan)).statusCode).toBe(200);
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
    expect((await call('DELETE', `/api/v1/classifieds/${listings[0]!.id}/favourite`, fan)).statusCode).toBe(200);
    const kept = and(eq(classifiedFavourites.userId, fan.id), eq(classifiedFavourites.classifiedId, listings[0]!.id));
    expect(await t.db.$count(classifiedFavourites, kept)).toBe(0);
    expect((await call('DELETE', `/api/v1/classifieds/${listings[0]!.id}/favourite`, fan)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown listing, 401 without a token, 403 for staff writing; staff read an empty list', async () => {
    const listing = await created('food');
    expect((await call('POST', `/api/v1/classifieds/${UNKNOWN_ID}/favourite`, buyer)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/classifieds/${UNKNOWN_ID}/favourite`, buyer)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/favourite`)).statusCode).toBe(401);
    expect((await call('POST', `/api/v1/classifieds/${listing._id}/favourite`, admin)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/me/favourites')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me/favourites', admin)).json()).toEqual({ classifieds: [], nextCursor: null });
    expect((await call('GET', '/api/v1/me/favourites?cursor=junk', buyer)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/me/classifieds', () => {
  it("lists the caller's own listings newest first across pages, disallowed and sold ones included", async () => {
    const owner = await t.userWithToken('user');
    const listings = [];
    for (let i = 0; i < 4; i++) listings.push(await created('food', {}, owner));
    await disallow(listings[1]!._id);
    await call('POST', `/api/v1/classifieds/${listings[2]!._id}/sold`, owner);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call('GET', `/api/v1/me/classifieds?limit=3${cursor ? `&cursor=${cursor}` : ''}`, owner);
      const page = ZMemberClassifiedList.parse(response.json());
      ids.push(...page.classifieds.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(listings.map((l) => l._id).reverse());
    const othersList = ZMemberClassifiedList.parse((await call('GET', '/api/v1/me/classifieds', buyer)).json());
    expect(othersList.classifieds.map((item) => item._id)).not.toContain(listings[0]!._id);
    expect((await call('GET', '/api/v1/me/classifieds')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/me/classifieds?limit=0', owner)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/classifieds/:id/report', () => {
  const report = (id: string, caller: Caller | undefined, body: object = { reason: 'Looks like a scam' }) =>
    call('POST', `/api/v1/classifieds/${id}/report`, caller, body);

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
