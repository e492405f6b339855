import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AddSubCategoryRequest, EditSubCategoryRequest, SubCategory } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { categories, dropdownValues, subCategories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { likePattern } from '../../lib/search';
import { isForeignKeyViolation } from '../../lib/database-errors';

const m = messages.subCategory;

const subCategoryColumns = {
  _id: subCategories.id,
  categoryId: subCategories.categoryId,
  categoryEn: categories.categoryEn,
  sub_category_en: subCategories.subCategoryEn,
  sub_category_ar: subCategories.subCategoryAr,
  sub_category_image: subCategories.subCategoryImage,
};

type SubCategoryRow = { [K in keyof typeof subCategoryColumns]: (typeof subCategoryColumns)[K]['_']['data'] };

function toSubCategory({ categoryId, categoryEn, ...row }: SubCategoryRow): SubCategory {
  return { ...row, category_id: { _id: categoryId, category_en: categoryEn } };
}

function selectSubCategories(db: Tx) {
  return db.select(subCategoryColumns).from(subCategories).innerJoin(categories, eq(categories.id, subCategories.categoryId));
}

async function categoryExists(db: Tx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

/** Sub-categories grouped under their parents in the category list's order, then by name. */
async function listSubCategories(db: Db, filters: SQL[]): Promise<{ subCategories: SubCategory[] }> {
  const rows = await selectSubCategories(db)
    .where(and(...filters))
    .orderBy(
      asc(categories.createdAt),
      asc(sql`lower(${categories.categoryEn})`),
      asc(categories.id),
      asc(sql`lower(${subCategories.subCategoryEn})`),
      asc(subCategories.id),
    );
  return { subCategories: rows.map(toSubCategory) };
}

export async function listSubCategoriesByAdmin(db: Db, input: { textSearch?: string; category_id?: string }) {
  const filters: SQL[] = [];
  if (input.category_id !== undefined) {
    if (!(await categoryExists(db, input.category_id))) throw notFound(messages.category.notFound);
    filters.push(eq(subCategories.categoryId, input.category_id));
  }
  if (input.textSearch) {
    // The same expression as the trigram index `sub_categories_name_trgm`.
    filters.push(sql`(${subCategories.subCategoryEn} || ' ' || ${subCategories.subCategoryAr}) ILIKE ${likePattern(input.textSearch)}`);
  }
  return listSubCategories(db, filters);
}

export async function listSubCategoriesOf(db: Db, categoryId: string) {
  if (!(await categoryExists(db, categoryId))) throw notFound(messages.category.notFound);
  return listSubCategories(db, [eq(subCategories.categoryId, categoryId)]);
}

async function findSubCategory(db: Tx, id: string): Promise<SubCategory | undefined> {
  const [row] = await selectSubCategories(db).where(eq(subCategories.id, id));
  return row && toSubCategory(row);
}

/** Runs a write that names a parent category: a parent deleted meanwhile is simply not found. */
async function withParent<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(messages.category.notFound);
    throw error;
  }
}

export async function addSubCategory(db: Db, actorId: string, input: AddSubCategoryRequest): Promise<SubCategory> {
  return withParent(() =>
    db.transaction(async (tx) => {
      if (!(await categoryExists(tx, input.category_id))) throw notFound(messages.category.notFound);
      const [row] = await tx
        .insert(subCategories)
        .values({
          categoryId: input.category_id,
          subCategoryEn: input.sub_category_en,
          subCategoryAr: input.sub_category_ar,
          subCategoryImage: input.sub_category_image,
        })
        .returning({ id: subCategories.id });
      if (!row) throw new Error('insert returned nothing');
      const after = await findSubCategory(tx, row.id);
      await recordAudit(tx, { actorId, action: 'sub-category.create', recordType: 'sub-category', recordId: row.id, after });
      return after!;
    }),
  );
}

/** Whether values or posts point at the sub-category; run under its row lock. */
async function subCategoryInUse(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({
      used: sql<boolean>`exists (select 1 from ${dropdownValues} where ${dropdownValues.subCategoryId} = ${id})
        or exists (select 1 from ${classifiedPosts} where ${classifiedPosts.subCategoryId} = ${id})`,
    })
    .from(subCategories)
    .where(eq(subCategories.id, id));
  return row?.used === true;
}

async function lockSubCategory(tx: Tx, id: string): Promise<SubCategory | undefined> {
  if (!isUuid(id)) return undefined;
  const [locked] = await tx.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.id, id)).for('update');
  return locked && findSubCategory(tx, locked.id);
}

export async function editSubCategory(db: Db, actorId: string, input: EditSubCategoryRequest): Promise<SubCategory> {
  return withParent(() =>
    db.transaction(async (tx) => {
      const before = await lockSubCategory(tx, input.sub_category_id);
      if (!before) throw notFound(m.notFound);
      if (!(await categoryExists(tx, input.category_id))) throw notFound(messages.category.notFound);
      // Values and posts carry the parent too: moving the sub-category would contradict them.
      if (input.category_id !== before.category_id._id && (await subCategoryInUse(tx, before._id))) {
        throw conflict(messages.subCategory.moveInUse);
      }
      await tx
        .update(subCategories)
        .set({
          categoryId: input.category_id,
          subCategoryEn: input.sub_category_en,
          subCategoryAr: input.sub_category_ar,
          // As the original did: an edit without an image stores none.
          subCategoryImage: input.sub_category_image,
        })
        .where(eq(subCategories.id, before._id));
      const after = (await findSubCategory(tx, before._id))!;
      await recordAudit(tx, { actorId, action: 'sub-category.edit', recordType: 'sub-category', recordId: before._id, before, after });
      return after;
    }),
  );
}

export async function deleteSubCategory(db: Db, actorId: string, subCategoryId: string): Promise<{ message: string }> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockSubCategory(tx, subCategoryId);
      if (!before) throw notFound(m.notFound);
      if (await subCategoryInUse(tx, before._id)) throw conflict(messages.subCategory.inUse);
      await tx.delete(subCategories).where(eq(subCategories.id, before._id));
      await recordAudit(tx, { actorId, action: 'sub-category.delete', recordType: 'sub-category', recordId: before._id, before });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(messages.subCategory.inUse);
    throw error;
  }
  return { message: messages.subCategory.deleted };
}
