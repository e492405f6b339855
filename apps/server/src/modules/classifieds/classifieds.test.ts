import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { ZClassifiedDetail, ZClassifiedList, ZClassifiedListQuery } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { auditLog } from '../../db/schema/content';
import { buildClassified } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { classifiedListQuery, classifiedSearch } from './classifieds.queries';
import { IMAGE, insertFixtures, UNKNOWN_ID, type Fixtures } from '../../../test/fixtures/classified-references';

let t: TestContext;
let fx: Fixtures;
let admin: string;
let dataentry: string;
let member: string;
let posterId: string;

beforeAll(async () => {
  t = await createTestContext();
  fx = await insertFixtures(t.db);
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  member = (await t.userWithToken('user')).token;
  posterId = (await t.userWithToken('user', { name: 'Poster Person' })).id;
});
afterAll(() => t.close());

type NewPost = Partial<typeof classifiedPosts.$inferInsert>;
/** Posts of the poster in Kuwait's food category unless a row says otherwise, in the given order. */
async function insertPosts(rows: NewPost[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    const post = await buildClassified(t.db, {
      userId: posterId,
      categoryId: fx.categoryIds.food,
      title: `Post ${i}`,
      description: '',
      price: '10',
      countryId: 'KW',
      districtId: fx.kw.districtId,
      imageUrl: IMAGE,
      media: [{ url: IMAGE, type: 'image' }],
      ...row,
    });
    ids.push(post.id);
  }
  return ids;
}

const list = (query: string, token = admin) => t.as(token).get(`/api/classifieds/get-classifieds-by-admin?${query}`);
const titlesOf = async (query: string) => ZClassifiedList.parse((await list(query)).json()).classifieds.map((c) => c.title);

