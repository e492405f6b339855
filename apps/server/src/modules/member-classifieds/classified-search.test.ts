import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { ZClassifiedSearchQuery, ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { classifiedPosts } from '../../db/schema/classifieds';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildArea, buildCategory, buildClassified, buildDistrict, buildSubCategory, buildUser, buildUserBlock, minutesAgo } from '../../../test/factories';
import { searchPage } from './member-classifieds.queries';
import { buyer, c, common, detail, fx, m, other, r, searchIds, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** Members' listing search: the filters, the sorts and their cursors, blocks, the plans. */
useListingContext();

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
    await add('saudi', {
      categoryId: property,
      price: '500',
      title: 'Riyadh flat',
      details: { rooms: '3' },
      countryId: 'SA',
      districtId: fx.sa.districtId,
    });
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
    const response = await t.as(buyer).get(`/api/v1/classifieds?category_id=${automotive}&sub_category_id=${sub}`);
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
      const response = await t.as(buyer).get(`/api/v1/classifieds?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response), query).toBe(message);
    }
    for (const query of ['q=%00', 'q=%25_%5C', "q='--", 'model=%27%22']) {
      expect((await t.as(buyer).get(`/api/v1/classifieds?${query}`)).statusCode, query).toBe(200);
    }
    // A visitor searches (visitor-reads.test.ts); a bad token is refused, not read as a visitor.
    expect((await t.anonymous.get('/api/v1/classifieds')).statusCode).toBe(200);
    expect((await t.as('not.a.token').get('/api/v1/classifieds')).statusCode).toBe(401);
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
    const page = ZMemberClassifiedList.parse((await t.as(buyer).get(`/api/v1/classifieds?category_id=${category}&sort=price_asc&limit=2`)).json());
    expect(page.classifieds.map((item) => item.price)).toEqual([5.5, 7]);
    for (const sort of ['newest', 'price_desc']) {
      const response = await t.as(buyer).get(`/api/v1/classifieds?category_id=${category}&sort=${sort}&cursor=${page.nextCursor}`);
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
    expect((await t.as(blocker).post(`/api/v1/classifieds/${ofBlocked.id}/favourite`)).statusCode).toBe(404);
    expect((await t.as(blocked).post(`/api/v1/classifieds/${ofBlocker.id}/report`, { reason: 'x' })).statusCode).toBe(404);

    // The seller's state is copied onto their listings (seller_live): staff lifting the block brings
    // the listing back, deleting the account takes it away, in the same statement.
    await t.db.update(users).set({ blocked: false }).where(eq(users.id, staffBlocked.id));
    expect((await searchIds(scope, other)).sort()).toEqual([ofBlocked.id, ofBlocker.id, ofStaffBlocked.id].sort());
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, staffBlocked.id));
    expect((await searchIds(scope, other)).sort()).toEqual([ofBlocked.id, ofBlocker.id].sort());
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
      const page = async (sort: string) => {
        const { statement } = await searchPage(tx, { id: buyer.id, hidden: [] }, ZClassifiedSearchQuery.parse({ ...filters, sort }), undefined);
        if (!statement) throw new Error('a search without text has its own page statement');
        return explain(statement);
      };
      return {
        newest: await page('newest'),
        priceAsc: await page('price_asc'),
        priceDesc: await page('price_desc'),
      };
    });
    expect(plans.newest).toMatch(/classified_posts_(category_listed|listed)/);
    // Which price index the planner takes on a test-sized table is its call; a sort it is not.
    expect(plans.priceAsc).toMatch(/classified_posts_(category_|country_)?price/);
    expect(plans.priceDesc).toMatch(/classified_posts_(category_|country_)?price/);
  });
});
