import { z } from 'zod';
import { strikeReasonFields } from './strike-reason';
import { CLASSIFIED_TYPE_KEYS, CLASSIFIED_TYPES, DEFAULT_COUNTRY, MEDIA_TYPES, STAFF_ROLES, type ClassifiedTypeKey } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, requiredId, ZDateTime, ZPageQuery, ZUserRef } from './common';
import { booleanFilter, dayRangeInOrder, dayRangeIssue, sortParam, ZCreatedRange, ZListTotal, ZPriceFilter, ZSortOrder, ZWithTotal } from './list-query';
import { ZImagePath } from './categories';
import { hasNoNul, ZCountryCode, ZSearchText } from './regions';
import { normalizeNumberText } from './digits';
import {
  ALL_LISTING_FIELDS,
  isBooleanField,
  LISTING_CHOICES,
  listingFields,
  type ChoiceField,
  type IsOptional,
  type ListingField,
  type ListingFieldName,
  type ListingFieldOf,
  type ListingFieldValue,
  type ListingFieldValues,
  numberInRange,
  type NumberField,
  type TextField,
} from './listing-fields';

const c = messages.classified;

// ---- Field rules shared by the server and the console's add forms ----

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, c.textTooLong).refine(hasNoNul, messages.generic.invalidInput);
/** An uploaded file's address, as every image field takes it. */
const image = ZImagePath.refine(hasNoNul, messages.generic.invalidInput);
/** A yes/no field the apps send as a boolean or as 'true'/'false'; absent means no. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false);

interface DigitTexts {
  required: string;
  digits: string;
  negative?: string;
  tooLong?: string;
}

/** Checks one digits-only value (Arabic-Indic and Persian digits read as ASCII); answers the digits as a string, or reports why not. */
function checkDigits(value: string | number, texts: DigitTexts, maxDigits: number, ctx: z.RefinementCtx) {
  const text = typeof value === 'number' ? String(value) : normalizeNumberText(value);
  if (text === '') ctx.addIssue({ code: 'custom', message: texts.required });
  else if (texts.negative && /^-\s*\d/.test(text)) ctx.addIssue({ code: 'custom', message: texts.negative });
  else if (!/^\d+$/.test(text)) ctx.addIssue({ code: 'custom', message: texts.digits });
  else if (text.length > maxDigits) ctx.addIssue({ code: 'custom', message: texts.tooLong ?? texts.digits });
  else return text;
  return z.NEVER;
}

/**
 * A required whole number written with digits only. The apps send numbers or digit strings;
 * both come out as the digit string (a mobile number's leading zeros survive).
 */
const digits = (texts: DigitTexts, maxDigits: number) =>
  z.union([z.string(), z.number()], { error: texts.required }).transform((value, ctx) => checkDigits(value, texts, maxDigits, ctx));

const optionalDigits = (message: string, maxDigits: number) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, ctx) =>
      value === null || value === undefined || value === '' ? undefined : checkDigits(value, { required: message, digits: message }, maxDigits, ctx),
    );

export const ZMediaItem = z.object({
  url: image.refine((v) => v !== '', c.imageRequired),
  type: z.enum(MEDIA_TYPES).default('image'),
});
export type MediaItem = z.output<typeof ZMediaItem>;

/** What every add form sends, in the order the forms show the messages. */
export const ZAddClassifiedCommon = z.object({
  country_id: ZCountryCode(c.countryRequired),
  district_id: requiredId(c.districtRequired),
  area_id: optionalId,
  address: requiredText(c.addressRequired, 500),
  title: requiredText(c.titleRequired),
  description: z
    .string()
    .trim()
    .max(5000, c.textTooLong)
    .refine(hasNoNul, messages.generic.invalidInput)
    .nullish()
    .transform((v) => v ?? ''),
  mobile: digits({ required: c.mobileRequired, digits: c.mobilePositive, negative: c.mobileNegative, tooLong: c.mobileTooLong }, 20),
  // numeric(14,3) holds 11 whole digits; more would overflow the column.
  price: digits({ required: c.priceRequired, digits: c.pricePositive, negative: c.priceNegative, tooLong: c.priceTooLarge }, 11),
  category_id: requiredId(c.categoryRequired),
  sub_category_id: optionalId,
  /** Post for this existing user; the staff member posting when absent. */
  user_id: optionalId,
  media: z.array(ZMediaItem, { error: c.imageRequired }).min(1, c.imageRequired).max(10, c.tooManyMedia),
  /** The list thumbnail; the first media item when absent. */
  image_url: image.optional(),
});
export type AddClassifiedCommon = z.output<typeof ZAddClassifiedCommon>;

