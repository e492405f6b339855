import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAreaList, ZCountryList, ZDistrictList } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import { buildDistrict } from './factories';
import { createTestContext, errorOf, type TestContext } from './helper';
import { insertFixtures, UNKNOWN_ID, type Fixtures } from './fixtures/classified-references';

const r = messages.region;

let t: TestContext;
let fx: Fixtures;
let member: string;
beforeAll(async () => {
  t = await createTestContext();
  fx = await insertFixtures(t.db);
  // Mixed case and a wildcard in a name: the order ignores case, the search takes % literally.
  await buildDistrict(t.db, { countryId: 'KW', districtEn: 'ahmadi', districtAr: 'الأحمدي' });
  await buildDistrict(t.db, { countryId: 'KW', districtEn: 'Jahra 100%', districtAr: 'الجهراء' });
  member = (await t.userWithToken('user')).token;
});
afterAll(() => t.close());

describe('region look-ups of the add forms', () => {
  it('lists the selected countries with their currency, to every signed-in role', async () => {
    for (const role of ['admin', 'dataentry'] as const) {
      expect((await t.as((await t.userWithToken(role)).token).get('/api/countries')).statusCode).toBe(200);
    }
    const { countries } = ZCountryList.parse((await t.as(member).get('/api/countries')).json());
    expect(countries).toEqual([
      { _id: 'KW', country_english: 'Kuwait', country_arabic: 'الكويت', isSelected: true, currency_code: 'KWD', currency_symbol: 'د.ك' },
      {
        _id: 'SA',
        country_english: 'Saudi Arabia',
        country_arabic: 'السعودية',
        isSelected: true,
        currency_code: 'SAR',
        currency_symbol: 'ر.س',
      },
    ]);
  });

  it("lists a country's districts by name, case-insensitive, and searches English and Arabic names", async () => {
    const names = async (query: string) =>
      ZDistrictList.parse((await t.as(member).get(`/api/get-districts?${query}`)).json()).districts.map((d) => d.district_en);
    expect(await names('country_id=KW')).toEqual(['ahmadi', 'Capital', 'Hawalli', 'Jahra 100%']);
    expect(await names('country_id=kw&textSearch=HAWAL')).toEqual(['Hawalli']);
    expect(await names('country_id=KW&textSearch=حولي')).toEqual(['Hawalli']);
    expect(await names('country_id=KW&textSearch=0%25')).toEqual(['Jahra 100%']);
    expect(await names('country_id=KW&textSearch=_')).toEqual([]);
    expect(await names('country_id=KW&textSearch=%00')).toHaveLength(4);
    expect(await names('country_id=SA')).toEqual(['Riyadh']);
    // A known country without districts is an empty list, not an error.
    expect(await names('country_id=FR')).toEqual([]);
    const [first] = ZDistrictList.parse((await t.as(member).get('/api/get-districts?country_id=SA')).json()).districts;
    expect(first).toEqual({ _id: fx.sa.districtId, district_en: 'Riyadh', district_ar: 'الرياض', country_id: 'SA' });
  });

  it("lists a district's areas", async () => {
    const { areas } = ZAreaList.parse((await t.as(member).get(`/api/get-area?district_id=${fx.kw.districtId}`)).json());
    expect(areas).toEqual([{ _id: fx.kw.areaId, area_en: 'Salmiya', area_ar: 'السالمية', district_id: fx.kw.districtId, country_id: 'KW' }]);
    const [ahmadi] = ZDistrictList.parse((await t.as(member).get('/api/get-districts?country_id=KW&textSearch=ahmadi')).json()).districts;
    expect(ZAreaList.parse((await t.as(member).get(`/api/get-area?district_id=${ahmadi!._id}`)).json()).areas).toEqual([]);
  });

  it('answers 404 for unknown countries and districts, 400 for missing ones, never a 500', async () => {
    for (const id of ['ZZ', 'K1']) {
      const response = await t.as(member).get(`/api/get-districts?country_id=${id}`);
      expect([400, 404], id).toContain(response.statusCode);
      expect(errorOf(response)).toBe(r.countryNotFound);
    }
    for (const id of [UNKNOWN_ID, 'junk', "1'--"]) {
      const response = await t.as(member).get(`/api/get-area?district_id=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(r.districtNotFound);
    }
    // The NUL character is refused as text before any look-up.
    const nul = await t.as(member).get('/api/get-area?district_id=%00');
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul)).toBe(messages.generic.nulCharacter);
    expect(errorOf(await t.as(member).get('/api/get-districts'))).toBe(r.countryRequired);
    expect(errorOf(await t.as(member).get('/api/get-area'))).toBe(r.districtRequired);
  });

  it('answers a visitor with no token (the members’ app browses before joining), and refuses a bad token', async () => {
    for (const url of ['/api/countries', '/api/get-districts?country_id=KW', `/api/get-area?district_id=${fx.kw.districtId}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer not.a.token' } })).statusCode, url).toBe(401);
    }
  });
});
