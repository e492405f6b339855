import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZArea, ZAreaList, ZCountry, ZCountryList, ZDistrict, ZDistrictList } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import { auditLog } from '../src/db/schema/content';
import { createTestContext, errorOf, type TestContext } from './helper';
import { insertFixtures, UNKNOWN_ID, type Fixtures } from './fixtures/classified-references';

const r = messages.region;

let t: TestContext;
let fx: Fixtures;
let admin: string;
let dataentry: string;
let member: string;
beforeAll(async () => {
  t = await createTestContext();
  fx = await insertFixtures(t.db);
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  member = (await t.userWithToken('user')).token;
});
afterAll(() => t.close());

const auditActions = async (recordId: string) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.recordId, recordId))).map((a) => a.action).sort();

describe('countries for staff', () => {
  it('lists every country, selected or not, and searches English and Arabic names and codes', async () => {
    const names = async (query = '') =>
      ZCountryList.parse((await t.as(admin).get(`/api/getcountries-admin${query}`)).json()).countries.map((c) => `${c._id}:${c.isSelected}`);
    expect(await names()).toEqual(['FR:false', 'KW:true', 'SA:true']);
    expect(await names('?textSearch=kuw')).toEqual(['KW:true']);
    expect(await names('?textSearch=السعودية')).toEqual(['SA:true']);
    expect(await names('?textSearch=fr')).toEqual(['FR:false']);
    expect(await names('?textSearch=%25')).toEqual([]);
    expect(await names('?textSearch=%20%20')).toHaveLength(3);
  });

  it('selects and unselects a country, which the add forms then offer or not, and audits it', async () => {
    const selected = async () => ZCountryList.parse((await t.as(member).get('/api/countries')).json()).countries.map((c) => c._id);
    const on = await t.as(admin).post('/api/update-countries-admin', { country_id: 'fr', isSelected: true });
    expect(on.statusCode).toBe(200);
    expect(ZCountry.parse(on.json())).toMatchObject({ _id: 'FR', country_english: 'France', isSelected: true });
    expect(await selected()).toEqual(['FR', 'KW', 'SA']);
    // The console's row action sends the string form too.
    const off = await t.as(admin).post('/api/update-countries-admin', { country_id: 'FR', isSelected: 'false' });
    expect(off.json()).toMatchObject({ _id: 'FR', isSelected: false });
    expect(await selected()).toEqual(['KW', 'SA']);
    expect(await auditActions('FR')).toEqual(['country.select', 'country.select']);
  });

  it('refuses a missing country or choice (400) and an unknown country (404)', async () => {
    const missingCountry = await t.as(admin).post('/api/update-countries-admin', { isSelected: true });
    expect(missingCountry.statusCode).toBe(400);
    expect(errorOf(missingCountry)).toBe(r.countryRequired);
    expect(errorOf(await t.as(admin).post('/api/update-countries-admin', { country_id: 0, isSelected: true }))).toBe(r.countryRequired);
    const missingChoice = await t.as(admin).post('/api/update-countries-admin', { country_id: 'KW' });
    expect(missingChoice.statusCode).toBe(400);
    expect(errorOf(missingChoice)).toBe(r.selectionRequired);
    const unknown = await t.as(admin).post('/api/update-countries-admin', { country_id: 'ZZ', isSelected: true });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(r.countryNotFound);
  });
});

