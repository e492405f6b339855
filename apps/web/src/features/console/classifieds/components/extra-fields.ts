import type { ClassifiedTypeKey, DropdownIdentity } from '@souq/contract/constants';

/** How the add form asks for one field. */
export type FieldKind =
  | { kind: 'text'; multiline?: boolean; required?: boolean }
  | { kind: 'digits'; required?: boolean }
  | { kind: 'lease' }
  | { kind: 'oldNew' }
  | { kind: 'flag' }
  /** Free text with suggestions: the category's dropdown values, or fixed ones. */
  | { kind: 'suggest'; identity?: DropdownIdentity; options?: readonly string[] }
  /** One of a list: the category's dropdown values, or fixed ones (issue 20: the automotive form). */
  | { kind: 'choose'; identity?: DropdownIdentity; options?: readonly string[] };

/** The fuel types and transmissions a car is listed with (the members' Sell form offers the same). */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;

export interface FieldSpec {
  name: string;
  field: FieldKind;
}

const text = (name: string): FieldSpec => ({ name, field: { kind: 'text', required: true } });
const digits = (name: string, required = true): FieldSpec => ({ name, field: { kind: 'digits', required } });
const flag = (name: string): FieldSpec => ({ name, field: { kind: 'flag' } });

/** The fields each type adds to the common ones (spec section 3 and 5), in form order. */
export const EXTRA_FIELDS: Record<ClassifiedTypeKey, readonly FieldSpec[]> = {
  services: [],
  'animals-pets': [],
  'men-clothing': [],
  'women-clothing': [],
  'fashion-beauty': [],
  food: [],
  'buy-sell': [{ name: 'isItOldNotNew', field: { kind: 'oldNew' } }],
  jobs: [{ name: 'careerLevel', field: { kind: 'suggest', identity: 'career_level' } }],
  property: [
    { name: 'leaseType', field: { kind: 'lease' } },
    text('buildingType'),
    text('street'),
    digits('buildingNo'),
    digits('floor'),
    digits('flatNo'),
    digits('blockNo'),
    digits('rooms'),
    digits('livingRooms'),
    digits('bathrooms', false),
    { name: 'buildingAge', field: { kind: 'text', required: false } },
    flag('bikeParking'),
    flag('carParking'),
  ],
  boat: [],
  bike: [],
  automotive: [
    { name: 'leaseType', field: { kind: 'lease' } },
    { name: 'model', field: { kind: 'choose', identity: 'model' } },
    { name: 'fuelType', field: { kind: 'choose', options: FUEL_TYPES } },
    { name: 'transmission', field: { kind: 'choose', options: TRANSMISSIONS } },
    digits('cylinder'),
    flag('isFullOption'),
    flag('isInsured'),
  ],
};

/** Empty values of a type's form: flags start false (the spec's parking default), text empty. */
export function emptyValues(type: ClassifiedTypeKey, country: string): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {
    country_id: country,
    district_id: '',
    area_id: '',
    sub_category_id: '',
    address: '',
    title: '',
    description: '',
    mobile: '',
    price: '',
  };
  for (const spec of EXTRA_FIELDS[type]) values[spec.name] = spec.field.kind === 'flag' ? false : '';
  return values;
}
