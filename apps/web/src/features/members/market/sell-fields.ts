import type { ClassifiedTypeKey, DropdownIdentity } from '@souq/contract/constants';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { FUEL_TYPES, TRANSMISSIONS } from './filters';

/** How the Sell form asks for one of a type's own fields (the rules are the contract's schemas). */
export type SellField =
  | { name: string; kind: 'text' | 'digits'; optional?: boolean }
  | { name: string; kind: 'select'; options: readonly string[]; labels: 'lease' | 'oldNew' | 'fuel' | 'transmission' }
  | { name: string; kind: 'flag' }
  /** A select of the category's dropdown values (the console's car models and career levels), stored by English name. */
  | { name: string; kind: 'dropdown'; identity: DropdownIdentity };

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
  jobs: [{ name: 'careerLevel', kind: 'dropdown', identity: 'career_level' }],
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
    { name: 'model', kind: 'dropdown', identity: 'model' },
    { name: 'fuelType', kind: 'select', options: FUEL_TYPES, labels: 'fuel' },
    { name: 'transmission', kind: 'select', options: TRANSMISSIONS, labels: 'transmission' },
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

/** The fields the add form may leave out, which an edit clears with null when they are emptied. */
const CLEARABLE = new Set(['area_id', 'bathrooms', 'buildingAge']);

/**
 * The body of PATCH /api/v1/classifieds/:id from the same form: every field of the type (the
 * edit form shows them all), an emptied optional field sent as null so it is cleared. The
 * category and the type do not change on an edit.
 */
export function editBody(type: ClassifiedTypeKey, values: SellValues, media: string[]): Record<string, unknown> {
  const body = sellBody(type, values, { category_id: '', country_id: '', media });
  delete body.type;
  delete body.category_id;
  delete body.country_id;
  // An emptied description is a change too (sellBody leaves empty text out).
  body.description = typeof values.description === 'string' ? values.description : '';
  for (const name of CLEARABLE) {
    const ofType = name === 'area_id' || SELL_FIELDS[type].some((field) => field.name === name);
    if (ofType && !(name in body)) body[name] = null;
  }
  // The list's thumbnail follows the photos' new order: the first one leads, as on a new listing.
  if (media[0]) body.image_url = media[0];
  return body;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The form's values for an existing listing: what the member sees prefilled on "Edit". */
export function valuesFromListing(listing: MemberClassifiedDetail): SellValues {
  const values: SellValues = {
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    mobile: listing.mobile,
    district_id: listing.district_id._id,
    area_id: listing.area_id?._id ?? '',
    address: listing.address,
  };
  const type = listing.classifiedType;
  if (!type) return values;
  const stored = listing as unknown as Record<string, unknown>;
  for (const field of SELL_FIELDS[type]) {
    const value = stored[field.name];
    if (field.kind === 'flag') values[field.name] = value === true;
    else if (field.name === 'isItOldNotNew') values[field.name] = value === true ? 'old' : value === false ? 'new' : '';
    else values[field.name] = asText(value);
  }
  return values;
}
