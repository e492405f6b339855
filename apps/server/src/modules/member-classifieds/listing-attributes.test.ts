import { beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { ZMemberCategoryList } from '@souq/contract/members-classifieds';
import { ZDropdownValueList } from '@souq/contract/dropdown-values';
import { classifiedPosts } from '../../db/schema/classifieds';
import { errorOf } from '../../../test/helper';
import { buildClassified, buildDropdownValue, buildSubCategory } from '../../../test/factories';
import { buyer, c, create, created, detail, fx, m, r, searchIds, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** What buyers judge cars and flats by: model year, kilometres, colour, size, furnished; as fields, as filters, and the categories in order of use. */
useListingContext();

const nextYear = new Date().getUTCFullYear() + 1;

async function listingCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(classifiedPosts);
  return row!.n;
}

describe('POST and PATCH /api/v1/classifieds: the cars\u2019 and flats\u2019 own fields', () => {
  it('keeps a car\u2019s year, kilometres (Arabic-Indic digits read) and colour, and answers them', async () => {
    const car = await created('automotive', { sub_category_id: fx.automotiveSubCategoryId, year: '٢٠٢١', mileage: '45000', colour: 'white' });
    expect(car).toMatchObject({ year: '2021', mileage: '45000', colour: 'white', sub_category_id: { _id: fx.automotiveSubCategoryId } });
    const read = (await detail(car._id, buyer)).json();
    expect(read).toMatchObject({ year: '2021', mileage: '45000', colour: 'white' });
    // They stay optional: the console's add form's required fields are unchanged.
    const plain = await created('automotive');
    expect(plain.year).toBeUndefined();
  });

  it('keeps a flat\u2019s size and furnished flag', async () => {
    const flat = await created('property', { size: '١٢٠', furnished: true });
    expect(flat).toMatchObject({ size: '120', furnished: true, leaseType: 'rent' });
  });

  it.each([
    ['automotive', { year: '1949' }, 'year', c.yearInvalid],
    ['automotive', { year: String(nextYear + 1) }, 'year', c.yearInvalid],
    ['automotive', { year: 'new' }, 'year', c.yearInvalid],
    ['automotive', { mileage: '-5' }, 'mileage', c.mileageDigits],
    ['automotive', { mileage: '12345678' }, 'mileage', c.mileageDigits],
    ['automotive', { mileage: '1.5' }, 'mileage', c.mileageDigits],
    ['automotive', { colour: 'purple' }, 'colour', c.colourInvalid],
    ['automotive', { colour: 7 }, 'colour', c.colourInvalid],
    ['property', { size: '0' }, 'size', c.sizeInvalid],
    ['property', { size: 'big' }, 'size', c.sizeInvalid],
    ['property', { size: '1234567' }, 'size', c.sizeInvalid],
  ] as const)('refuses %s %j with its message (400), adding nothing', async (type, fields, field, message) => {
    const before = await listingCount();
    const response = await create(type, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(response.json().fields?.[field]).toBe(message);
    expect(await listingCount()).toBe(before);
  });

  it('takes the bounds themselves: 1950, next year, 0 km, 1 m²', async () => {
    expect((await created('automotive', { year: '1950', mileage: '0' })).year).toBe('1950');
    expect((await created('automotive', { year: String(nextYear) })).year).toBe(String(nextYear));
    expect((await created('property', { size: '1' })).size).toBe('1');
  });

  it('edits and clears them; a bad value changes nothing', async () => {
    const car = await created('automotive', { year: '2015', mileage: '90000', colour: 'black' });
    const edit = (body: Record<string, unknown>) => t.as(seller).patch(`/api/v1/classifieds/${car._id}`, body);
    const refused = await edit({ year: '1900', mileage: '1000' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(c.yearInvalid);
    expect((await detail(car._id, seller)).json()).toMatchObject({ year: '2015', mileage: '90000' });
    const saved = await edit({ year: '2016', mileage: null, colour: 'silver' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ year: '2016', colour: 'silver' });
    expect(saved.json().mileage).toBeUndefined();
    // A car's field on a flat is not the flat's.
    const flat = await created('property');
    const wrong = await t.as(seller).patch(`/api/v1/classifieds/${flat._id}`, { year: '2020' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toBe(m.fieldNotOfType);
  });
});

describe('GET /api/v1/classifieds: the cars\u2019 and flats\u2019 filters', () => {
  const ids: Record<string, string> = {};
  let toyota: string;
  let nissan: string;
  let cars: string;
  let flats: string;

  beforeAll(async () => {
    // One category per type exists (the fixtures'): the answers are read among this block's listings only.
    cars = fx.categoryIds.automotive;
    flats = fx.categoryIds.property;
    toyota = (await buildSubCategory(t.db, { categoryId: cars, subCategoryEn: 'Toyota', subCategoryAr: 'تويوتا' })).id;
    nissan = (await buildSubCategory(t.db, { categoryId: cars, subCategoryEn: 'Nissan', subCategoryAr: 'نيسان' })).id;
    const place = { userId: seller.id, countryId: 'KW', districtId: fx.kw.districtId };
    const car = async (name: string, subCategoryId: string, title: string, details: Record<string, unknown>) => {
      ids[name] = (await buildClassified(t.db, { ...place, categoryId: cars, subCategoryId, title, details })).id;
    };
    const flat = async (name: string, title: string, details: Record<string, unknown>) => {
      ids[name] = (await buildClassified(t.db, { ...place, categoryId: flats, title, details })).id;
    };
    await car('camry', toyota, 'Camry clean', { model: 'Camry', year: '2021', mileage: '45000', colour: 'white' });
    await car('cruiser', toyota, 'Land Cruiser clean', { model: 'Land Cruiser', year: '2012', mileage: '210000', colour: 'black' });
    await car('patrol', nissan, 'Patrol clean', { model: 'Patrol', year: '2019', mileage: '80000', colour: 'white' });
    await car('oldie', nissan, 'Sunny', { model: 'Sunny' });
    await flat('small', 'Studio clean', { leaseType: 'rent', size: '45', furnished: true });
    await flat('family', 'Family flat', { leaseType: 'rent', size: '180', furnished: false });
    await flat('villa', 'Villa clean', { leaseType: 'sale', size: '400', furnished: true });
  });

  async function found(query: string): Promise<string[]> {
    const answered = new Set(await searchIds(query));
    return Object.entries(ids)
      .filter(([, id]) => answered.has(id))
      .map(([name]) => name)
      .sort();
  }

  it.each([
    ['category_id={cars}', ['camry', 'cruiser', 'oldie', 'patrol']],
    ['sub_category_id={toyota}', ['camry', 'cruiser']],
    ['sub_category_id={nissan}&model=Patrol', ['patrol']],
    ['category_id={cars}&year_min=2019', ['camry', 'patrol']],
    ['category_id={cars}&year_max=2019', ['cruiser', 'patrol']],
    ['category_id={cars}&year_min=2013&year_max=2020', ['patrol']],
    ['category_id={cars}&year_min=٢٠٢٠', ['camry']],
    ['category_id={cars}&mileage_max=80000', ['camry', 'patrol']],
    ['category_id={cars}&colour=white', ['camry', 'patrol']],
    ['sub_category_id={toyota}&colour=white&year_min=2020&mileage_max=50000', ['camry']],
    ['category_id={cars}&q=clean&year_min=2015', ['camry', 'patrol']],
    ['category_id={flats}&leaseType=rent', ['family', 'small']],
    ['category_id={flats}&leaseType=sale', ['villa']],
    ['category_id={flats}&furnished=true', ['small', 'villa']],
    ['category_id={flats}&size_min=100', ['family', 'villa']],
    ['category_id={flats}&size_max=180', ['family', 'small']],
    ['category_id={flats}&size_min=100&size_max=200&leaseType=rent', ['family']],
    ['category_id={flats}&q=clean&leaseType=rent&furnished=true', ['small']],
  ])('%s narrows the search', async (query, expected) => {
    const names: Record<string, string> = { cars, flats, toyota, nissan };
    expect(await found(query.replace(/\{(\w+)\}/g, (_, name: string) => names[name]!))).toEqual(expected);
  });

  it('counts the colours among the category\u2019s choices', async () => {
    const response = await t.as(buyer).get(`/api/v1/classifieds?category_id=${cars}&sub_category_id=${nissan}`);
    expect(response.json().facets.fields.colour).toEqual([{ value: 'white', count: 1, name: null }]);
  });

  it('refuses bad filters with their messages (400), never a 500', async () => {
    const cases = [
      ['year_min=1800', m.yearFilterInvalid],
      [`year_max=${nextYear + 1}`, m.yearFilterInvalid],
      ['year_min=new', m.yearFilterInvalid],
      ['year_min=2020&year_max=2010', m.yearRangeInvalid],
      ['mileage_max=-1', m.mileageFilterInvalid],
      ['mileage_max=12345678', m.mileageFilterInvalid],
      ['size_min=big', m.sizeFilterInvalid],
      ['size_min=300&size_max=100', m.sizeRangeInvalid],
      ['colour=purple', c.colourInvalid],
      ['furnished=maybe', undefined],
    ] as const;
    for (const [query, message] of cases) {
      const response = await t.as(buyer).get(`/api/v1/classifieds?${query}`);
      expect(response.statusCode, query).toBe(400);
      if (message) expect(errorOf(response), query).toBe(message);
    }
  });

  it('reads the year range through its index', async () => {
    const plan = (await t.db.execute(
      sql`explain select id from classified_posts where category_id = ${cars} and ((details ->> 'year')::integer) >= 2019`,
    )) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    // The planner may walk either the year index or the category's; never the whole table.
    expect(text).not.toMatch(/Seq Scan on classified_posts/);
  });
});

describe('GET /api/category/get-value-of-sub-categories: a make\u2019s models', () => {
  it('lists only the make\u2019s models when asked by sub-category; junk ids find none', async () => {
    const cars = fx.categoryIds.automotive;
    const lexus = (await buildSubCategory(t.db, { categoryId: cars, subCategoryEn: 'Lexus', subCategoryAr: 'لكزس' })).id;
    await buildDropdownValue(t.db, { categoryId: cars, subCategoryId: lexus, identityName: 'model', valueEn: 'LX 600', valueAr: 'إل إكس 600' });
    await buildDropdownValue(t.db, {
      categoryId: cars,
      subCategoryId: fx.automotiveSubCategoryId,
      identityName: 'model',
      valueEn: 'Corolla',
      valueAr: 'كورولا',
    });
    const models = async (query: string) => {
      const response = await t.anonymous.get(`/api/category/get-value-of-sub-categories?category_id=${cars}&identity_name=model${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZDropdownValueList.parse(response.json()).values.map((value) => value.value_en);
    };
    expect(await models(`&sub_category_id=${lexus}`)).toEqual(['LX 600']);
    expect(await models(`&sub_category_id=${fx.automotiveSubCategoryId}`)).toEqual(['Corolla']);
    expect((await models('')).sort()).toEqual(expect.arrayContaining(['Corolla', 'LX 600']));
    expect(await models('&sub_category_id=junk')).toEqual([]);
  });
});

describe('GET /api/v1/categories: in order of use', () => {
  it('puts the categories with the most listings on sale first, then keeps the console\u2019s order; by country too', async () => {
    const before = ZMemberCategoryList.parse((await t.anonymous.get('/api/v1/categories?country_id=KW')).json()).categories;
    // Counts are kept a minute: this file reads them once per country, after its listings exist.
    const busy = fx.categoryIds.boat;
    const place = { userId: seller.id, countryId: 'SA', districtId: fx.sa.districtId };
    for (let i = 0; i < 40; i++) await buildClassified(t.db, { ...place, categoryId: busy });
    // Neither disallowed nor sold listings count.
    await buildClassified(t.db, { ...place, categoryId: fx.categoryIds.food, active: false });
    await buildClassified(t.db, { ...place, categoryId: fx.categoryIds.food, soldAt: new Date() });
    const saudi = ZMemberCategoryList.parse((await t.as(buyer).get('/api/v1/categories?country_id=SA')).json()).categories;
    expect(saudi[0]).toMatchObject({ _id: busy, listingsOnSale: 40, classifiedType: 'boat' });
    expect(saudi.find((category) => category._id === fx.categoryIds.food)?.listingsOnSale).toBe(0);
    const counts = saudi.map((category) => category.listingsOnSale);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Kuwait's order was counted before and has none of these.
    expect(before.find((category) => category._id === busy)?.listingsOnSale ?? 0).toBe(0);
    const everywhere = ZMemberCategoryList.parse((await t.anonymous.get('/api/v1/categories')).json()).categories;
    expect(everywhere.length).toBe(saudi.length);
    expect(everywhere.find((category) => category._id === busy)?.listingsOnSale).toBe(40);
  });

  it('refuses a country that is no code (400); a bad token is refused, not read as a visitor (401)', async () => {
    const response = await t.anonymous.get('/api/v1/categories?country_id=KWT');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(r.countryNotFound);
    expect((await t.as('not.a.token').get('/api/v1/categories')).statusCode).toBe(401);
  });
});