// ---- Per-type extras (stored in the post's `details`, answered at the top level) ----

/** A type's own field as the add forms check it, by its description (listing-fields.ts). */
function listingFieldSchema(field: ListingField): z.ZodType {
  switch (field.kind) {
    case 'text':
      return field.required === null ? optionalText(field.maxLength) : requiredText(field.required, field.maxLength);
    case 'number':
      if (field.required !== null) return digits({ required: field.required, digits: field.notDigits }, field.maxDigits);
      return field.min === undefined && field.yearsAhead === undefined ? optionalDigits(field.notDigits, field.maxDigits) : boundedDigits(field);
    case 'choice':
      if (field.required === null) return optionalChoice(field);
      return field.trueFor === null ? requiredText(field.required) : yesNoChoice(field);
    case 'dropdown-value':
      return requiredText(field.required);
    case 'flag':
      return flag;
  }
}

/**
 * A text or number field as an optional one (same limits and messages, nothing when empty): the
 * members' sell form leaves the precise address out if the seller wishes (members-classifieds.ts),
 * while the console's add forms keep the spec's rules.
 */
export function optionalListingFieldSchema(field: TextField | NumberField): z.ZodType<string | undefined, unknown> {
  return (field.kind === 'text' ? optionalText(field.maxLength) : optionalDigits(field.notDigits, field.maxDigits)) as z.ZodType<string | undefined, unknown>;
}

/** An optional whole number within the field's limits (a year, a size above 0), its one message for anything else. */
const boundedDigits = (field: NumberField) =>
  optionalDigits(field.notDigits, field.maxDigits).refine((v) => v === undefined || numberInRange(field, Number(v)), field.notDigits);

/** An optional choice of its list only (a colour); nothing when empty. */
const optionalChoice = (field: ChoiceField) =>
  z
    .enum(['', ...LISTING_CHOICES[field.name]], { error: field.invalid ?? messages.generic.invalidInput })
    .nullish()
    .transform((v) => v || undefined);

/** Optional free text; the apps may send a number (a building's age). */
const optionalText = (maxLength: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined))
    .refine((v) => v === undefined || v.length <= maxLength, c.textTooLong)
    .refine((v) => v === undefined || hasNoNul(v), messages.generic.invalidInput);

/**
 * A choice kept as a boolean: true for `trueFor` (old means used). Each member of the union
 * carries the spec's text too: a form's resolver shows a member's message ('expected boolean,
 * received string' for the empty choice) rather than the union's.
 */
const yesNoChoice = (field: ChoiceField) => {
  const message = field.required ?? messages.generic.invalidInput;
  return z.union(
    [
      z.boolean({ error: message }),
      z.enum(['true', 'false', ...LISTING_CHOICES[field.name]], { error: message }).transform((v) => v === 'true' || v === field.trueFor),
    ],
    { error: message },
  );
};

/** A field's schema typed by its description: what it answers, and whether it may be absent. */
type ListingFieldSchema<F> = z.ZodType<IsOptional<F> extends true ? ListingFieldValue<F> | undefined : ListingFieldValue<F>, unknown>;
type ExtrasShape<T extends ClassifiedTypeKey> = { [F in ListingFieldOf<T> as F['name']]: ListingFieldSchema<F> };

