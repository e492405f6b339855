import { asc, eq, sql } from 'drizzle-orm';
import type { AddCategoryRequest, Category, EditCategoryRequest } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { categories, dropdownValues, subCategories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { likePattern } from '../../lib/search';
import { isForeignKeyViolation } from '../../lib/database-errors';

const m = messages.category;

const categoryColumns = {
  _id: categories.id,
  category_en: categories.categoryEn,
  category_ar: categories.categoryAr,
  category_image: categories.categoryImage,
  classifiedType: categories.classifiedType,
  lifetime_days: categories.lifetimeDays,
};

/** The same expression as the trigram index `categories_name_trgm`, so searches use it. */
export const categoryNameSearch = (text: string) => sql`(${categories.categoryEn} || ' ' || ${categories.categoryAr}) ILIKE ${likePattern(text)}`;

export async function listCategories(db: Db, input: { textSearch?: string }): Promise<{ categories: Category[] }> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(input.textSearch ? categoryNameSearch(input.textSearch) : undefined)
    .orderBy(asc(categories.createdAt), asc(sql`lower(${categories.categoryEn})`), asc(categories.id));
  return { categories: rows };
}

/** The category, locked against concurrent writes until the transaction ends; undefined when unknown. */
async function lockCategory(tx: Tx, id: string): Promise<Category | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function addCategory(db: Db, actorId: string, input: AddCategoryRequest): Promise<Category> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ categoryEn: input.category_en, categoryAr: input.category_ar, categoryImage: input.category_image, lifetimeDays: input.lifetime_days })
      .returning(categoryColumns);
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, { actorId, action: 'category.create', recordType: 'category', recordId: row._id, after: row });
    return row;
  });
}

export async function editCategory(db: Db, actorId: string, input: EditCategoryRequest): Promise<Category> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, input.category_id);
    if (!before) throw notFound(m.notFound);
    const [after] = await tx
      .update(categories)
      .set({
        categoryEn: input.category_en,
        categoryAr: input.category_ar,
        // The console sends no image when the staff member did not pick a new one.
        categoryImage: input.category_image || before.category_image,
        // A new lifetime counts for renewals and new listings; running lifetimes keep their end.
        lifetimeDays: input.lifetime_days ?? before.lifetime_days,
      })
      .where(eq(categories.id, before._id))
      .returning(categoryColumns);
    if (!after) throw notFound(m.notFound);
    await recordAudit(tx, { actorId, action: 'category.edit', recordType: 'category', recordId: before._id, before, after });
    return after;
  });
}

/** Whether anything still points at the category; checked under the row lock, so nothing slips in. */
async function categoryInUse(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({
      used: sql<boolean>`exists (select 1 from ${subCategories} where ${subCategories.categoryId} = ${id})
        or exists (select 1 from ${dropdownValues} where ${dropdownValues.categoryId} = ${id})
        or exists (select 1 from ${classifiedPosts} where ${classifiedPosts.categoryId} = ${id})`,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.used === true;
}

export async function deleteCategory(db: Db, actorId: string, categoryId: string): Promise<{ message: string }> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockCategory(tx, categoryId);
      if (!before) throw notFound(m.notFound);
      if (await categoryInUse(tx, before._id)) throw conflict(m.inUse);
      await tx.delete(categories).where(eq(categories.id, before._id));
      await recordAudit(tx, { actorId, action: 'category.delete', recordType: 'category', recordId: before._id, before });
    });
  } catch (error) {
    // The foreign keys are the last word: a reference our check could not see still refuses.
    if (isForeignKeyViolation(error)) throw conflict(m.inUse);
    throw error;
  }
  return { message: messages.category.deleted };
}
