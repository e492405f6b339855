import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelectBase, PgSelectDynamic, SelectedFields } from 'drizzle-orm/pg-core';
import {
  classifiedForms,
  ZClassifiedExtras,
  type AddClassifiedCommon,
  type ClassifiedDetail,
  type ClassifiedExtras,
  type CLASSIFIED_LIST_SORTS,
  type ClassifiedListQuery,
} from '@souq/contract/classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { categories, subCategories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { areas, countries, districts } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { createdBetween } from '../../lib/created-between';
import { chosenSort, sortedPage } from '../../lib/sorted-page';

const p = classifiedPosts;

// ---- The list ----

/**
 * Every word of the text, in any order and spelling, in the listing's title, description or names:
 * the members' search (listing-search), on index classified_posts_search_doc. The query is a
 * scalar subquery so it is built once per statement, never per row.
 */
export const classifiedSearch = (text: string): SQL => sql`${p.searchDoc} @@ (select souq_search_query(${text}))`;

/**
 * The classifieds list's filter on the posts table alone: the list, its bulk actions on "all
 * matching" and its export all read the same rows.
 */
export function classifiedListWhere(input: Omit<ClassifiedListQuery, 'page' | 'itemsPerPage'>): SQL | undefined {
  return and(
    eq(p.countryId, input.country_id),
    input.category_id ? (isUuid(input.category_id) ? eq(p.categoryId, input.category_id) : sql`false`) : undefined,
    input.textSearch ? classifiedSearch(input.textSearch) : undefined,
    // The console's list filters.
    input.active === undefined ? undefined : eq(p.active, input.active),
    input.minPrice === undefined ? undefined : gte(p.price, String(input.minPrice)),
    input.maxPrice === undefined ? undefined : lte(p.price, String(input.maxPrice)),
    ...createdBetween(p.createdAt, input),
  );
}

/**
 * How the classifieds list sorts. Date rides `classified_posts_country_created` and price
 * `classified_posts_country_price` (country first, as every list is of one country); title and
 * status have no index of their own (docs/performance.md).
 */
const CLASSIFIED_SORT_KEYS = {
  createdAt: [p.createdAt, p.id],
  title: [p.title, p.id],
  price: [p.price, p.id],
  status: [p.active, p.createdAt, p.id],
} satisfies Record<(typeof CLASSIFIED_LIST_SORTS)[number], unknown>;

/** A listing's seller and category, as every list of listings names them. */
const sellerAndCategory = {
  userId: users.id,
  userName: users.name,
  userPhoto: users.photo,
  categoryId: categories.id,
  categoryEn: categories.categoryEn,
};

/** The page's statement, kept apart so the tests can read its plan with EXPLAIN. */
export function classifiedListQuery(db: Tx, input: ClassifiedListQuery) {
  const orderBy = chosenSort(CLASSIFIED_SORT_KEYS, 'createdAt', input, ['createdAt']);
  const page = sortedPage(db, p, classifiedListWhere(input), orderBy, input.page, input.itemsPerPage);
  return db
    .select({
      _id: p.id,
      title: p.title,
      description: p.description,
      price: p.price,
      mobile: p.mobile,
      image_url: p.imageUrl,
      active: p.active,
      country_id: p.countryId,
      createdAt: p.createdAt,
      ...sellerAndCategory,
    })
    .from(p)
    .innerJoin(page.ids, page.on)
    .innerJoin(users, eq(users.id, p.userId))
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .orderBy(...page.orderBy);
}

// ---- A listing and what it points at ----

/**
 * A listing with the names of what it points at, as every audience reads it: the console's page
 * of one post adds the full text and the type's own fields, the members' cards what the caller
 * did to it.
 */
export const classifiedColumns = {
  id: p.id,
  title: p.title,
  price: p.price,
  imageUrl: p.imageUrl,
  media: p.media,
  active: p.active,
  createdAt: p.createdAt,
  ...sellerAndCategory,
  classifiedType: categories.classifiedType,
  subCategoryId: subCategories.id,
  subCategoryEn: subCategories.subCategoryEn,
  countryId: countries.id,
  countryEnglish: countries.countryEnglish,
  currencySymbol: countries.currencySymbol,
  currencyCode: countries.currencyCode,
  districtId: districts.id,
  districtEn: districts.districtEn,
  districtAr: districts.districtAr,
  areaId: areas.id,
  areaEn: areas.areaEn,
  areaAr: areas.areaAr,
};

/** What the joins of selectClassifiedsWith make of each table's columns: an area and a sub-category are optional. */
type ReferencesJoined = Record<(typeof p | typeof users | typeof categories | typeof countries | typeof districts)['_']['name'], 'not-null'> &
  Record<(typeof areas | typeof subCategories)['_']['name'], 'nullable'>;

