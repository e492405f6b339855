import { eq } from 'drizzle-orm';
import {
  classifiedForms,
  type AddClassifiedBody,
  type AddClassifiedCommon,
  type AllowClassifiedRequest,
  type ClassifiedDetail,
  type ClassifiedList,
  type ClassifiedListQuery,
} from '@souq/contract/classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { countries } from '../../db/schema/regions';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import { checkReferences } from './classified-references';
import { classifiedListQuery, classifiedListWhere, getClassified } from './classifieds.queries';
import { totalIf } from '../../lib/list-total';

async function currencyOf(db: Db, countryId: string) {
  const [country] = await db
    .select({ currency_symbol: countries.currencySymbol, currency_code: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!country) throw notFound(messages.region.countryNotFound);
  return country;
}

async function assertCategory(db: Db, categoryId: string): Promise<void> {
  const found = isUuid(categoryId)
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1)
    : [];
  if (found.length === 0) throw notFound(messages.category.notFound);
}

/**
 * A page of a country's posts, newest first (created_at, then id, so equal times keep one order
 * across pages). isNext comes from reading one row more than the page, never from a count.
 */
export async function listClassifieds(db: Db, input: ClassifiedListQuery): Promise<ClassifiedList> {
  const currencyDetails = await currencyOf(db, input.country_id);
  if (input.category_id) await assertCategory(db, input.category_id);
  const [found, total] = await Promise.all([
    classifiedListQuery(db, input),
    totalIf(input.withTotal, db, classifiedPosts, classifiedListWhere(input)),
  ]);
  const { rows, isNext } = pageOf(found, input);
  return {
    ...total,
    classifieds: rows.map(({ userId, userName, userPhoto, categoryId, categoryEn, price, ...row }) => ({
      ...row,
      price: Number(price),
      user_id: { _id: userId, name: userName, photo: userPhoto },
      category_id: { _id: categoryId, category_en: categoryEn },
      currencyDetails,
    })),
    isNext,
  };
}

/** Allows (shows) or disallows (hides) a post; answers the updated post for the console's local copy. */
export async function allowClassified(db: Db, actorId: string, input: AllowClassifiedRequest): Promise<ClassifiedDetail> {
  if (!isUuid(input.classified_id)) throw notFound(messages.classified.notFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: classifiedPosts.id, active: classifiedPosts.active })
      .from(classifiedPosts)
      .where(eq(classifiedPosts.id, input.classified_id))
      .for('update');
    if (!before) throw notFound(messages.classified.notFound);
    await tx.update(classifiedPosts).set({ active: input.active, updatedAt: new Date() }).where(eq(classifiedPosts.id, before.id));
    await recordAudit(tx, {
      actorId,
      action: input.active ? 'classified.allow' : 'classified.disallow',
      recordType: 'classified',
      recordId: before.id,
      before: { active: before.active },
      after: { active: input.active },
    });
    return getClassified(tx, before.id);
  });
}

/** The type's extra fields of a checked body, for the `details` column. */
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

/**
 * Creates a post of one type for the staff member (or the user named in the body), after the
 * contract checked its fields and checkReferences its references; audited in the same transaction.
 */
export async function addClassified(db: Db, actorId: string, type: ClassifiedTypeKey, input: AddClassifiedBody) {
  return db.transaction(async (tx) => {
    const { userId } = await checkReferences(tx, type, input, actorId);
    const [row] = await tx
      .insert(classifiedPosts)
      .values(listingRow(type, input, userId))
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, { actorId, action: 'classified.create', recordType: 'classified', recordId: row.id, after: row });
    return { classifiedAdded: await getClassified(tx, row.id) };
  });
}
