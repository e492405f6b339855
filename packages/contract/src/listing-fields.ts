import { CLASSIFIED_TYPE_KEYS, type ClassifiedTypeKey, type DropdownIdentity } from './constants';
import { messages } from './messages';

/**
 * The fields each kind of listing adds to the common ones (title, price, place, photos), said once
 * for everyone who checks, asks for, stores, shows or filters them: the add and edit schemas
 * (classifieds.ts, members-classifieds.ts), the console's add form, the members' sell form,
 * search filters and listing page, and the demo data.
 *
 * Labels are the catalogs' (each audience words them its own way): a catalog labels a field under
 * `fields.<name>` and a choice under `choices.<field>.<value>`, as ListingFieldLabels and
 * ListingChoiceLabels have them.
 */

const c = messages.classified;

/** The fixed choices, by the field that offers them: the values sent and stored, in the order the forms offer them. */
export const LISTING_CHOICES = {
  leaseType: ['rent', 'sale'],
  isItOldNotNew: ['old', 'new'],
  fuelType: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
  transmission: ['Automatic', 'Manual'],
  // The colours buyers ask for in the Gulf's car market, then one for the rest.
  colour: ['white', 'black', 'silver', 'grey', 'red', 'blue', 'beige', 'other'],
} as const;
export type ListingChoiceField = keyof typeof LISTING_CHOICES;
export type ListingChoice<F extends ListingChoiceField = ListingChoiceField> = (typeof LISTING_CHOICES)[F][number];

/** Free text. `required` is the message when it is missing; null when it may be left out. */
export interface TextField {
  readonly name: string;
  readonly kind: 'text';
  readonly required: string | null;
  readonly maxLength: number;
}

/** A whole number written with digits only, kept as its digits; `notDigits` is the message for anything else. */
export interface NumberField {
  readonly name: string;
  readonly kind: 'number';
  readonly required: string | null;
  readonly notDigits: string;
  readonly maxDigits: number;
  /** The smallest value taken (a size above 0, a year from 1950); any when absent. */
  readonly min?: number;
  /** The largest value as years from the current one (a car's model year may be next year's); any when absent. */
  readonly yearsAhead?: number;
}

/**
 * One of LISTING_CHOICES[name]. A field kept as a boolean names the choice stored as true
 * (`trueFor`); the others keep the choice's text, and the API takes any text there, as the
 * original did: only the forms limit it to the list. An optional choice (`required` null, ours,
 * not the spec's) takes only its list, `invalid` saying so.
 */
export interface ChoiceField {
  readonly name: ListingChoiceField;
  readonly kind: 'choice';
  readonly required: string | null;
  readonly trueFor: string | null;
  readonly invalid?: string;
}

/** One of the category's dropdown values of an identity (car models, career levels), kept by its English name. */
export interface DropdownValueField {
  readonly name: string;
  readonly kind: 'dropdown-value';
  readonly identity: DropdownIdentity;
  readonly required: string;
}

/** Yes or no; no unless said (the spec's parking default). */
export interface FlagField {
  readonly name: string;
  readonly kind: 'flag';
}

export type ListingField = TextField | NumberField | ChoiceField | DropdownValueField | FlagField;

const text = <const N extends string, const R extends string | null>(name: N, required: R, maxLength = 200) =>
  ({ name, kind: 'text', required, maxLength }) as const;
const number = <const N extends string, const R extends string | null>(name: N, maxDigits: number, required: R, notDigits: string) =>
  ({ name, kind: 'number', required, notDigits, maxDigits }) as const;
/** An optional whole number with limits: `notDigits` is the message for anything outside them too. */
const bounded = <const N extends string>(name: N, maxDigits: number, notDigits: string, limits: { min?: number; yearsAhead?: number }) =>
  ({ name, kind: 'number', required: null, notDigits, maxDigits, ...limits }) as const;
/** An optional choice of the list only. */
const optionalChoice = <const N extends ListingChoiceField>(name: N, invalid: string) =>
  ({ name, kind: 'choice', required: null, trueFor: null, invalid }) as const;
const choice = <const N extends ListingChoiceField, const T extends ListingChoice<N> | null = null>(name: N, required: string, trueFor?: T) =>
  ({ name, kind: 'choice', required, trueFor: (trueFor ?? null) as T }) as const;
const dropdownValue = <const N extends string>(name: N, identity: DropdownIdentity, required: string) =>
  ({ name, kind: 'dropdown-value', identity, required }) as const;
const flag = <const N extends string>(name: N) => ({ name, kind: 'flag' }) as const;

/** The oldest model year a listing takes (classic cars included). */
export const FIRST_CAR_YEAR = 1950;

const leaseType = choice('leaseType', c.leaseTypeRequired);

