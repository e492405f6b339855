import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { choiceOf, isOptionalField, listingFields, type ListingField } from '@souq/contract/listing-fields';
import { PRECISE_ADDRESS_FIELDS, type MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { normalizeNumberText } from '@souq/contract/digits';

export type SellValues = Record<string, string | boolean>;

const NUMBER_FIELDS = new Set(['price', 'mobile']);

/**
 * The precise address (street, building, floor, flat, block and the free-text address) is the
 * seller's to give or not on the members' side: only they and staff ever read it.
 */
export const isMemberOptional = (name: string): boolean => (PRECISE_ADDRESS_FIELDS as readonly string[]).includes(name);

/**
 * The type's own fields in the order the members' form asks for them: a car's model, year,
 * kilometres and colour first (what buyers judge it by, right under its make), then the rest
 * in the console's order.
 */
const FIRST_FIELDS: Partial<Record<ClassifiedTypeKey, readonly string[]>> = {
  automotive: ['model', 'year', 'mileage', 'colour'],
  property: ['leaseType', 'size'],
};
export function sellFields(type: ClassifiedTypeKey): readonly ListingField[] {
  const first = FIRST_FIELDS[type] ?? [];
  const fields = listingFields(type);
  return [...first.flatMap((name) => fields.filter((field) => field.name === name)), ...fields.filter((field) => !first.includes(field.name))];
}

/** Whether the type's form asks for the make (the category's sub-category) first: cars. */
export const asksForMake = (type: ClassifiedTypeKey): boolean => type === 'automotive';

/**
 * The body of POST /api/v1/classifieds from the form: empty optional fields left out, flags as
 * booleans, numbers typed with Arabic-Indic or Persian digits (or ٫ ٬) sent as ASCII digits.
 */
export function sellBody(type: ClassifiedTypeKey, values: SellValues, fixed: { category_id: string; country_id: string; media: string[] }) {
  const body: Record<string, unknown> = { type, category_id: fixed.category_id, country_id: fixed.country_id };
  for (const key of ['title', 'description', 'price', 'mobile', 'district_id', 'area_id', 'address', 'sub_category_id']) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') body[key] = NUMBER_FIELDS.has(key) ? normalizeNumberText(value) : value;
  }
  for (const field of listingFields(type)) {
    const value = values[field.name];
    if (field.kind === 'flag') body[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') body[field.name] = field.kind === 'number' ? normalizeNumberText(value) : value;
  }
  body.media = fixed.media.map((url) => ({ url, type: 'image' }));
  return body;
}

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
  // What the add form may leave out (the area, the precise address, the type's optional fields) an edit clears with null when emptied.
  for (const name of [
    'area_id',
    'address',
    // Only a car's form asks for the make; another type's sub-category (staff's) is left as it is.
    ...(asksForMake(type) ? ['sub_category_id'] : []),
    ...listingFields(type)
      .filter((field) => isOptionalField(field) || isMemberOptional(field.name))
      .map((field) => field.name),
  ]) {
    if (!(name in body)) body[name] = null;
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
    // The owner's own listing carries both (the edit form is theirs only); '' for safety.
    mobile: listing.mobile ?? '',
    district_id: listing.district_id._id,
    area_id: listing.area_id?._id ?? '',
    address: listing.address ?? '',
    sub_category_id: listing.sub_category_id?._id ?? '',
  };
  const type = listing.classifiedType;
  if (!type) return values;
  const stored = listing as unknown as Record<string, unknown>;
  for (const field of listingFields(type)) {
    const value = stored[field.name];
    if (field.kind === 'flag') values[field.name] = value === true;
    else if (field.kind === 'choice') values[field.name] = choiceOf(field, value);
    else values[field.name] = asText(value);
  }
  return values;
}
