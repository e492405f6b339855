import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addClassifiedBodies, addClassifiedRoutes, classifiedForms, ZClassifiedAdded } from '@souq/contract/classifieds';
import { CLASSIFIED_TYPE_KEYS, type ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { isOptionalField, listingFields } from '@souq/contract/listing-fields';
import { classifiedPosts } from '../../db/schema/classifieds';
import { auditLog } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { answeredPlace, IMAGE, insertFixtures, UNKNOWN_ID, validBody, type Fixtures } from '../../../test/fixtures/classified-references';

const c = messages.classified;
const r = messages.region;

let t: TestContext;
let fx: Fixtures;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let member: { id: string; token: string };
beforeAll(async () => {
  t = await createTestContext();
  fx = await insertFixtures(t.db);
  admin = await t.userWithToken('admin', { name: 'Admin One' });
  dataentry = await t.userWithToken('dataentry', { name: 'Data Entry' });
  member = await t.userWithToken('user', { name: 'Member' });
});
afterAll(() => t.close());

/** The spec's message for each required field; the extras' texts are ours where the spec gives none. */
const REQUIRED: Record<string, string> = {
  country_id: c.countryRequired,
  district_id: c.districtRequired,
  address: c.addressRequired,
  title: c.titleRequired,
  mobile: c.mobileRequired,
  price: c.priceRequired,
  category_id: c.categoryRequired,
  media: c.imageRequired,
  isItOldNotNew: c.oldOrNewRequired,
  careerLevel: c.careerRequired,
  leaseType: c.leaseTypeRequired,
  buildingType: c.buildingTypeRequired,
  street: c.streetRequired,
  buildingNo: c.buildingNoRequired,
  floor: c.floorRequired,
  flatNo: c.flatNoRequired,
  blockNo: c.blockNoRequired,
  rooms: c.roomsRequired,
  livingRooms: c.livingRoomsRequired,
  model: c.modelRequired,
  fuelType: c.fuelTypeRequired,
  transmission: c.transmissionRequired,
  cylinder: c.cylinderRequired,
};
const COMMON_REQUIRED = ['country_id', 'district_id', 'address', 'title', 'mobile', 'price', 'category_id', 'media'];
const TYPE_REQUIRED: Partial<Record<ClassifiedTypeKey, string[]>> = {
  'buy-sell': ['isItOldNotNew'],
  jobs: ['careerLevel'],
  property: ['leaseType', 'buildingType', 'street', 'buildingNo', 'floor', 'flatNo', 'blockNo', 'rooms', 'livingRooms'],
  automotive: ['leaseType', 'model', 'fuelType', 'transmission', 'cylinder'],
};

/** The fields the contract itself refuses to miss, read from each type's schema. */
function requiredByContract(type: ClassifiedTypeKey): string[] {
  const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> = addClassifiedBodies[type].shape;
  return Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
}

const missingCases = CLASSIFIED_TYPE_KEYS.flatMap((type) =>
  [...COMMON_REQUIRED, ...(TYPE_REQUIRED[type] ?? [])].flatMap((field) =>
    [undefined, ''].map((value) => [type, field, value === undefined ? 'missing' : 'empty', value] as const),
  ),
);

describe('adding a classified post of each type', () => {
  it.each(CLASSIFIED_TYPE_KEYS)('%s: requires exactly the fields the spec lists', (type) => {
    expect(requiredByContract(type).sort()).toEqual([...COMMON_REQUIRED, ...(TYPE_REQUIRED[type] ?? [])].sort());
  });

  it.each(CLASSIFIED_TYPE_KEYS)('%s: creates the post with its extras and audits it (201 {classifiedAdded})', async (type) => {
    const response = await t.as(dataentry).post(addClassifiedRoutes[type].path, validBody(fx, type));
    expect(response.statusCode, response.body).toBe(201);
    const { classifiedAdded } = ZClassifiedAdded.parse(response.json());
    expect(classifiedAdded).toMatchObject({
      title: `A ${type} for the tests`,
      price: 120,
      mobile: '96550001234',
      image_url: IMAGE,
      media: [{ url: IMAGE, type: 'image' }],
      active: true,
      classifiedType: type,
      user_id: { _id: dataentry.id, name: 'Data Entry' },
      category_id: { _id: fx.categoryIds[type] },
      ...answeredPlace(fx),
      currencyDetails: { currency_symbol: 'د.ك' },
    });
    const extras = Object.keys(classifiedAdded).filter((k) => classifiedForms[type].extraKeys.includes(k));
    // The optional fields (bathrooms, building age, a car's year, kilometres and colour, a flat's size) were not sent.
    const optional = listingFields(type)
      .filter(isOptionalField)
      .map((field) => field.name as string);
    expect(extras.sort()).toEqual([...classifiedForms[type].extraKeys].filter((k) => !optional.includes(k)).sort());
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, classifiedAdded._id));
    expect(audit).toMatchObject({ action: 'classified.create', actorId: dataentry.id, recordType: 'classified' });
  });

  it.each(missingCases)('%s: %s %s is refused with its message', async (type, field, _how, value) => {
    const before = await t.db.$count(classifiedPosts);
    const response = await t.as(admin).post(addClassifiedRoutes[type].path, validBody(fx, type, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(REQUIRED[field]);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(REQUIRED[field]);
    expect(await t.db.$count(classifiedPosts)).toBe(before);
  });

  it.each([
    [{ mobile: '-5' }, c.mobileNegative],
    [{ mobile: -96550001234 }, c.mobileNegative],
    [{ mobile: '+96550001234' }, c.mobilePositive],
    [{ mobile: '9655 0001' }, c.mobilePositive],
    [{ mobile: 12.5 }, c.mobilePositive],
    [{ mobile: '1'.repeat(21) }, c.mobileTooLong],
    [{ price: '-1' }, c.priceNegative],
    [{ price: -3 }, c.priceNegative],
    [{ price: '12.500' }, c.pricePositive],
    [{ price: 'free' }, c.pricePositive],
    [{ price: true }, c.priceRequired],
    [{ price: '9'.repeat(12) }, c.priceTooLarge],
    [{ media: [] }, c.imageRequired],
    [{ media: 'x.png' }, c.imageRequired],
    [{ media: [{ url: '' }] }, c.imageRequired],
    [{ media: [{ url: 'javascript:alert(1)' }] }, 'The image must be an uploaded file'],
    [{ title: 'x'.repeat(201) }, c.textTooLong],
    [{ country_id: 7 }, c.countryRequired],
    [{ country_id: 'K\u0000' }, r.countryNotFound],
    [{ title: 'nul\u0000byte' }, messages.generic.invalidInput],
    [{ description: '\u0000' }, messages.generic.invalidInput],
    [{ media: [{ url: '/uploads/x\u0000.png' }] }, messages.generic.invalidInput],
  ])('refuses %o with its message', async (change, message) => {
    const response = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it.each([
    ['buy-sell', { isItOldNotNew: 'maybe' }, c.oldOrNewRequired],
    ['property', { buildingNo: '12a' }, c.buildingNoDigits],
    ['property', { floor: '-1' }, c.floorDigits],
    ['property', { flatNo: 'A7' }, c.flatNoDigits],
    ['property', { blockNo: '2.5' }, c.blockNoDigits],
    ['property', { rooms: 'three' }, c.roomsDigits],
    ['property', { livingRooms: '1+1' }, c.livingRoomsDigits],
    ['property', { bathrooms: 'two' }, c.bathroomsDigits],
    ['automotive', { cylinder: 'V8' }, c.cylinderDigits],
  ] as const)('%s refuses %o with its message', async (type, change, message) => {
    const response = await t.as(admin).post(addClassifiedRoutes[type].path, validBody(fx, type, change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('keeps the optional and defaulted extras: bathrooms, parking, options, old or new as words', async () => {
    const property = await t
      .as(admin)
      .post(addClassifiedRoutes['property'].path, validBody(fx, 'property', { bathrooms: 2, buildingAge: 10, carParking: 'true' }));
    expect(property.json().classifiedAdded).toMatchObject({
      bathrooms: '2',
      buildingAge: '10',
      carParking: true,
      bikeParking: false,
      flatNo: '07',
    });
    const car = await t.as(admin).post(addClassifiedRoutes['automotive'].path, validBody(fx, 'automotive', { isInsured: true }));
    expect(car.json().classifiedAdded).toMatchObject({ cylinder: '8', isInsured: true, isFullOption: false });
    const used = await t.as(admin).post(addClassifiedRoutes['buy-sell'].path, validBody(fx, 'buy-sell', { isItOldNotNew: 'new' }));
    expect(used.json().classifiedAdded.isItOldNotNew).toBe(false);
    // Extras of another type sent along are not stored.
    const food = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { model: 'Corolla', rooms: '3' }));
    expect(food.json().classifiedAdded).not.toHaveProperty('model');
    const [row] = await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, food.json().classifiedAdded._id));
    expect(row?.details).toEqual({});
  });

  it('posts for an existing user when user_id is given, and takes another image as the thumbnail', async () => {
    const second = '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000001.png';
    const response = await t
      .as(admin)
      .post(addClassifiedRoutes['jobs'].path, validBody(fx, 'jobs', { user_id: member.id, image_url: second, sub_category_id: fx.jobsSubCategoryId }));
    expect(response.statusCode).toBe(201);
    expect(response.json().classifiedAdded).toMatchObject({
      user_id: { _id: member.id, name: 'Member' },
      image_url: second,
      sub_category_id: { _id: fx.jobsSubCategoryId, sub_category_en: 'Engineering' },
    });
  });

  it('refuses a district of another country and an area of another district', async () => {
    const cases = [
      [{ country_id: 'SA' }, 'district_id', r.districtNotInCountry],
      [{ country_id: 'sa', district_id: fx.sa.districtId }, 'area_id', r.areaNotInDistrict],
      [{ area_id: fx.kw.otherAreaId }, 'area_id', r.areaNotInDistrict],
      [{ district_id: fx.kw.otherDistrictId }, 'area_id', r.areaNotInDistrict],
    ] as const;
    for (const [change, field, message] of cases) {
      const response = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response)).toBe(message);
      expect(response.json().fields[field]).toBe(message);
    }
    const abroad = await t
      .as(admin)
      .post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { country_id: 'SA', district_id: fx.sa.districtId, area_id: fx.sa.areaId }));
    expect(abroad.statusCode).toBe(201);
    expect(abroad.json().classifiedAdded.currencyDetails.currency_symbol).toBe('ر.س');
    const noArea = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { area_id: '' }));
    expect(noArea.statusCode).toBe(201);
    expect(noArea.json().classifiedAdded.area_id).toBeNull();
  });

  it('refuses a category of another type: an automotive body on the food endpoint', async () => {
    const response = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'automotive'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(c.categoryTypeMismatch);
    const untyped = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { category_id: fx.untypedCategoryId }));
    expect(errorOf(untyped)).toBe(c.categoryTypeMismatch);
  });

  it.each(['category_id', 'district_id', 'area_id', 'user_id', 'sub_category_id', 'country_id'])(
    'answers 400 with a clear text for an unknown or junk %s, never a 500',
    async (field) => {
      const junk = field === 'country_id' ? ['ZZ', 'K'] : [UNKNOWN_ID, 'junk', "1' OR '1'='1", '😀'.repeat(20)];
      for (const value of junk) {
        const response = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { [field]: value }));
        expect(response.statusCode, `${field}=${value}: ${response.body}`).toBe(400);
        expect(response.json().fields[field]).toBeTruthy();
      }
    },
  );

  it('refuses a deleted user as the poster', async () => {
    const gone = await t.userWithToken('user');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const response = await t.as(admin).post(addClassifiedRoutes['food'].path, validBody(fx, 'food', { user_id: gone.id }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.user.notFound);
  });

  it('answers 401 without a token, 403 for a member, 400 for junk bodies', async () => {
    const none = await t.app.inject({ method: 'POST', url: addClassifiedRoutes.food.path, payload: validBody(fx, 'food') });
    expect(none.statusCode).toBe(401);
    expect((await t.as(member).post(addClassifiedRoutes['food'].path, validBody(fx, 'food'))).statusCode).toBe(403);
    for (const payload of ['[]', 'null', '"text"', '{"media":{"0":1}}', '{"country_id":{"$gt":""}}', '{']) {
      const response = await t.as(admin).post(addClassifiedRoutes.property.path, payload, { headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});
