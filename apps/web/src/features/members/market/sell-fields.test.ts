import { describe, expect, it } from 'vitest';
import { LISTING_FIELDS } from '@souq/contract/listing-fields';
import { addClassifiedBodies } from '@souq/contract/classifieds';
import { ZCreateClassifiedRequest, ZUpdateClassifiedRequest } from '@souq/contract/members-classifieds';
import { editBody, sellBody, sellFields, valuesFromListing } from './sell-fields';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const DISTRICT = '1c8c9b63-7a1f-4b64-8e6d-4b5d9a2d3e22';

describe('the Sell form -> POST /api/v1/classifieds', () => {
  it("asks for exactly the contract's extras of each type", () => {
    const shapes = ZCreateClassifiedRequest.options.map((option) => option.shape);
    for (const [type, fields] of Object.entries(LISTING_FIELDS)) {
      const shape = shapes.find((s) => s.type.value === type);
      expect(shape, type).toBeDefined();
      for (const field of fields) expect(Object.keys(shape ?? {}), `${type}.${field.name}`).toContain(field.name);
    }
  });

  it('sends a property the contract accepts, empty optional fields left out and flags as booleans', () => {
    const body = sellBody(
      'property',
      {
        title: 'Flat',
        description: '',
        price: '250',
        mobile: '96550001234',
        district_id: DISTRICT,
        area_id: '',
        address: 'Block 1',
        leaseType: 'rent',
        buildingType: 'Apartment',
        street: 'Gulf Road',
        buildingNo: '1',
        floor: '2',
        flatNo: '3',
        blockNo: '4',
        rooms: '3',
        livingRooms: '1',
        bathrooms: '',
        carParking: true,
      },
      { category_id: CATEGORY, country_id: 'KW', media: ['/uploads/classifieds/a.png'] },
    );
    expect(body).not.toHaveProperty('area_id');
    expect(body).not.toHaveProperty('bathrooms');
    expect(body).toMatchObject({ bikeParking: false, carParking: true, media: [{ url: '/uploads/classifieds/a.png', type: 'image' }] });
    expect(ZCreateClassifiedRequest.safeParse(body).success).toBe(true);
  });

  it('no longer requires the precise address (address, street, building, floor, flat, block), as the console still does', () => {
    const values = {
      title: 'Flat',
      price: '250',
      mobile: '96550001234',
      district_id: DISTRICT,
      leaseType: 'rent',
      buildingType: 'Apartment',
      rooms: '3',
      livingRooms: '1',
    };
    const body = sellBody('property', values, { category_id: CATEGORY, country_id: 'KW', media: ['/uploads/classifieds/a.png'] });
    for (const name of ['address', 'street', 'buildingNo', 'floor', 'flatNo', 'blockNo']) expect(body).not.toHaveProperty(name);
    const checked = ZCreateClassifiedRequest.safeParse(body);
    expect(checked.error?.issues).toBeUndefined();
    expect(checked.data).toMatchObject({ address: '' });
    // Given, each is still checked with the console's message.
    const floor = ZCreateClassifiedRequest.safeParse({ ...body, floor: 'third' });
    expect(floor.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['floor']);
    // The console's add form keeps the spec's rules.
    const consoleBody = { ...body, user_id: undefined };
    const refused = addClassifiedBodies.property.safeParse(consoleBody).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused).toEqual(expect.arrayContaining(['address', 'street', 'buildingNo', 'floor', 'flatNo', 'blockNo']));
  });

  it('clears an emptied precise address on an edit (null), which the API accepts', () => {
    const body = editBody('property', { title: 'Flat', price: '250', mobile: '96550001234', district_id: DISTRICT, address: '', street: '' }, [
      '/uploads/classifieds/a.png',
    ]);
    expect(body).toMatchObject({ address: null, street: null, buildingNo: null, floor: null, flatNo: null, blockNo: null });
    expect(ZUpdateClassifiedRequest.safeParse(body).error?.issues).toBeUndefined();
  });

  it('sends a price, mobile and rooms typed with Arabic-Indic or Persian digits as ASCII digits', () => {
    const body = sellBody(
      'property',
      { title: 'شقة', price: '١٬٢٥٠', mobile: '٩٦٥٥٥٥٥١٢٣٤', rooms: '۳', district_id: DISTRICT, address: 'قطعة ١' },
      { category_id: CATEGORY, country_id: 'KW', media: [] },
    );
    // Numbers only: an address keeps the digits its writer chose.
    expect(body).toMatchObject({ price: '1250', mobile: '96555551234', rooms: '3', address: 'قطعة ١' });
  });

  it("refuses a form without photos with the contract's message", () => {
    const body = sellBody('food', { title: 'Dates' }, { category_id: CATEGORY, country_id: 'KW', media: [] });
    const checked = ZCreateClassifiedRequest.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.find((issue) => issue.path[0] === 'media')?.message).toBe('image is required');
  });
});