describe('the classified posts list', () => {
  it('pages a category of a country newest first, with poster, category and currency, isNext from one extra row', async () => {
    const base = Date.parse('2026-03-01T10:00:00Z');
    // Three share one time: the id decides their order, the same on every page.
    const times = [0, 1, 2, 2, 2, 3, 4].map((m) => new Date(base + m * 60_000));
    await insertPosts(times.map((createdAt, i) => ({ categoryId: fx.categoryIds.boat, title: `Boat ${i}`, createdAt })));
    await insertPosts([{ categoryId: fx.categoryIds.boat, title: 'Boat abroad', countryId: 'SA', districtId: fx.sa.districtId }]);
    await insertPosts([{ categoryId: fx.categoryIds.bike, title: 'A bike' }]);

    const q = `category_id=${fx.categoryIds.boat}&itemsPerPage=3`;
    const page1 = ZClassifiedList.parse((await list(q)).json());
    expect(page1.isNext).toBe(true);
    expect(page1.classifieds[0]).toMatchObject({
      title: 'Boat 6',
      price: 10,
      country_id: 'KW',
      user_id: { _id: posterId, name: 'Poster Person', photo: null },
      category_id: { _id: fx.categoryIds.boat, category_en: 'boat' },
      currencyDetails: { currency_symbol: 'د.ك', currency_code: 'KWD' },
      image_url: IMAGE,
      active: true,
    });
    const page2 = ZClassifiedList.parse((await list(`${q}&page=2`)).json());
    const page3 = ZClassifiedList.parse((await list(`${q}&page=3`)).json());
    expect(page2.isNext).toBe(true);
    expect(page3.isNext).toBe(false);
    const all = [...page1.classifieds, ...page2.classifieds, ...page3.classifieds];
    expect(all.map((c) => c.title).slice(0, 2)).toEqual(['Boat 6', 'Boat 5']);
    expect(all.slice(2, 5).map((c) => c._id)).toEqual(
      all
        .slice(2, 5)
        .map((c) => c._id)
        .sort()
        .reverse(),
    );
    expect(all).toHaveLength(7);
    expect(new Set(all.map((c) => c._id)).size).toBe(7);

    expect(await titlesOf(`category_id=${fx.categoryIds.boat}&country_id=sa`)).toEqual(['Boat abroad']);
    const everything = await titlesOf('itemsPerPage=100');
    expect(everything).toContain('A bike');
    expect(everything).not.toContain('Boat abroad');
  });

  it('searches every word of title and description, in any order, case or Arabic spelling; punctuation is no wildcard', async () => {
    const cat = fx.categoryIds.food;
    await insertPosts([
      { categoryId: cat, title: 'Fresh Dates from Qassim', description: 'Sweet' },
      { categoryId: cat, title: 'Honey', description: 'Pure SIDR honey, delivered' },
      { categoryId: cat, title: 'تمور خلاص طازجة', description: 'من القصيم' },
      { categoryId: cat, title: '100% organic olive oil' },
      { categoryId: cat, title: '100 olives' },
      { categoryId: cat, title: 'code a_b' },
      { categoryId: cat, title: 'code axb' },
      { categoryId: cat, title: 'back\\slash' },
    ]);
    const search = (text: string) => titlesOf(`category_id=${cat}&textSearch=${encodeURIComponent(text)}`);
    expect(await search('fresh DATES')).toEqual(['Fresh Dates from Qassim']);
    expect(await search('dates qassim')).toEqual(['Fresh Dates from Qassim']);
    expect(await search('sidr HONEY')).toEqual(['Honey']);
    expect(await search('طازجة')).toEqual(['تمور خلاص طازجة']);
    expect(await search('طازجه القصيم')).toEqual(['تمور خلاص طازجة']);
    expect(await search('قصيم')).toEqual(['تمور خلاص طازجة']);
    expect((await search('100%')).sort()).toEqual(['100 olives', '100% organic olive oil']);
    expect(await search('a_b')).toEqual(['code a_b']);
    expect(await search('k\\s')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toHaveLength(8);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('reads the page and the search through indexes (EXPLAIN, sequential scans off)', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (statement: SQLWrapper) => {
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      };
      const page = (query: string) => classifiedListQuery(tx, ZClassifiedListQuery.parse(Object.fromEntries(new URLSearchParams(query))));
      return {
        page: await explain(page(`category_id=${fx.categoryIds.food}`)),
        country: await explain(page('')),
        // On a few rows the planner rightly walks the date index and filters; what must hold is
        // that the search predicate can use the search document's index at all.
        search: await explain(sql`select ${classifiedPosts.id} from ${classifiedPosts} where ${classifiedSearch('honey')}`),
        arabic: await explain(sql`select ${classifiedPosts.id} from ${classifiedPosts} where ${classifiedSearch('طازجة')}`),
      };
    });
    // On a few rows either country index, or the category's (members' search), serves; the
    // benchmark reads the plans on 200,000.
    expect(plans.page).toMatch(/classified_posts_(list|country_created|category_created)/);
    expect(plans.country).toMatch(/classified_posts_(list|country_created)/);
    expect(plans.search).toMatch(/classified_posts_search_doc/);
    expect(plans.arabic).toMatch(/classified_posts_search_doc/);
  });

  it('answers 404 for an unknown country or category, 400 for bad paging, never a 500 for junk', async () => {
    for (const query of ['country_id=ZZ', `category_id=${UNKNOWN_ID}`, 'category_id=junk', "category_id=1'--"]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(404);
    }
    for (const query of ['page=0', 'itemsPerPage=101', 'page=x', 'country_id=KWT', `textSearch=${'x'.repeat(201)}`]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    for (const text of ['%00', '%00%27%22%5C', 'a%00b']) expect((await list(`textSearch=${text}`)).statusCode, text).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ url: '/api/classifieds/get-classifieds-by-admin' })).statusCode).toBe(401);
    expect((await list('', member)).statusCode).toBe(403);
    expect((await list('', dataentry)).statusCode).toBe(200);
  });
});

