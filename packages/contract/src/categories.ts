import { z } from 'zod';
import { CLASSIFIED_TYPE_KEYS, LISTING_LIFETIME_DAYS, STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { requiredId, ZId, ZMessageBody, ZTextSearch } from './common';

const c = messages.category;
const s = messages.subCategory;

/** A stored image: an uploaded file's path (`/uploads/...`) or an absolute http(s) address; '' for none. */
export const ZImagePath = z
  .string()
  .trim()
  .max(2048, 'The image address is too long')
  .refine((v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\//i.test(v), 'The image must be an uploaded file');

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, 'The name is too long');

export const ZCategory = z.object({
  _id: z.string(),
  category_en: z.string(),
  category_ar: z.string(),
  category_image: z.string(),
  /** Which add form the category's posts use; null for categories without one. */
  classifiedType: z.enum(CLASSIFIED_TYPE_KEYS).nullable(),
  /** Days a listing of the category stays on sale before it expires (its owner may renew it). */
  lifetime_days: z.number().int(),
});
export type Category = z.infer<typeof ZCategory>;

export const ZCategoryList = z.object({ categories: z.array(ZCategory) });

/** A category's listing lifetime in days; absent keeps the current one (30 for a new category). */
export const ZLifetimeDays = z.coerce
  .number({ error: c.lifetimeInvalid })
  .int(c.lifetimeInvalid)
  .min(LISTING_LIFETIME_DAYS.min, c.lifetimeInvalid)
  .max(LISTING_LIFETIME_DAYS.max, c.lifetimeInvalid);

export const ZAddCategoryRequest = z.object({
  category_en: name(c.nameEnRequired),
  category_ar: name(c.nameArRequired),
  category_image: ZImagePath.refine((v) => v !== '', c.imageRequired),
  lifetime_days: ZLifetimeDays.optional(),
});
export type AddCategoryRequest = z.infer<typeof ZAddCategoryRequest>;

export const ZEditCategoryRequest = z.object({
  category_id: ZId,
  category_en: name(c.nameEnRequired),
  category_ar: name(c.nameArRequired),
  /** Empty keeps the current image (edit without a new upload). */
  category_image: ZImagePath.optional().default(''),
  lifetime_days: ZLifetimeDays.optional(),
});
export type EditCategoryRequest = z.infer<typeof ZEditCategoryRequest>;

export const ZDeleteCategoryRequest = z.object({ category_id: ZId });

export const ZSubCategory = z.object({
  _id: z.string(),
  category_id: z.object({ _id: z.string(), category_en: z.string() }),
  sub_category_en: z.string(),
  sub_category_ar: z.string(),
  sub_category_image: z.string(),
});
export type SubCategory = z.infer<typeof ZSubCategory>;
export const ZSubCategoryList = z.object({ subCategories: z.array(ZSubCategory) });

export const ZSubCategoriesByAdminQuery = z.object({
  preference: z.coerce.number().optional(),
  textSearch: ZTextSearch,
  category_id: ZId.optional().or(z.literal('').transform(() => undefined)),
});

export const ZSubCategoriesQuery = z.object({
  category_id: ZId,
  prefrence: z.coerce.number().optional(), // (sic) the apps' spelling
});

const categoryRef = requiredId(s.categoryRequired);

export const ZAddSubCategoryRequest = z.object({
  sub_category_en: name(s.nameEnRequired),
  sub_category_ar: name(s.nameArRequired),
  sub_category_image: ZImagePath.optional().default(''),
  category_id: categoryRef,
});
export type AddSubCategoryRequest = z.infer<typeof ZAddSubCategoryRequest>;

export const ZEditSubCategoryRequest = ZAddSubCategoryRequest.extend({ sub_category_id: ZId });
export type EditSubCategoryRequest = z.infer<typeof ZEditSubCategoryRequest>;

export const ZDeleteSubCategoryRequest = z.object({ sub_category_id: ZId });

export const ZGetCategoriesQuery = z.object({ textSearch: ZTextSearch });

const tag = 'categories';

export const getCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/category/get-categories',
  access: 'visitor',
  tag,
  summary: 'Classified categories, optionally filtered by name',
  query: ZGetCategoriesQuery,
  response: ZCategoryList,
});

export const addCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/add-category',
  access: ['admin'],
  tag,
  summary: 'Create a classified category',
  body: ZAddCategoryRequest,
  response: ZCategory,
  status: 201,
});

export const editCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/edit-category',
  access: ['admin'],
  tag,
  summary: 'Rename a category or change its image (an empty image keeps the current one)',
  body: ZEditCategoryRequest,
  response: ZCategory,
});

export const deleteCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/delete-category',
  access: ['admin'],
  tag,
  summary: 'Delete a category; refused (409) while sub-categories, values or posts use it',
  body: ZDeleteCategoryRequest,
  response: ZMessageBody,
  errors: [409],
});

export const getSubCategoriesByAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/category/get-sub-catgeory-by-admin', // (sic)
  access: STAFF_ROLES,
  tag,
  summary: 'Sub-categories with their parent, optionally of one category and filtered by name',
  query: ZSubCategoriesByAdminQuery,
  response: ZSubCategoryList,
});

export const getSubCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/category/get-sub-catgeory', // (sic)
  access: 'visitor',
  tag,
  summary: 'Sub-categories of one category',
  query: ZSubCategoriesQuery,
  response: ZSubCategoryList,
});

export const addSubCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/add-sub-category',
  access: ['admin'],
  tag,
  summary: 'Create a sub-category',
  body: ZAddSubCategoryRequest,
  response: ZSubCategory,
  status: 201,
});

export const editSubCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/edit-sub-category',
  access: ['admin'],
  tag,
  summary: 'Edit a sub-category (an empty image is stored as empty, as the original did)',
  body: ZEditSubCategoryRequest,
  response: ZSubCategory,
  errors: [409],
});

export const deleteSubCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/category/delete-sub-category-by-admin',
  access: ['admin'],
  tag,
  summary: 'Delete a sub-category; refused (409) while values or posts use it',
  body: ZDeleteSubCategoryRequest,
  response: ZMessageBody,
  errors: [409],
});
