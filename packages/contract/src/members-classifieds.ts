import { z } from 'zod';
import { normalizeNumberText } from './digits';
import {
  addClassifiedBodies,
  classifiedForms,
  optionalListingFieldSchema,
  ZAddClassifiedCommon,
  ZClassifiedDetail,
  type ClassifiedExtras,
} from './classifieds';
import { CLASSIFIED_TYPE_KEYS, type ClassifiedTypeKey } from './constants';
import { ZCategory } from './categories';
import { ALL_LISTING_FIELDS, FIRST_CAR_YEAR, type NumberField, type TextField } from './listing-fields';
import { isUuid, optionalId, ZDateTime } from './common';
import { messages } from './messages';
import { hasNoNul, ZCountryCode } from './regions';
import { ZCursorQuery, ZNextCursor, ZRatingSummary } from './members-common';

/**
 * Buying and selling on the members' API. A listing's fields and their messages are
 * the console's add forms' (classifieds.ts): the per-type schemas are reused here, never restated.
 */

const m = messages.members.classifieds;

// ---- What only the owner and staff read ----

/**
 * A listing's precise address: the free-text `address` and the property fields that pin one flat.
 * Staff and the listing's owner read them; the members' API and the public pages never send them
 * to anyone else, who see the area and district only (docs/security.md, "A listing's private fields").
 */
export const PRECISE_ADDRESS_FIELDS = ['address', 'street', 'buildingNo', 'floor', 'flatNo', 'blockNo'] as const;
/** The precise address and the seller's typed mobile (never verified, so never shown to buyers). */
export const OWNER_ONLY_LISTING_FIELDS = [...PRECISE_ADDRESS_FIELDS, 'mobile'] as const;
export type OwnerOnlyListingField = (typeof OWNER_ONLY_LISTING_FIELDS)[number];
type PreciseExtra = Exclude<(typeof PRECISE_ADDRESS_FIELDS)[number], 'address'>;
const isPrecise = (name: string): name is PreciseExtra => (PRECISE_ADDRESS_FIELDS as readonly string[]).includes(name) && name !== 'address';

/** The free-text address as a member may give it: optional (a seller need not say where they live), kept as '' when left out. */
const memberAddressText = z
  .string({ error: messages.classified.addressRequired })
  .trim()
  .max(500, messages.classified.textTooLong)
  .refine(hasNoNul, messages.generic.invalidInput);
const ZMemberAddress = memberAddressText.nullish().transform((v) => v ?? '');

/** The property fields of the precise address, optional on the members' side with the add form's limits and messages. */
const optionalPrecise = Object.fromEntries(
  ALL_LISTING_FIELDS.filter((field): field is TextField | NumberField => (field.kind === 'text' || field.kind === 'number') && isPrecise(field.name)).map(
    (field) => [field.name, optionalListingFieldSchema(field)],
  ),
) as Record<PreciseExtra, z.ZodType<string | undefined, unknown>>;
const sellerAddress = { address: ZMemberAddress };

// ---- Creating: the add form of the listing's type, chosen by `type` ----

/**
 * One type's add body with `type` naming it. The owner is always the caller: the console's
 * `user_id` (post for another user) is left out, so one sent anyway is dropped unread.
 */
function createBody<K extends ClassifiedTypeKey, S extends z.ZodRawShape>(key: K, shape: S) {
  return z.object({ type: z.literal(key) }).extend(shape);
}
const own = { user_id: true } as const;
const b = addClassifiedBodies;

export const ZCreateClassifiedRequest = z.discriminatedUnion(
  'type',
  [
    createBody('services', b.services.omit(own).extend(sellerAddress).shape),
    createBody('animals-pets', b['animals-pets'].omit(own).extend(sellerAddress).shape),
    createBody('men-clothing', b['men-clothing'].omit(own).extend(sellerAddress).shape),
    createBody('women-clothing', b['women-clothing'].omit(own).extend(sellerAddress).shape),
    createBody('fashion-beauty', b['fashion-beauty'].omit(own).extend(sellerAddress).shape),
    createBody('food', b.food.omit(own).extend(sellerAddress).shape),
    createBody('buy-sell', b['buy-sell'].omit(own).extend(sellerAddress).shape),
    createBody('jobs', b.jobs.omit(own).extend(sellerAddress).shape),
    createBody('property', b.property.omit(own).extend({ ...sellerAddress, ...optionalPrecise }).shape),
    createBody('boat', b.boat.omit(own).extend(sellerAddress).shape),
    createBody('bike', b.bike.omit(own).extend(sellerAddress).shape),
    createBody('automotive', b.automotive.omit(own).extend(sellerAddress).shape),
  ],
  { error: m.typeRequired },
);
export type CreateClassifiedRequest = z.output<typeof ZCreateClassifiedRequest>;