describe('one post and its moderation', () => {
  const detail = (id: string, token = admin) => t.as(token).get(`/api/classifieds/get-aclassified?country_id=KW&classified_id=${encodeURIComponent(id)}`);

  it('answers every field of the post, its extras flattened and its references named', async () => {
    const [id] = await insertPosts([
      {
        categoryId: fx.categoryIds.automotive,
        subCategoryId: fx.automotiveSubCategoryId,
        title: 'Land Cruiser 2020',
        price: '12500.500',
        areaId: fx.kw.areaId,
        details: {
          leaseType: 'sale',
          model: 'Land Cruiser',
          fuelType: 'petrol',
          transmission: 'automatic',
          cylinder: '8',
          isFullOption: true,
          isInsured: false,
          rooms: '3',
          junk: 1,
        },
      },
    ]);
    const response = await detail(id!, dataentry);
    expect(response.statusCode).toBe(200);
    const post = ZClassifiedDetail.parse(response.json());
    expect(post).toMatchObject({
      _id: id,
      title: 'Land Cruiser 2020',
      price: 12500.5,
      classifiedType: 'automotive',
      model: 'Land Cruiser',
      cylinder: '8',
      isFullOption: true,
      isInsured: false,
      country_id: { _id: 'KW', country_english: 'Kuwait' },
      district_id: { _id: fx.kw.districtId, district_en: 'Hawalli', district_ar: 'حولي' },
      area_id: { _id: fx.kw.areaId, area_en: 'Salmiya', area_ar: 'السالمية' },
      sub_category_id: { _id: fx.automotiveSubCategoryId, sub_category_en: 'Toyota' },
      user_id: { _id: posterId, name: 'Poster Person' },
      media: [{ url: IMAGE, type: 'image' }],
    });
    // Keys of another type or unknown to the contract stay out.
    expect(response.json()).not.toHaveProperty('rooms');
    expect(response.json()).not.toHaveProperty('junk');
    expect(typeof response.json().updatedAt).toBe('string');
  });

  it('disallows and allows a post, answering the updated post and auditing each change', async () => {
    const [id] = await insertPosts([{ title: 'To moderate' }]);
    const off = await t.as(dataentry).post('/api/classifieds/allow-ordisallow', { classified_id: id, active: false, reason: 'scam' });
    expect(off.statusCode).toBe(200);
    expect(ZClassifiedDetail.parse(off.json())).toMatchObject({ _id: id, active: false });
    expect(ZClassifiedDetail.parse((await detail(id!)).json()).active).toBe(false);
    const on = await t.as(admin).post('/api/classifieds/allow-ordisallow', { classified_id: id, active: 'true' });
    expect(on.json().active).toBe(true);
    const audit = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'classified'), eq(auditLog.recordId, id!)))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      { action: 'classified.disallow', before: '{"active":true}', after: '{"active":false}' },
      { action: 'classified.allow', before: '{"active":false}', after: '{"active":true}' },
    ]);
  });

  it('answers 404 for unknown or junk ids and 400 for missing fields', async () => {
    for (const id of [UNKNOWN_ID, 'junk', "1' OR '1'='1", '😀']) {
      expect((await detail(id)).statusCode, id).toBe(404);
      const response = await t.as(admin).post('/api/classifieds/allow-ordisallow', { classified_id: id, active: true });
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(messages.classified.notFound);
    }
    const missing = await t.as(admin).get('/api/classifieds/get-aclassified');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.classified.idRequired);
    const [id] = await insertPosts([{}]);
    for (const active of [undefined, 'yes', 1, null]) {
      const response = await t.as(admin).post('/api/classifieds/allow-ordisallow', { classified_id: id, active });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(messages.classified.activeRequired);
    }
  });

  it('is for staff only', async () => {
    const [id] = await insertPosts([{}]);
    expect((await t.app.inject({ url: `/api/classifieds/get-aclassified?classified_id=${id}` })).statusCode).toBe(401);
    expect((await detail(id!, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/classifieds/allow-ordisallow', payload: { classified_id: id, active: false } })).statusCode).toBe(
      401,
    );
    expect((await t.as(member).post('/api/classifieds/allow-ordisallow', { classified_id: id, active: false })).statusCode).toBe(403);
    const [row] = await t.db.select({ active: classifiedPosts.active }).from(classifiedPosts).where(eq(classifiedPosts.id, id!));
    expect(row?.active).toBe(true);
  });
});