/** The fields each type adds to the common ones, in the forms' order. */
export const LISTING_FIELDS = {
  services: [],
  'animals-pets': [],
  'men-clothing': [],
  'women-clothing': [],
  'fashion-beauty': [],
  food: [],
  'buy-sell': [choice('isItOldNotNew', c.oldOrNewRequired, 'old')],
  jobs: [dropdownValue('careerLevel', 'career_level', c.careerRequired)],
  property: [
    leaseType,
    text('buildingType', c.buildingTypeRequired),
    text('street', c.streetRequired),
    number('buildingNo', 20, c.buildingNoRequired, c.buildingNoDigits),
    number('floor', 6, c.floorRequired, c.floorDigits),
    number('flatNo', 20, c.flatNoRequired, c.flatNoDigits),
    number('blockNo', 20, c.blockNoRequired, c.blockNoDigits),
    number('rooms', 6, c.roomsRequired, c.roomsDigits),
    number('livingRooms', 6, c.livingRoomsRequired, c.livingRoomsDigits),
    number('bathrooms', 6, null, c.bathroomsDigits),
    // Listed among the extras but not among the checked fields: free text, optional.
    text('buildingAge', null, 50),
    // Ours, beyond the spec's fields: what buyers compare flats by, optional so the console's rules stay.
    bounded('size', 6, c.sizeInvalid, { min: 1 }),
    flag('bikeParking'),
    flag('carParking'),
    flag('furnished'),
  ],
  boat: [],
  bike: [],
  automotive: [
    leaseType,
    dropdownValue('model', 'model', c.modelRequired),
    choice('fuelType', c.fuelTypeRequired),
    choice('transmission', c.transmissionRequired),
    number('cylinder', 3, c.cylinderRequired, c.cylinderDigits),
    // Ours, beyond the spec's fields: what buyers judge a car by, optional so the console's rules stay.
    bounded('year', 4, c.yearInvalid, { min: FIRST_CAR_YEAR, yearsAhead: 1 }),
    bounded('mileage', 7, c.mileageDigits, {}),
    optionalChoice('colour', c.colourInvalid),
    flag('isFullOption'),
    flag('isInsured'),
  ],
} as const satisfies Record<ClassifiedTypeKey, readonly ListingField[]>;

type AnyListingField = (typeof LISTING_FIELDS)[ClassifiedTypeKey][number];
export type ListingFieldName = AnyListingField['name'];
export type ListingFieldOf<T extends ClassifiedTypeKey> = (typeof LISTING_FIELDS)[T][number];

/** A field's value as checked and stored: a flag or a choice kept as a boolean is a boolean, anything else text. */
export type ListingFieldValue<F> = F extends { kind: 'flag' } | { trueFor: string } ? boolean : string;
/** Whether a form may leave the field out. */
export type IsOptional<F> = F extends { required: null } ? true : false;
/** Every field with its stored value; a listing holds those of its type. */
export type ListingFieldValues = { [F in AnyListingField as F['name']]: ListingFieldValue<F> };

/** What a catalog holds to label the fields: one text a field. */
export type ListingFieldLabels = Record<ListingFieldName, string>;
/** What a catalog holds to label the choices: one text a choice, by field. */
export type ListingChoiceLabels = { [F in ListingChoiceField]: Record<ListingChoice<F>, string> };

/** A type's own fields, in the forms' order. */
export const listingFields = (type: ClassifiedTypeKey): readonly ListingField[] => LISTING_FIELDS[type];

/** Every type's fields, each once (property and automotive share leaseType), in the types' order. */
export const ALL_LISTING_FIELDS: readonly ListingField[] = [
  ...new Map(CLASSIFIED_TYPE_KEYS.flatMap((type) => listingFields(type).map((field) => [field.name, field] as const))).values(),
];

/** The field of a type by its name, if the type has it. */
export const listingField = (type: ClassifiedTypeKey, name: string): ListingField | undefined => listingFields(type).find((field) => field.name === name);

/** Whether a form may leave the field out (an edit clears it with null). */
export const isOptionalField = (field: ListingField): boolean =>
  (field.kind === 'text' || field.kind === 'number' || field.kind === 'choice') && field.required === null;

/** The largest value a number field takes, if it has one (a year counts from the current year). */
export const numberMax = (field: NumberField, now = new Date()): number | undefined =>
  field.yearsAhead === undefined ? undefined : now.getUTCFullYear() + field.yearsAhead;

/** Whether a number within the field's digits is within its limits too. */
export const numberInRange = (field: NumberField, value: number, now = new Date()): boolean => {
  const max = numberMax(field, now);
  return (field.min === undefined || value >= field.min) && (max === undefined || value <= max);
};

/** Whether the field keeps a boolean (a flag, or a choice kept as one). */
export const isBooleanField = (field: ListingField): boolean => field.kind === 'flag' || (field.kind === 'choice' && field.trueFor !== null);

/** A stored value as the choice it stands for: a boolean choice's true or false as its choice, text as itself. */
export function choiceOf(field: ChoiceField, stored: unknown): string {
  if (field.trueFor === null) return typeof stored === 'string' ? stored : '';
  const other = LISTING_CHOICES[field.name].find((value) => value !== field.trueFor) ?? '';
  return stored === true ? field.trueFor : stored === false ? other : '';
}