// ---- Editing: any field of the listing's type, each checked as its add form checks it ----

/** The schema of a field as its add form reads it, without the form's default (absent means "leave it"). */
function withoutDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.removeDefault() as z.ZodType) : schema;
}

/** A field the add form may leave out, which an edit clears with null; other values keep the form's message. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.union([z.null(), schema], {
    error: (issue) => (issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined),
  });
}

/** Every type's extra field, once each (property and automotive share leaseType). */
export const CLASSIFIED_EXTRA_KEYS = ALL_LISTING_FIELDS.map((field) => field.name);

/** The add form's schema of an extra field, from the first type that has it. */
function extraSchema(key: string): z.ZodType {
  const type = CLASSIFIED_TYPE_KEYS.find((t) => classifiedForms[t].extraKeys.includes(key));
  const shape: Record<string, z.ZodType> = type ? addClassifiedBodies[type].shape : {};
  const schema = shape[key];
  if (!schema) throw new Error(`no schema for the extra field ${key}`);
  return withoutDefault(schema);
}

const optionalInForm = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** Every extra as one optional field; ZClassifiedExtras lists them all with their stored types (a test holds the two equal). */
type ExtraFields<Extra> = { [K in keyof ClassifiedExtras]-?: z.ZodOptional<z.ZodType<ClassifiedExtras[K] | Extra, unknown>> };

const extraEdits = Object.fromEntries(
  CLASSIFIED_EXTRA_KEYS.map((key) => {
    const schema = isPrecise(key) ? optionalPrecise[key] : extraSchema(key);
    return [key, (optionalInForm(schema) ? clearable(schema) : schema).optional()];
  }),
) as ExtraFields<null>;

const common = ZAddClassifiedCommon.shape;
/**
 * A partial edit: only the fields sent change. Optional fields (area, sub-category, bathrooms,
 * building age, the thumbnail) are cleared with null. Extras must be of the listing's type.
 */
export const ZUpdateClassifiedRequest = z
  .object({
    country_id: common.country_id.optional(),
    district_id: common.district_id.optional(),
    area_id: clearable(common.area_id).optional(),
    // null clears it, as the sell form may leave it out.
    address: clearable(memberAddressText).optional(),
    title: common.title.optional(),
    description: common.description.optional(),
    mobile: common.mobile.optional(),
    price: common.price.optional(),
    category_id: common.category_id.optional(),
    sub_category_id: clearable(common.sub_category_id).optional(),
    media: common.media.optional(),
    image_url: clearable(common.image_url).optional(),
  })
  .extend(extraEdits);
export type UpdateClassifiedRequest = z.output<typeof ZUpdateClassifiedRequest>;

// ---- Answers ----

const ZListingState = {
  allowed: z.boolean(),
  sold: z.boolean(),
  favouritedByMe: z.boolean(),
  /** Staff featured it, now: a "featured" label, first in its category's newest. */
  featured: z.boolean(),
  /** Held for a buyer whose offer the seller accepted, now (members-offers.ts). */
  reserved: z.boolean(),
  /** The end of its lifetime; past it the listing is its owner's alone until renewed. */
  expiresAt: ZDateTime,
  /** When its owner may bump it next; null when they may now. */
  nextBumpAt: ZDateTime.nullable(),
  /** The seller's average and count of visible ratings (members-ratings.ts); absent while they have none. */
  sellerRating: ZRatingSummary.optional(),
};

/** A listing in a list: what a card shows; the full fields come with the listing itself. */
export const ZMemberClassifiedItem = ZClassifiedDetail.pick({
  _id: true,
  title: true,
  price: true,
  image_url: true,
  media: true,
  classifiedType: true,
  user_id: true,
  category_id: true,
  sub_category_id: true,
  country_id: true,
  district_id: true,
  area_id: true,
  currencyDetails: true,
  createdAt: true,
}).extend(ZListingState);
export type MemberClassifiedItem = z.infer<typeof ZMemberClassifiedItem>;

/** What buyers did with a listing, for its seller: views (one a viewer a day), taps on Call and WhatsApp, conversations started, favourites. */
export const ZListingStats = z.object({
  views: z.number().int().min(0),
  calls: z.number().int().min(0),
  whatsapp: z.number().int().min(0),
  chats: z.number().int().min(0),
  favourites: z.number().int().min(0),
});
export type ListingStats = z.infer<typeof ZListingStats>;

/**
 * One listing with every field of its type, as the console shows it, and the member's view of it.
 * `mobile` and the precise address (OWNER_ONLY_LISTING_FIELDS) come to the listing's owner only.
 * `sellerPhone`: the seller's verified number (E.164) when they chose to show it, else null;
 * `stats`: for the owner only (null for everyone else).
 */