describe('editing a listing -> PATCH /api/v1/classifieds/:id', () => {
  const listing = {
    _id: 'l1',
    title: 'Camry 2020',
    description: 'One owner',
    price: 4500,
    mobile: '96550001234',
    image_url: '/uploads/classifieds/a.png',
    active: true,
    user_id: { _id: 'u1', name: 'Salem', photo: null },
    category_id: { _id: CATEGORY, category_en: 'Cars' },
    currencyDetails: { currency_symbol: 'KD', currency_code: 'KWD' },
    createdAt: new Date('2026-11-25T10:00:00Z'),
    updatedAt: new Date('2026-11-25T10:00:00Z'),
    address: 'Block 1',
    country_id: { _id: 'KW', country_english: 'Kuwait' },
    district_id: { _id: DISTRICT, district_en: 'Hawalli', district_ar: 'حولي' },
    area_id: null,
    sub_category_id: null,
    media: [{ url: '/uploads/classifieds/a.png', type: 'image' as const }],
    classifiedType: 'automotive' as const,
    leaseType: 'sale',
    model: 'Camry',
    fuelType: 'Petrol',
    transmission: 'Automatic',
    cylinder: '4',
    isFullOption: true,
    isInsured: false,
    allowed: true,
    sold: false,
    favouritedByMe: false,
    featured: false,
    expiresAt: new Date('2099-01-01T00:00:00Z'),
    nextBumpAt: null,
    soldAt: null,
    sellerPhone: null,
    stats: null,
    reserved: false,
    reservedUntil: null,
    reservedForMe: false,
  };

  it('prefills the form with the listing’s own values, flags as booleans', () => {
    expect(valuesFromListing(listing)).toMatchObject({
      title: 'Camry 2020',
      price: '4500',
      district_id: DISTRICT,
      area_id: '',
      model: 'Camry',
      fuelType: 'Petrol',
      cylinder: '4',
      isFullOption: true,
      isInsured: false,
    });
    expect(valuesFromListing({ ...listing, classifiedType: 'buy-sell', isItOldNotNew: true }).isItOldNotNew).toBe('old');
    expect(valuesFromListing({ ...listing, classifiedType: 'buy-sell', isItOldNotNew: false }).isItOldNotNew).toBe('new');
  });

  it('sends every field but the type and category, clears emptied optional ones, and leads with the first photo', () => {
    const values = { ...valuesFromListing(listing), description: '', model: 'Corolla' };
    const body = editBody('automotive', values, ['/uploads/classifieds/b.png', '/uploads/classifieds/a.png']);
    expect(body).not.toHaveProperty('type');
    expect(body).not.toHaveProperty('category_id');
    expect(body).toMatchObject({
      description: '',
      area_id: null,
      model: 'Corolla',
      image_url: '/uploads/classifieds/b.png',
      media: [{ url: '/uploads/classifieds/b.png' }, { url: '/uploads/classifieds/a.png' }],
    });
    expect(ZUpdateClassifiedRequest.safeParse(body).success).toBe(true);
    const property = editBody('property', { ...values, bathrooms: '', buildingAge: '' }, ['/uploads/classifieds/a.png']);
    expect(property).toMatchObject({ bathrooms: null, buildingAge: null });
    expect(editBody('food', values, ['/uploads/classifieds/a.png'])).not.toHaveProperty('bathrooms');
  });

  it('sends a car’s make, year, kilometres (Arabic-Indic digits as ASCII) and colour; an emptied one is cleared', () => {
    const make = '2d9dac74-8b2f-4c75-9f7e-5c6e0b3e4f33';
    const values = { ...valuesFromListing(listing), sub_category_id: make, year: '٢٠٢١', mileage: '٤٥٬٠٠٠', colour: 'white' };
    const body = editBody('automotive', values, ['/uploads/classifieds/a.png']);
    expect(body).toMatchObject({ sub_category_id: make, year: '2021', mileage: '45000', colour: 'white' });
    expect(ZUpdateClassifiedRequest.safeParse(body).success).toBe(true);
    const cleared = editBody('automotive', { ...values, sub_category_id: '', mileage: '', colour: '' }, ['/uploads/classifieds/a.png']);
    expect(cleared).toMatchObject({ sub_category_id: null, mileage: null, colour: null });
    expect(ZUpdateClassifiedRequest.safeParse(cleared).success).toBe(true);
    // Another type's sub-category is staff's: its form neither asks for it nor clears it.
    expect(editBody('property', { ...values, sub_category_id: '' }, [])).not.toHaveProperty('sub_category_id');
  });

  it('asks for a car’s model, year, kilometres and colour first, then the rest in the console’s order', () => {
    expect(sellFields('automotive').map((field) => field.name)).toEqual([
      'model',
      'year',
      'mileage',
      'colour',
      'leaseType',
      'fuelType',
      'transmission',
      'cylinder',
      'isFullOption',
      'isInsured',
    ]);
    expect(
      sellFields('property')
        .map((field) => field.name)
        .slice(0, 2),
    ).toEqual(['leaseType', 'size']);
    expect(sellFields('food')).toEqual([]);
  });
});
