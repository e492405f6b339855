import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { FUEL_TYPES } from './filters';

/** How the Sell form asks for one of a type's own fields (the rules are the contract's schemas). */
export type SellField =
  | { name: string; kind: 'text' | 'digits'; optional?: boolean }
  | { name: string; kind: 'select'; options: readonly string[]; labels: 'lease' | 'oldNew' | 'fuel' | 'transmission' }
  | { name: string; kind: 'flag' };

const text = (name: string, optional = false): SellField => ({ name, kind: 'text', optional });
const digits = (name: string, optional = false): SellField => ({ name, kind: 'digits', optional });
const flag = (name: string): SellField => ({ name, kind: 'flag' });
const lease: SellField = { name: 'leaseType', kind: 'select', options: ['rent', 'sale'], labels: 'lease' };

/** Each type's own fields, in the console's add-form order. */
export const SELL_FIELDS: Record<ClassifiedTypeKey, readonly SellField[]> = {
  services: [],
  'animals-pets': [],
  'men-clothing': [],
  'women-clothing': [],
  'fashion-beauty': [],
  food: [],
  'buy-sell': [{ name: 'isItOldNotNew', kind: 'select', options: ['new', 'old'], labels: 'oldNew' }],
  jobs: [text('careerLevel')],
  property: [
    lease,
    text('buildingType'),
    text('street'),
    digits('buildingNo'),
    digits('floor'),
    digits('flatNo'),
    digits('blockNo'),
    digits('rooms'),
    digits('livingRooms'),
    digits('bathrooms', true),
    text('buildingAge', true),
    flag('bikeParking'),
    flag('carParking'),
  ],
  boat: [],
  bike: [],
  automotive: [
    lease,
    text('model'),
    { name: 'fuelType', kind: 'select', options: FUEL_TYPES, labels: 'fuel' },
    { name: 'transmission', kind: 'select', options: ['Automatic', 'Manual'], labels: 'transmission' },
    digits('cylinder'),
    flag('isFullOption'),
    flag('isInsured'),
  ],
};

export type SellValues = Record<string, string | boolean>;

/** The body of POST /api/v1/classifieds from the form: empty optional fields left out, flags as booleans. */
export function sellBody(type: ClassifiedTypeKey, values: SellValues, fixed: { category_id: string; country_id: string; media: string[] }) {
  const body: Record<string, unknown> = { type, category_id: fixed.category_id, country_id: fixed.country_id };
  for (const key of ['title', 'description', 'price', 'mobile', 'district_id', 'area_id', 'address']) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') body[key] = value;
  }
  for (const field of SELL_FIELDS[type]) {
    const value = values[field.name];
    if (field.kind === 'flag') body[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') body[field.name] = value;
  }
  body.media = fixed.media.map((url) => ({ url, type: 'image' }));
  return body;
}