export const ZMemberClassifiedDetail = ZClassifiedDetail.extend({
  ...ZListingState,
  soldAt: ZDateTime.nullable(),
  /** Until when it is held for a buyer; null when not reserved now. */
  reservedUntil: ZDateTime.nullable(),
  /** Whether it is held for the caller. */
  reservedForMe: z.boolean(),
  mobile: z.string().optional(),
  address: z.string().optional(),
  sellerPhone: z.string().nullable(),
  stats: ZListingStats.nullable(),
});
export type MemberClassifiedDetail = z.infer<typeof ZMemberClassifiedDetail>;

export const ZMemberClassifiedList = z.object({ classifieds: z.array(ZMemberClassifiedItem), nextCursor: ZNextCursor });
export type MemberClassifiedList = z.infer<typeof ZMemberClassifiedList>;

/** The seller's own listings, each with its statistics. */
export const ZMyClassifiedItem = ZMemberClassifiedItem.extend({ stats: ZListingStats });
export type MyClassifiedItem = z.infer<typeof ZMyClassifiedItem>;
export const ZMyClassifiedList = z.object({ classifieds: z.array(ZMyClassifiedItem), nextCursor: ZNextCursor });
export type MyClassifiedList = z.infer<typeof ZMyClassifiedList>;

// ---- Contact taps ----

export const CONTACT_KINDS = ['call', 'whatsapp'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const ZContactEventRequest = z.object({ kind: z.enum(CONTACT_KINDS, { error: messages.members.account.contactKindInvalid }) });
export type ContactEventRequest = z.infer<typeof ZContactEventRequest>;
/** `counted`: false for the seller's own taps, which their statistics leave out. */
export const ZContactEventAnswer = z.object({ counted: z.boolean() });

// ---- Searching ----

/**
 * `relevance` is the default when there is text to match: the newest 100 matches, best match first
 * (title, then what and where, then description), then the older matches newest first; `newest` otherwise.
 */
export const CLASSIFIED_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ClassifiedSort = (typeof CLASSIFIED_SORTS)[number];

/** A filter id: a UUID or nothing (junk would only ever match nothing). */
const filterId = optionalId.refine((v) => v === undefined || isUuid(v), messages.members.common.idInvalid);

/** An amount as the price column holds it (numeric(14,3)), kept as text to compare exactly. */
const amount = z
  .string({ error: m.priceFilterInvalid })
  .overwrite(normalizeNumberText)
  .regex(/^\d{1,11}(\.\d{1,3})?$/, m.priceFilterInvalid)
  .optional();

/**
 * Each type's own fields as filters, read by the add forms' schemas so they match what was stored;
 * not the precise address, which a filter would let anyone test listing by listing.
 */
const extraFilters = Object.fromEntries(CLASSIFIED_EXTRA_KEYS.filter((key) => !isPrecise(key)).map((key) => [key, extraSchema(key).optional()])) as Omit<
  ExtraFields<never>,
  PreciseExtra
>;

/** A whole number filter (a year, kilometres, square metres) within `max` digits and the limits, as the stored digits are compared. */
const wholeNumber = (message: string, maxDigits: number, inRange: (value: number) => boolean = () => true) =>
  z
    .string({ error: message })
    .overwrite(normalizeNumberText)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)
    .refine((v) => inRange(Number(v)), message)
    .optional();
const filterYear = wholeNumber(m.yearFilterInvalid, 4, (year) => year >= FIRST_CAR_YEAR && year <= new Date().getUTCFullYear() + 1);
const inOrder = (min: string | undefined, max: string | undefined) => min === undefined || max === undefined || Number(min) <= Number(max);

/**
 * The ranges buyers narrow cars and flats by (ours): model years, most kilometres, size in m².
 * Each compares the field as a number; a listing without the field is left out once it is asked for.
 */
export const RANGE_FILTERS = {
  year_min: { field: 'year', compare: '>=' },
  year_max: { field: 'year', compare: '<=' },
  mileage_max: { field: 'mileage', compare: '<=' },
  size_min: { field: 'size', compare: '>=' },
  size_max: { field: 'size', compare: '<=' },
} as const;
export type RangeFilter = keyof typeof RANGE_FILTERS;

