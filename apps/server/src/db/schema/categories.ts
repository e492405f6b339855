import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';

export const classifiedTypeEnum = pgEnum('classified_type', [
  'services',
  'animals-pets',
  'men-clothing',
  'women-clothing',
  'fashion-beauty',
  'food',
  'buy-sell',
  'jobs',
  'property',
  'boat',
  'bike',
  'automotive',
]);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    categoryEn: text('category_en').notNull(),
    categoryAr: text('category_ar').notNull(),
    categoryImage: text('category_image').notNull().default(''),
    /** Which add form and endpoint the category's posts use; null for categories staff add later. */
    classifiedType: classifiedTypeEnum('classified_type'),
    /** How many days a listing of this category stays on sale before it expires (staff set it in the console). */
    lifetimeDays: integer('lifetime_days').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_type').on(t.classifiedType),
    check('categories_lifetime_days', sql`${t.lifetimeDays} between 1 and 365`),
    index('categories_name_trgm').using('gin', sql`(${t.categoryEn} || ' ' || ${t.categoryAr}) gin_trgm_ops`),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryEn: text('sub_category_en').notNull(),
    subCategoryAr: text('sub_category_ar').notNull(),
    subCategoryImage: text('sub_category_image').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sub_categories_category').on(t.categoryId),
    index('sub_categories_name_trgm').using('gin', sql`(${t.subCategoryEn} || ' ' || ${t.subCategoryAr}) gin_trgm_ops`),
  ],
);

export const dropdownIdentityEnum = pgEnum('dropdown_identity', ['model', 'career_level']);

/** Values of the add forms' dropdowns: car models (automotive) and career levels (jobs). */
export const dropdownValues = pgTable(
  'dropdown_values',
  {
    id: id(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id),
    identityName: dropdownIdentityEnum('identity_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dropdown_values_unique').on(t.categoryId, t.identityName, sql`lower(${t.valueEn})`),
    // Deleting a sub-category looks for values that use it (the unique index serves category_id).
    index('dropdown_values_sub_category').on(t.subCategoryId),
    index('dropdown_values_name_trgm').using('gin', sql`(${t.valueEn} || ' ' || ${t.valueAr}) gin_trgm_ops`),
  ],
);