const extrasShape = <T extends ClassifiedTypeKey>(type: T) =>
  Object.fromEntries(listingFields(type).map((field) => [field.name, listingFieldSchema(field)])) as ExtrasShape<T>;
const withExtras = <T extends ClassifiedTypeKey>(type: T) => ZAddClassifiedCommon.extend(extrasShape(type));

/** The add body of each classified type: the common fields plus the type's extras. */
export const addClassifiedBodies = {
  services: withExtras('services'),
  'animals-pets': withExtras('animals-pets'),
  'men-clothing': withExtras('men-clothing'),
  'women-clothing': withExtras('women-clothing'),
  'fashion-beauty': withExtras('fashion-beauty'),
  food: withExtras('food'),
  'buy-sell': withExtras('buy-sell'),
  jobs: withExtras('jobs'),
  property: withExtras('property'),
  boat: withExtras('boat'),
  bike: withExtras('bike'),
  automotive: withExtras('automotive'),
} as const satisfies Record<ClassifiedTypeKey, z.ZodObject>;
export type AddClassifiedBody<K extends ClassifiedTypeKey = ClassifiedTypeKey> = z.output<(typeof addClassifiedBodies)[K]>;

/** Each type's form: its add endpoint, its schema and which of its fields are type extras. */
export const classifiedForms = Object.fromEntries(
  CLASSIFIED_TYPES.map((t) => [
    t.key,
    {
      apiUrl: t.apiUrl,
      schema: addClassifiedBodies[t.key],
      extraKeys: listingFields(t.key).map((field) => field.name),
    },
  ]),
) as { [K in ClassifiedTypeKey]: { apiUrl: string; schema: (typeof addClassifiedBodies)[K]; extraKeys: string[] } };

// ---- Answers ----

/** Every extra of every type, as stored: a post answers the ones of its type. */
export const ZClassifiedExtras = z
  .object(
    Object.fromEntries(ALL_LISTING_FIELDS.map((field) => [field.name, isBooleanField(field) ? z.boolean() : z.string()])) as {
      [K in ListingFieldName]: ListingFieldValues[K] extends boolean ? z.ZodBoolean : z.ZodString;
    },
  )
  .partial();
export type ClassifiedExtras = z.infer<typeof ZClassifiedExtras>;

const ZCategoryRef = z.object({ _id: z.string(), category_en: z.string() });
const ZCurrencyDetails = z.object({ currency_symbol: z.string().nullable(), currency_code: z.string().nullable() });

const ZClassifiedBase = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  mobile: z.string(),
  image_url: z.string().nullable(),
  active: z.boolean(),
  user_id: ZUserRef,
  category_id: ZCategoryRef,
  currencyDetails: ZCurrencyDetails,
  createdAt: ZDateTime,
});

export const ZClassifiedListItem = ZClassifiedBase.extend({ country_id: z.string() });
export type ClassifiedListItem = z.infer<typeof ZClassifiedListItem>;
export const ZClassifiedList = z.object({ classifieds: z.array(ZClassifiedListItem), isNext: z.boolean(), ...ZListTotal });
export type ClassifiedList = z.infer<typeof ZClassifiedList>;

/** One post with every field of its type; references populated with their names. */
export const ZClassifiedDetail = ZClassifiedBase.extend({
  address: z.string(),
  country_id: z.object({ _id: z.string(), country_english: z.string() }),
  district_id: z.object({ _id: z.string(), district_en: z.string(), district_ar: z.string() }),
  area_id: z.object({ _id: z.string(), area_en: z.string(), area_ar: z.string() }).nullable(),
  sub_category_id: z.object({ _id: z.string(), sub_category_en: z.string() }).nullable(),
  media: z.array(z.object({ url: z.string(), type: z.enum(MEDIA_TYPES) })),
  classifiedType: z.enum(CLASSIFIED_TYPE_KEYS).nullable(),
  updatedAt: ZDateTime,
  ...ZClassifiedExtras.shape,
});
export type ClassifiedDetail = z.infer<typeof ZClassifiedDetail>;

