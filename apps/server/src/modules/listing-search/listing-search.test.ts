import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZClassifiedSearchQuery, ZClassifiedSearchResult, ZSuggestions } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { insertRecallListings, type RecallIds } from '../../../test/fixtures/search-recall';
import { buildArea, buildCategory, buildClassified, buildDistrict, buildDropdownValue, buildSubCategory } from '../../../test/factories';
import { searchConditions, searchPage } from '../member-classifieds/member-classifieds.queries';
import { searchFacets } from './facets';
import { textQuery } from './text-query';
import { newestMatches } from './newest-matches';
import { searchListings } from './listing-search';

/** The members' search beyond recall: facets, relevance pages, spelling offers, completions, synonyms read live. */
let t: TestContext;
let seller: { id: string; token: string };
let buyer: { id: string; token: string };
let ids: RecallIds;

beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '100000' });
  seller = await t.userWithToken('user', { name: 'Seller' });
  buyer = await t.userWithToken('user', { name: 'Buyer' });
  ids = await insertRecallListings(t.db, seller.id);
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.as(buyer).get(`/api/v1/classifieds?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return ZClassifiedSearchResult.parse(response.json());
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** The categories and places of the recall listings, read back from one of them. */
async function placeOf(id: string) {
  const [row] = (
    (await t.db.execute(sql`select category_id, district_id, area_id from classified_posts where id = ${id}`)) as unknown as {
      rows: { category_id: string; district_id: string; area_id: string | null }[];
    }
  ).rows;
  return row!;
}

describe('facets: counts over everything found, for the filters not set', () => {
  it('counts per category, district and price band, and names them in both languages', async () => {
    const result = await search(q('تويوتا'));
    const automotive = (await placeOf(ids.car)).category_id;
    expect(result.facets?.total).toBe(2);
    expect(result.facets?.capped).toBe(false);
    expect(result.facets?.category_id).toEqual([{ value: automotive, count: 2, name: { en: 'automotive', ar: 'سيارات' } }]);
    expect(result.facets?.district_id).toEqual([expect.objectContaining({ count: 2, name: { en: 'Hawalli', ar: 'حولي' } })]);
    // The Camry at 6,500 KWD, the Corolla at 2,900.
    expect(result.facets?.price).toEqual([
      { min: '1000', max: '5000', count: 1 },
      { min: '5000', max: '20000', count: 1 },
    ]);
    expect(result.facets?.fields).toEqual({});
  });

  it('counts the first listings found past the limit, and says the counts are lower bounds', async () => {
    const text = await textQuery(t.db, 'تويوتا');
    const query = ZClassifiedSearchQuery.parse({ q: text.text });
    const viewer = { id: buyer.id, hidden: [] };
    const capped = await searchFacets(t.db, searchConditions(viewer, query, text), query, null, 1);
    expect(capped.total).toBe(1);
    expect(capped.capped).toBe(true);
    expect(capped.category_id.map((chip) => chip.count)).toEqual([1]);
    expect(capped.price.reduce((sum, band) => sum + band.count, 0)).toBe(1);
    const exact = await searchFacets(t.db, searchConditions(viewer, query, text), query, null, 2);
    expect([exact.total, exact.capped]).toEqual([2, false]);
  });

  it("adds the category's own fields once one is chosen, and leaves out the filters already set", async () => {
    const { category_id, district_id } = await placeOf(ids.car);
    const result = await search(`category_id=${category_id}&district_id=${district_id}&fuelType=Petrol`);
    expect(result.facets?.category_id).toEqual([]);
    expect(result.facets?.district_id).toEqual([]);
    expect(result.facets?.fields.fuelType).toBeUndefined();
    expect(result.facets?.fields.model).toEqual([
      { value: 'Camry', count: 1, name: { en: 'Camry', ar: 'كامري' } },
      { value: 'Corolla', count: 1, name: { en: 'Corolla', ar: 'كورولا' } },
    ]);
    expect(result.facets?.fields.transmission).toEqual([{ value: 'Automatic', count: 2, name: null }]);
    const withPrice = await search(`category_id=${category_id}&price_min=100`);
    expect(withPrice.facets?.price).toEqual([]);
  });

  it('counts a choice kept as a boolean under the choice it stands for', async () => {
    const buySell = (await placeOf(ids.phone)).category_id;
    const result = await search(`category_id=${buySell}`);
    expect(result.facets?.fields.isItOldNotNew).toEqual([{ value: 'old', count: 2, name: null }]);
  });

  it('answers facets and spelling on the first page only', async () => {
    const first = await search(`${q('تويوتا')}&limit=1`);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(`${q('تويوتا')}&limit=1&cursor=${first.nextCursor}`);
    expect(second.facets).toBeNull();
    expect(second.spelling).toBeNull();
    expect((await search(`${q('تويوتا')}&facets=false`)).facets).toBeNull();
    const junk = await t.as(buyer).get(`/api/v1/classifieds?${q('تويوتا')}&facets=maybe`);
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(messages.members.classifieds.facetsFlagInvalid);
  });
});

describe('relevance: the best match first, then the newest, page after page', () => {
  it('is the default with text, walks every match once with its cursor, and newest is the default without', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search(`${q('تويوتا سيارة')}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.classifieds.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    // The car says سيارة in its title, the Corolla only in its description.
    expect(seen).toEqual([ids.car, ids.corolla]);
    const newest = await search(`${q('تويوتا سيارة')}&sort=newest`);
    expect(newest.classifieds.map((item) => item._id)).toEqual([ids.corolla, ids.car]);
  });

  it('orders the newest matches of the window by relevance, not every match', async () => {
    const text = await textQuery(t.db, 'تويوتا سيارة');
    const page = async (window: number) =>
      (await searchPage(t.db, { id: buyer.id, hidden: [] }, ZClassifiedSearchQuery.parse({ q: text.text }), text, window)).read();
    expect((await page(2)).map((row) => row.id)).toEqual([ids.car, ids.corolla]);
    // With room for one, only the newest match (the Corolla) is ranked.
    expect((await page(1)).map((row) => row.id)).toEqual([ids.corolla]);
  });

  it('finds the same newest matches whether the walk of the newest listings fills the window or gives way to the text index', async () => {
    const text = await textQuery(t.db, 'تويوتا');
    const conditions = sql`classified_posts.active and classified_posts.sold_at is null`;
    const oracle = (await t.db.execute(
      sql`select id from classified_posts where active and sold_at is null and search_doc @@ ${text.tsquery}::tsquery order by created_at desc, id desc`,
    )) as unknown as { rows: { id: string }[] };
    const expected = oracle.rows.map((row) => row.id);
    expect(expected).toEqual([ids.corolla, ids.car]);
    // One walk of every listing; walks that go on from the newest one; the newest one, then a window or the text index.
    for (const plan of [
      { first: 10_000, longestWalk: 10_000 },
      { first: 1, longestWalk: 10_000 },
      { first: 1, longestWalk: 0 },
      { first: 2, longestWalk: 1 },
    ]) {
      const newest = async (count: number) => (await newestMatches(t.db, conditions, text, count, { plan })).map((match) => match.id);
      expect(await newest(2), JSON.stringify(plan)).toEqual(expected);
      expect(await newest(1), JSON.stringify(plan)).toEqual([ids.corolla]);
    }
  });

  it('goes on past the window newest first, so the scroll never ends early', async () => {
    const query = (cursor?: string) => ZClassifiedSearchQuery.parse({ q: 'تويوتا سيارة', limit: '5', ...(cursor ? { cursor } : {}) });
    const first = await searchListings(t.db, buyer.id, query(), { relevanceWindow: 1 });
    expect(first.classifieds.map((item) => item._id)).toEqual([ids.corolla]);
    expect(first.nextCursor).not.toBeNull();
    const rest = await searchListings(t.db, buyer.id, query(first.nextCursor!), { relevanceWindow: 1 });
    expect(rest.classifieds.map((item) => item._id)).toEqual([ids.car]);
    expect(rest.nextCursor).toBeNull();
    // A window that holds every match ends with its last page.
    expect((await searchListings(t.db, buyer.id, query(), { relevanceWindow: 2 })).nextCursor).toBeNull();
  });

  it('refuses a cursor of another order (by price), and junk, with the cursor message', async () => {
    const byPrice = await search(`${q('تويوتا')}&sort=price_asc&limit=1`);
    for (const cursor of [byPrice.nextCursor!, 'junk', Buffer.from(JSON.stringify(['r', 'NaN', 'x', 'y'])).toString('base64url')]) {
      const response = await t.as(buyer).get(`/api/v1/classifieds?${q('تويوتا')}&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(errorOf(response)).toBe(messages.members.common.cursorInvalid);
    }
  });

  it('finds nothing, rather than everything, for text with nothing to search', async () => {
    for (const text of ['في', '%', '؟؟', 'و من']) expect((await search(q(text))).classifieds, text).toEqual([]);
  });
});

describe('a listing is findable the moment it is saved', () => {
  it('on creation through the API and after its title changes', async () => {
    const before = await search(q('دراجة هوائية'));
    expect(before.classifieds).toEqual([]);
    const { category_id: categoryId, district_id: districtId } = await placeOf(ids.phone);
    const listing = await buildClassified(t.db, { userId: seller.id, countryId: 'KW', districtId, categoryId, title: 'دراجة هوائية للأطفال' });
    expect((await search(q('دراجه'))).classifieds.map((item) => item._id)).toEqual([listing.id]);
    const edited = await t.as(seller).patch(`/api/v1/classifieds/${listing.id}`, { title: 'سكوتر كهربائي للأطفال' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search(q('دراجه'))).classifieds).toEqual([]);
    expect((await search(q('سكوتر'))).classifieds.map((item) => item._id)).toEqual([listing.id]);
  });
});

describe('a listing follows the names staff give its category, sub-category, place and picked values', () => {
  it('is found by each new name, in either language, and no longer by the old one', async () => {
    const category = await buildCategory(t.db, { categoryEn: 'Boats', categoryAr: 'قوارب' });
    const sub = await buildSubCategory(t.db, { categoryId: category.id, subCategoryEn: 'Yamaha', subCategoryAr: 'ياماها' });
    // Made-up places: no seeded synonym ties their old names to the new ones.
    const district = await buildDistrict(t.db, { countryId: 'KW', districtEn: 'Zafarana', districtAr: 'زعفرانة' });
    const area = await buildArea(t.db, { countryId: 'KW', districtId: district.id, areaEn: 'Lilyfield', areaAr: 'زنبقة' });
    const model = await buildDropdownValue(t.db, { categoryId: category.id, identityName: 'model', valueEn: 'Jetsky', valueAr: 'جتسكي' });
    const listing = await buildClassified(t.db, {
      userId: seller.id,
      countryId: 'KW',
      categoryId: category.id,
      subCategoryId: sub.id,
      districtId: district.id,
      areaId: area.id,
      title: 'للبيع بحالة ممتازة',
      details: { model: 'Jetsky' },
    });
    const finds = async (text: string) => (await search(q(text))).classifieds.map((item) => item._id);
    expect(await finds('قوارب ياماها زعفرانة زنبقة جتسكي')).toEqual([listing.id]);

    const renames = [
      [sql`update categories set category_ar = 'مراكب' where id = ${category.id}`, 'قوارب', 'مراكب'],
      [sql`update sub_categories set sub_category_en = 'Suzuki Marine' where id = ${sub.id}`, 'Yamaha', 'suzuki marine'],
      [sql`update districts set district_ar = 'بنفسجة' where id = ${district.id}`, 'زعفرانة', 'بنفسجة'],
      [sql`update areas set area_en = 'Tulipgrove' where id = ${area.id}`, 'Lilyfield', 'tulipgrove'],
      [sql`update dropdown_values set value_ar = 'دباب بحري' where id = ${model.id}`, 'جتسكي', 'دباب بحري'],
    ] as const;
    for (const [rename, before, after] of renames) {
      await t.db.execute(rename);
      expect(await finds(before), before).toEqual([]);
      expect(await finds(after), after).toEqual([listing.id]);
    }
  });
});

describe('spelling', () => {
  it('searches the words listings use when the text as typed finds nothing', async () => {
    const result = await search(q('كامري تويتا'));
    expect(result.spelling).toEqual({ suggestion: 'كامري تويوتا', applied: true });
    expect(result.classifieds.map((item) => item._id)).toEqual([ids.car]);
    expect((await search(q('نيسان باترولل'))).spelling).toEqual({ suggestion: 'نيسان باترول', applied: true });
  });

  it('offers, without applying, the spelling titles use when the text as typed finds only a few', async () => {
    const { category_id: categoryId, district_id: districtId } = await placeOf(ids.phone);
    const part = await buildClassified(t.db, {
      userId: seller.id,
      countryId: 'KW',
      districtId,
      categoryId,
      title: 'قطع غيار',
      description: 'تناسب كرولا ٢٠١٠',
    });
    const result = await search(q('كرولا'));
    expect(result.classifieds.map((item) => item._id)).toEqual([part.id]);
    expect(result.spelling).toEqual({ suggestion: 'كورولا', applied: false });
  });

  it('leaves a known word alone, and says nothing when nothing is one letter away', async () => {
    expect((await search(q('كامري'))).spelling).toBeNull();
    expect((await search(q('xyzzy'))).spelling).toBeNull();
  });
});

describe('synonyms are read when a search is made', () => {
  it('a group added now finds listings indexed before it', async () => {
    expect((await search(q('كومبيوتر محاسب'))).classifieds).toEqual([]);
    await t.db.execute(sql`insert into search_synonyms (terms) values (array['كومبيوتر', 'محاسب'])`);
    expect((await search(q('كومبيوتر'))).classifieds.map((item) => item._id)).toEqual([ids.job]);
    await t.db.execute(sql`delete from search_synonyms where terms = array['كومبيوتر', 'محاسب']`);
  });
});

describe('GET /api/v1/classifieds/suggest', () => {
  const suggest = async (text: string) => {
    const response = await t.as(buyer).get(`/api/v1/classifieds/suggest?${q(text)}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZSuggestions.parse(response.json()).suggestions;
  };

  it('completes the last word from the words listings use, keeping the words before it', async () => {
    expect(await suggest('كام')).toContainEqual({ kind: 'word', text: 'كامري', id: null });
    expect(await suggest('تويوتا كور')).toContainEqual({ kind: 'word', text: 'تويوتا كورولا', id: null });
    expect(await suggest('sams')).toContainEqual({ kind: 'word', text: 'samsung', id: null });
  });

  it('offers categories and places by name in the script typed, with the id to filter on', async () => {
    const { area_id, district_id } = await placeOf(ids.car);
    expect(await suggest('سالم')).toContainEqual({ kind: 'area', text: 'السالمية', id: area_id });
    expect(await suggest('Salm')).toContainEqual({ kind: 'area', text: 'Salmiya', id: area_id });
    expect(await suggest('حول')).toContainEqual({ kind: 'district', text: 'حولي', id: district_id });
    const automotive = (await placeOf(ids.car)).category_id;
    expect(await suggest('سيار')).toContainEqual({ kind: 'category', text: 'سيارات', id: automotive });
  });

  it('answers at most 8, nothing for nothing, 400 past 100 characters and 401 without a session', async () => {
    expect((await suggest('ا')).length).toBeLessThanOrEqual(8);
    expect(await suggest('   ')).toEqual([]);
    const long = await t.as(buyer).get(`/api/v1/classifieds/suggest?${q('ا'.repeat(101))}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toBe(messages.members.classifieds.suggestTextInvalid);
    // Visitors get completions as they search; a bad token is still refused.
    expect((await t.anonymous.get(`/api/v1/classifieds/suggest?${q('كام')}`)).statusCode).toBe(200);
    expect((await t.as('not.a.token').get(`/api/v1/classifieds/suggest?${q('كام')}`)).statusCode).toBe(401);
  });
});