describe('districts for staff', () => {
  it('adds a district that the country list then shows, and edits it', async () => {
    const added = await t.as(admin).post('/api/add-district', { district_en: ' Farwaniya ', district_ar: 'الفروانية', country_id: 'kw' });
    expect(added.statusCode).toBe(201);
    const district = ZDistrict.parse(added.json());
    expect(district).toMatchObject({ district_en: 'Farwaniya', district_ar: 'الفروانية', country_id: 'KW' });
    const list = ZDistrictList.parse((await t.as(admin).get('/api/get-districts?country_id=KW&textSearch=farw')).json()).districts;
    expect(list).toEqual([district]);

    const edited = await t
      .as(admin)
      .post('/api/edit-district', { district_id: district._id, district_en: 'Farwaniyah', district_ar: 'الفروانيه', country_id: 'KW' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...district, district_en: 'Farwaniyah', district_ar: 'الفروانيه' });
    expect(await auditActions(district._id)).toEqual(['district.create', 'district.edit']);
  });

  it('moves the areas of a district that changes country', async () => {
    const district = ZDistrict.parse((await t.as(admin).post('/api/add-district', { district_en: 'Border', district_ar: 'حدود', country_id: 'KW' })).json());
    const area = ZArea.parse(
      (await t.as(admin).post('/api/add-area', { area_en: 'Edge', area_ar: 'طرف', country_id: 'KW', district_id: district._id })).json(),
    );
    const moved = await t.as(admin).post('/api/edit-district', { district_id: district._id, district_en: 'Border', district_ar: 'حدود', country_id: 'SA' });
    expect(moved.json()).toMatchObject({ country_id: 'SA' });
    const areas = ZAreaList.parse((await t.as(admin).get(`/api/get-area-admin?country_id=SA&district_id=${district._id}`)).json()).areas;
    expect(areas).toEqual([{ ...area, country_id: 'SA' }]);
  });

  it("answers the spec's messages for each missing field", async () => {
    const valid = { district_en: 'Mubarak', district_ar: 'مبارك', country_id: 'KW' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, district_en: '  ' }, r.districtNameEnRequired],
      [{ ...valid, district_en: undefined }, r.districtNameEnRequired],
      [{ ...valid, district_ar: '' }, r.districtNameArRequired],
      [{ ...valid, country_id: '' }, r.countryRequired],
      [{ ...valid, country_id: 0 }, r.countryRequired],
      [{ ...valid, country_id: '0' }, r.countryRequired],
    ];
    for (const [body, message] of cases) {
      for (const [url, extra] of [
        ['/api/add-district', {}],
        ['/api/edit-district', { district_id: fx.kw.districtId }],
      ] as const) {
        const response = await t.as(admin).post(url, { ...body, ...extra });
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(errorOf(response)).toBe(message);
      }
    }
    expect(errorOf(await t.as(admin).post('/api/add-district', {}))).toBe(r.districtNameEnRequired);
  });

  it('refuses a duplicate English name in the same country with 409, but allows it in another', async () => {
    const duplicate = await t.as(admin).post('/api/add-district', { district_en: 'hawalli', district_ar: 'x', country_id: 'KW' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toBe(r.duplicateName);
    const renamed = await t
      .as(admin)
      .post('/api/edit-district', { district_id: fx.kw.otherDistrictId, district_en: 'HAWALLI', district_ar: 'x', country_id: 'KW' });
    expect(renamed.statusCode).toBe(409);
    expect((await t.as(admin).post('/api/add-district', { district_en: 'Hawalli', district_ar: 'حولي', country_id: 'FR' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown country or district', async () => {
    const country = await t.as(admin).post('/api/add-district', { district_en: 'Nowhere', district_ar: 'لا', country_id: 'ZZ' });
    expect(country.statusCode).toBe(404);
    expect(errorOf(country)).toBe(r.countryNotFound);
    for (const id of [UNKNOWN_ID, 'junk']) {
      const response = await t.as(admin).post('/api/edit-district', { district_id: id, district_en: 'Nowhere', district_ar: 'لا', country_id: 'KW' });
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(r.districtNotFound);
    }
  });
});

describe('areas for staff', () => {
  const areaNames = async (query: string) => ZAreaList.parse((await t.as(admin).get(`/api/get-area-admin?${query}`)).json()).areas.map((a) => a.area_en);

  it("lists a country's areas, optionally of one district, searching English and Arabic names", async () => {
    expect(await areaNames('country_id=SA&textSearch=olaya')).toEqual(['Olaya']);
    expect(await areaNames(`country_id=KW&district_id=${fx.kw.districtId}`)).toEqual(['Salmiya']);
    expect(await areaNames(`country_id=kw&textSearch=شرق`)).toEqual(['Sharq']);
    expect(await areaNames('country_id=KW&textSearch=a&district_id=')).toEqual(expect.arrayContaining(['Salmiya', 'Sharq']));
    expect(await areaNames('country_id=FR')).toEqual([]);
  });

  it('adds an area to a district of the country and edits it, auditing both', async () => {
    const added = await t.as(admin).post('/api/add-area', { area_en: 'Jabriya', area_ar: 'الجابرية', country_id: 'KW', district_id: fx.kw.districtId });
    expect(added.statusCode).toBe(201);
    const area = ZArea.parse(added.json());
    expect(area).toMatchObject({ area_en: 'Jabriya', area_ar: 'الجابرية', country_id: 'KW', district_id: fx.kw.districtId });
    expect(ZAreaList.parse((await t.as(member).get(`/api/get-area?district_id=${fx.kw.districtId}`)).json()).areas).toContainEqual(area);

    // The spec's edit body has no country; the area moves to the other district.
    const edited = await t
      .as(admin)
      .post('/api/edit-area', { area_id: area._id, area_en: 'Jabriyah', area_ar: 'الجابريه', district_id: fx.kw.otherDistrictId });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...area, area_en: 'Jabriyah', area_ar: 'الجابريه', district_id: fx.kw.otherDistrictId });
    expect(await auditActions(area._id)).toEqual(['area.create', 'area.edit']);
  });

  it("answers the spec's messages for each missing field", async () => {
    const valid = { area_en: 'Bayan', area_ar: 'بيان', country_id: 'KW', district_id: fx.kw.districtId };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, area_en: '' }, r.districtNameEnRequired],
      [{ ...valid, area_ar: ' ' }, r.districtNameArRequired],
      [{ ...valid, country_id: '0' }, r.countryRequired],
      [{ ...valid, district_id: '' }, r.districtRequired],
      [{ ...valid, district_id: undefined }, r.districtRequired],
    ];
    for (const [body, message] of cases) {
      const response = await t.as(admin).post('/api/add-area', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    const edit = await t.as(admin).post('/api/edit-area', { area_id: fx.kw.areaId, area_en: 'Salmiya', area_ar: 'السالمية', district_id: '' });
    expect(errorOf(edit)).toBe(r.districtRequired);
    expect(errorOf(await t.as(admin).get('/api/get-area-admin'))).toBe(r.countryRequired);
  });

  it('refuses a district of another country with 400, and a duplicate name in the district with 409', async () => {
    const foreign = await t.as(admin).post('/api/add-area', { area_en: 'Olaya 2', area_ar: 'العليا', country_id: 'KW', district_id: fx.sa.districtId });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toBe(r.districtNotInCountry);
    const foreignEdit = await t.as(admin).post('/api/edit-area', {
      area_id: fx.kw.areaId,
      area_en: 'Salmiya',
      area_ar: 'السالمية',
      country_id: 'KW',
      district_id: fx.sa.districtId,
    });
    expect(errorOf(foreignEdit)).toBe(r.districtNotInCountry);

    const duplicate = await t.as(admin).post('/api/add-area', { area_en: 'SALMIYA', area_ar: 'x', country_id: 'KW', district_id: fx.kw.districtId });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toBe(r.duplicateName);
    const renamed = await t.as(admin).post('/api/edit-area', { area_id: fx.kw.otherAreaId, area_en: 'Salmiya', area_ar: 'x', district_id: fx.kw.districtId });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers 404 for an unknown country, district or area', async () => {
    const country = await t.as(admin).get('/api/get-area-admin?country_id=ZZ');
    expect(country.statusCode).toBe(404);
    expect(errorOf(country)).toBe(r.countryNotFound);
    for (const id of [UNKNOWN_ID, 'junk']) {
      const list = await t.as(admin).get(`/api/get-area-admin?country_id=KW&district_id=${id}`);
      expect(list.statusCode, id).toBe(404);
      expect(errorOf(list)).toBe(r.districtNotFound);
      const add = await t.as(admin).post('/api/add-area', { area_en: 'Nowhere', area_ar: 'لا', country_id: 'KW', district_id: id });
      expect(add.statusCode, id).toBe(404);
      expect(errorOf(add)).toBe(r.districtNotFound);
      const edit = await t.as(admin).post('/api/edit-area', { area_id: id, area_en: 'Nowhere', area_ar: 'لا', district_id: fx.kw.districtId });
      expect(edit.statusCode, id).toBe(404);
      expect(errorOf(edit)).toBe(r.areaNotFound);
    }
    const unknownCountry = await t.as(admin).post('/api/add-area', { area_en: 'Nowhere', area_ar: 'لا', country_id: 'ZZ', district_id: fx.kw.districtId });
    expect(unknownCountry.statusCode).toBe(404);
    expect(errorOf(unknownCountry)).toBe(r.countryNotFound);
  });
});

describe('access to the staff region routes', () => {
  const writes: [string, Record<string, unknown>][] = [
    ['/api/update-countries-admin', { country_id: 'KW', isSelected: false }],
    ['/api/add-district', { district_en: 'Denied', district_ar: 'ممنوع', country_id: 'KW' }],
    ['/api/edit-district', { district_id: '', district_en: 'Denied', district_ar: 'ممنوع', country_id: 'KW' }],
    ['/api/add-area', { area_en: 'Denied', area_ar: 'ممنوع', country_id: 'KW', district_id: '' }],
    ['/api/edit-area', { area_id: '', area_en: 'Denied', area_ar: 'ممنوع', district_id: '' }],
  ];
  const reads = ['/api/getcountries-admin', '/api/get-area-admin?country_id=KW'];

  it('needs a token (401)', async () => {
    for (const url of reads) expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    for (const [url, payload] of writes) expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
  });

  it('is for admins only (403 for dataentry and public users), and changes nothing', async () => {
    for (const token of [dataentry, member]) {
      for (const url of reads) expect((await t.as(token).get(url)).statusCode, url).toBe(403);
      for (const [url, payload] of writes) expect((await t.as(token).post(url, payload)).statusCode, url).toBe(403);
    }
    const kw = ZCountryList.parse((await t.as(admin).get('/api/getcountries-admin?textSearch=KW')).json()).countries[0];
    expect(kw?.isSelected).toBe(true);
    expect(ZDistrictList.parse((await t.as(admin).get('/api/get-districts?country_id=KW&textSearch=Denied')).json()).districts).toEqual([]);
  });
});
