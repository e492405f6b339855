import { describe, expect, it } from 'vitest';
import { ZCreateClassifiedRequest } from '@souq/contract/members-classifieds';
import { sellBody, SELL_FIELDS } from './sell-fields';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const DISTRICT = '1c8c9b63-7a1f-4b64-8e6d-4b5d9a2d3e22';

describe('the Sell form -> POST /api/v1/classifieds', () => {
  it("asks for exactly the contract's extras of each type", () => {
    const shapes = ZCreateClassifiedRequest.options.map((option) => option.shape);
    for (const [type, fields] of Object.entries(SELL_FIELDS)) {
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

  it("refuses a form without photos with the contract's message", () => {
    const body = sellBody('food', { title: 'Dates' }, { category_id: CATEGORY, country_id: 'KW', media: [] });
    const checked = ZCreateClassifiedRequest.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.find((issue) => issue.path[0] === 'media')?.message).toBe('image is required');
  });
});