/** Listings joined to what they point at, reading `columns`: classifiedColumns and what the audience adds. */
export function selectClassifiedsWith<Columns extends SelectedFields>(
  db: Tx,
  columns: Columns,
): PgSelectDynamic<PgSelectBase<typeof p._.name, Columns, 'partial', ReferencesJoined>>;
// TypeScript cannot follow drizzle's join types over columns not yet known: the signature above
// states what the joins make, this one builds them over any columns.
export function selectClassifiedsWith(db: Tx, columns: SelectedFields) {
  return db
    .select(columns)
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .innerJoin(countries, eq(countries.id, p.countryId))
    .innerJoin(districts, eq(districts.id, p.districtId))
    .leftJoin(areas, eq(areas.id, p.areaId))
    .leftJoin(subCategories, eq(subCategories.id, p.subCategoryId))
    .$dynamic();
}
type ClassifiedRow = Awaited<ReturnType<typeof selectClassifiedsWith<typeof classifiedColumns>>>[number];

/** What a listing points at, named, as every audience's answer carries it. */
export function referencesOf(row: ClassifiedRow) {
  return {
    user_id: { _id: row.userId, name: row.userName, photo: row.userPhoto },
    category_id: { _id: row.categoryId, category_en: row.categoryEn },
    sub_category_id: row.subCategoryId !== null && row.subCategoryEn !== null ? { _id: row.subCategoryId, sub_category_en: row.subCategoryEn } : null,
    country_id: { _id: row.countryId, country_english: row.countryEnglish },
    district_id: { _id: row.districtId, district_en: row.districtEn, district_ar: row.districtAr },
    area_id: row.areaId !== null && row.areaEn !== null && row.areaAr !== null ? { _id: row.areaId, area_en: row.areaEn, area_ar: row.areaAr } : null,
    currencyDetails: { currency_symbol: row.currencySymbol, currency_code: row.currencyCode },
  };
}

// ---- One post ----

function selectDetails(db: Tx) {
  return selectClassifiedsWith(db, {
    ...classifiedColumns,
    description: p.description,
    mobile: p.mobile,
    address: p.address,
    details: p.details,
    updatedAt: p.updatedAt,
  });
}
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

const extraSchemas = ZClassifiedExtras.shape;
const isExtraKey = (key: string): key is keyof ClassifiedExtras => key in extraSchemas;

/**
 * The type's extras from the `details` column. Rows written by other hands (imports, old seeds)
 * may hold keys of another type or values of the wrong shape: those are left out rather than
 * failing the whole answer.
 */
function extrasOf(details: Record<string, unknown>, type: DetailRow['classifiedType']): ClassifiedExtras {
  const keys = type ? classifiedForms[type].extraKeys : Object.keys(details);
  const extras: Record<string, unknown> = {};
  for (const key of keys) {
    if (!isExtraKey(key)) continue;
    const parsed = extraSchemas[key].safeParse(details[key]);
    if (parsed.success && parsed.data !== undefined) extras[key] = parsed.data;
  }
  return extras as ClassifiedExtras;
}

function toDetail(row: DetailRow): ClassifiedDetail {
  return {
    ...extrasOf(row.details, row.classifiedType),
    _id: row.id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    mobile: row.mobile,
    address: row.address,
    image_url: row.imageUrl,
    media: row.media,
    active: row.active,
    ...referencesOf(row),
    classifiedType: row.classifiedType,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One post with its references' names; undefined when the id names no post. */
export async function findClassified(db: Tx, id: string): Promise<ClassifiedDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectDetails(db).where(eq(p.id, id)).limit(1);
  return row && toDetail(row);
}

export async function getClassified(db: Tx, id: string): Promise<ClassifiedDetail> {
  const post = await findClassified(db, id);
  if (!post) throw notFound(messages.classified.notFound);
  return post;
}

// ---- Writing ----

/** A checked add body of any type, whoever it is for (the owner is given apart). */
type ListingInput = Omit<AddClassifiedCommon, 'user_id'>;

/** The type's own fields of an add body, kept in `details`. */
function extraFieldsOf(type: ClassifiedTypeKey, input: ListingInput): Record<string, unknown> {
  const body: Record<string, unknown> = input;
  const extras: Record<string, unknown> = {};
  for (const key of classifiedForms[type].extraKeys) {
    if (body[key] !== undefined) extras[key] = body[key];
  }
  return extras;
}

/**
 * The row a checked add body makes, for the console's add and a member's listing alike: the
 * common fields in columns, the type's own in `details`, the first picture as the thumbnail.
 */
export function listingRow(type: ClassifiedTypeKey, input: ListingInput, userId: string): typeof classifiedPosts.$inferInsert {
  return {
    userId,
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id ?? null,
    title: input.title,
    description: input.description,
    price: input.price,
    mobile: input.mobile,
    address: input.address,
    countryId: input.country_id,
    districtId: input.district_id,
    areaId: input.area_id ?? null,
    imageUrl: input.image_url || input.media[0]?.url || null,
    media: input.media,
    details: extraFieldsOf(type, input),
  };
}