export const ZClassifiedSearchQuery = ZCursorQuery.extend({
  q: z
    .string({ error: m.searchTooLong })
    .max(200, m.searchTooLong)
    .optional()
    .transform((s) => s?.replaceAll('\0', '').trim() || undefined),
  category_id: filterId,
  sub_category_id: filterId,
  country_id: ZCountryCode(messages.region.countryNotFound).optional(),
  district_id: filterId,
  area_id: filterId,
  price_min: amount,
  price_max: amount,
  year_min: filterYear,
  year_max: filterYear,
  mileage_max: wholeNumber(m.mileageFilterInvalid, 7),
  size_min: wholeNumber(m.sizeFilterInvalid, 6),
  size_max: wholeNumber(m.sizeFilterInvalid, 6),
  sort: z.enum(CLASSIFIED_SORTS, { error: m.sortInvalid }).optional(),
  /** `false`: the page without its counts, for a client that already shows them (a new sort of the same search). */
  facets: z.enum(['true', 'false'], { error: m.facetsFlagInvalid }).optional(),
})
  .extend(extraFilters)
  .refine((q) => q.price_min === undefined || q.price_max === undefined || Number(q.price_min) <= Number(q.price_max), {
    message: m.priceRangeInvalid,
    path: ['price_max'],
  })
  .refine((q) => inOrder(q.year_min, q.year_max), { message: m.yearRangeInvalid, path: ['year_max'] })
  .refine((q) => inOrder(q.size_min, q.size_max), { message: m.sizeRangeInvalid, path: ['size_max'] });
export type ClassifiedSearchQuery = z.output<typeof ZClassifiedSearchQuery>;

/** The order a search answers in: relevance needs text to be relevant to, so without text (and by default) the newest come first. */
export function searchSort(query: Pick<ClassifiedSearchQuery, 'q' | 'sort'>): ClassifiedSort {
  const sort = query.sort ?? 'relevance';
  return sort === 'relevance' && !query.q ? 'newest' : sort;
}

/** How many listings of the search have this value (a category, a district, a model...); `name` where the value is a record with names. */
export const ZFacetCount = z.object({
  value: z.string(),
  count: z.number().int().min(0),
  name: z.object({ en: z.string(), ar: z.string() }).nullable(),
});
export type FacetCount = z.infer<typeof ZFacetCount>;

/** A price band: `min` inclusive, `max` exclusive, null for no upper end; amounts as the price filters take them. */
export const ZPriceBand = z.object({ min: z.string(), max: z.string().nullable(), count: z.number().int().min(0) });
export type PriceBand = z.infer<typeof ZPriceBand>;

/**
 * Counts over every listing the search finds, for the filters the member has not set: a set filter
 * answers an empty list. `fields` has the category's own fields (model, rooms, leaseType...) once a
 * category is chosen. `capped`: the search found more than `total` listings and the counts are over
 * the first `total` found (the apps show them as "at least"), which keeps a common word's counts as
 * quick as a rare one's.
 */
export const ZSearchFacets = z.object({
  total: z.number().int().min(0),
  capped: z.boolean(),
  category_id: z.array(ZFacetCount),
  district_id: z.array(ZFacetCount),
  price: z.array(ZPriceBand),
  fields: z.record(z.string(), z.array(ZFacetCount)),
});
export type SearchFacets = z.infer<typeof ZSearchFacets>;

/**
 * A spelling the listings use, one letter from what was typed. `applied`: the text as typed found
 * nothing, so these results are the suggestion's; otherwise it is only offered.
 */
export const ZSpelling = z.object({ suggestion: z.string(), applied: z.boolean() });
export type Spelling = z.infer<typeof ZSpelling>;

/**
 * A page of the search. `facets` and `spelling` come with the first page only (null after, and
 * facets null when asked not to count);
 * `terms` are the lexemes the text matched (search-text.ts wordMatches marks them in a title).
 */
export const ZClassifiedSearchResult = ZMemberClassifiedList.extend({
  facets: ZSearchFacets.nullable(),
  spelling: ZSpelling.nullable(),
  terms: z.array(z.string()),
});
export type ClassifiedSearchResult = z.infer<typeof ZClassifiedSearchResult>;

// ---- Categories in order of use ----

export const ZMemberCategoriesQuery = z.object({ country_id: ZCountryCode(messages.region.countryNotFound).optional() });
/** A category with how many listings it has on sale (in the country asked, else everywhere). */
export const ZMemberCategory = ZCategory.extend({ listingsOnSale: z.number().int().min(0) });
export type MemberCategory = z.infer<typeof ZMemberCategory>;
export const ZMemberCategoryList = z.object({ categories: z.array(ZMemberCategory) });
export type MemberCategoryList = z.infer<typeof ZMemberCategoryList>;

// ---- Completions ----

export const SUGGESTION_LIMIT = 8;

export const ZSuggestQuery = z.object({
  q: z
    .string({ error: m.suggestTextInvalid })
    .max(100, m.suggestTextInvalid)
    .transform((s) => s.replaceAll('\0', '').trim()),
});

/**
 * A completion of what is being typed, in the script it is typed in: the whole text with its last
 * word completed (`word`), or a category or place to search in, with its id as the filter takes it.
 */
export const ZSuggestion = z.object({
  text: z.string(),
  kind: z.enum(['word', 'category', 'district', 'area']),
  id: z.string().nullable(),
});
export type Suggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestions = z.object({ suggestions: z.array(ZSuggestion).max(SUGGESTION_LIMIT) });
export type Suggestions = z.infer<typeof ZSuggestions>;