export const ZClassifiedAdded = z.object({ classifiedAdded: ZClassifiedDetail });

// ---- Requests ----

/** The columns the classifieds list sorts by: date, title, price, status (allowed or not). */
export const CLASSIFIED_LIST_SORTS = ['createdAt', 'title', 'price', 'status'] as const;

export const ZClassifiedListQuery = ZPageQuery.extend({
  country_id: ZCountryCode(c.countryRequired).default(DEFAULT_COUNTRY),
  textSearch: ZSearchText,
  category_id: optionalId,
  // the console's sort, filters and count (all optional; newest first without a sort).
  sort: sortParam(CLASSIFIED_LIST_SORTS),
  order: ZSortOrder,
  /** true: only allowed (shown) posts; false: only disallowed ones. */
  active: booleanFilter(),
  minPrice: ZPriceFilter,
  maxPrice: ZPriceFilter,
  ...ZCreatedRange,
  withTotal: ZWithTotal,
})
  .refine(dayRangeInOrder, dayRangeIssue)
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: messages.listQuery.priceRangeInvalid,
  });
export type ClassifiedListQuery = z.infer<typeof ZClassifiedListQuery>;

export const ZClassifiedDetailQuery = z.object({
  classified_id: requiredId(c.idRequired),
  // Sent by the apps; the post's own country decides its currency, so it filters nothing.
  country_id: z.string().max(64).optional(),
});

export const ZAllowClassifiedRequest = z.object({
  classified_id: requiredId(c.idRequired),
  active: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: c.activeRequired }),
  /** Disallowing records a strike on the seller with this reason and note. */
  ...strikeReasonFields,
});
export type AllowClassifiedRequest = z.infer<typeof ZAllowClassifiedRequest>;

// ---- Routes (staff only; dataentry may list, read, add and moderate posts) ----

const tag = 'classifieds';

export const getClassifiedsByAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/classifieds/get-classifieds-by-admin',
  access: STAFF_ROLES,
  tag,
  summary: "A country's posts (KW by default), newest first, optionally of one category and matching a text",
  query: ZClassifiedListQuery,
  response: ZClassifiedList,
});

export const getClassifiedRoute = defineRoute({
  method: 'GET',
  path: '/api/classifieds/get-aclassified',
  access: STAFF_ROLES,
  tag,
  summary: 'One post with every field of its type',
  query: ZClassifiedDetailQuery,
  response: ZClassifiedDetail,
});

export const allowClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/classifieds/allow-ordisallow',
  access: STAFF_ROLES,
  tag,
  summary: 'Allow (active: true) or disallow a post; answers the updated post',
  body: ZAllowClassifiedRequest,
  response: ZClassifiedDetail,
});

function addClassifiedRoute<K extends ClassifiedTypeKey>(key: K) {
  const type = CLASSIFIED_TYPES.find((t) => t.key === key);
  if (!type) throw new Error(`unknown classified type ${key}`);
  return defineRoute({
    method: 'POST',
    path: `/api/classifieds/${type.apiUrl}`,
    access: STAFF_ROLES,
    tag,
    summary: `Add a ${type.name} post (its category must be of this type); answers 201 {classifiedAdded}`,
    body: addClassifiedBodies[key],
    response: ZClassifiedAdded,
    status: 201,
  });
}

/** The add endpoint of one type (of any type when K is the union). */
export type AddClassifiedRoute<K extends ClassifiedTypeKey = ClassifiedTypeKey> = Omit<ReturnType<typeof addClassifiedRoute>, 'body'> & {
  body: (typeof addClassifiedBodies)[K];
};

/** The twelve add endpoints, by classified type. */
export const addClassifiedRoutes = Object.fromEntries(CLASSIFIED_TYPE_KEYS.map((k) => [k, addClassifiedRoute(k)])) as {
  [K in ClassifiedTypeKey]: AddClassifiedRoute<K>;
};
