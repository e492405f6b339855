import { inArray } from 'drizzle-orm';
import type { AddDropdownValueRequest } from '@souq/contract/dropdown-values';
import type { ClassifiedTypeKey, DropdownIdentity } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { categories, subCategories } from '../../db/schema/categories';
import type { Tx } from '../../db/client';
import { isUuid } from '../../lib/ids';

/** Which values a category's add form picks from: car models for automotive, career levels for jobs. */
export const IDENTITY_OF_TYPE: Partial<Record<ClassifiedTypeKey, DropdownIdentity>> = {
  automotive: 'model',
  jobs: 'career_level',
};

/** What the values being added point at: their categories (with the identity each takes) and sub-categories. */
export interface References {
  categories: Map<string, DropdownIdentity | undefined>;
  subCategoryParents: Map<string, string>;
}

/**
 * Reads the categories and sub-categories these values name, in one query each. Categories are
 * key-share locked: one cannot be deleted while values are being added to it.
 */
export async function loadReferences(tx: Tx, rows: readonly AddDropdownValueRequest[]): Promise<References> {
  const categoryIds = [...new Set(rows.map((r) => r.category_id))].filter(isUuid);
  const subIds = [...new Set(rows.flatMap((r) => (r.sub_category_id ? [r.sub_category_id] : [])))].filter(isUuid);
  const refs: References = { categories: new Map(), subCategoryParents: new Map() };
  if (categoryIds.length > 0) {
    const found = await tx
      .select({ id: categories.id, type: categories.classifiedType })
      .from(categories)
      .where(inArray(categories.id, categoryIds))
      .for('key share');
    for (const row of found) refs.categories.set(row.id, row.type ? IDENTITY_OF_TYPE[row.type] : undefined);
  }
  if (subIds.length > 0) {
    const found = await tx.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(inArray(subCategories.id, subIds));
    for (const row of found) refs.subCategoryParents.set(row.id, row.categoryId);
  }
  return refs;
}

export type RowCheck = { ok: true; identity: DropdownIdentity } | { ok: false; field: string; message: string };

/** Whether one value may be added: its category exists and takes values, its kind and sub-category fit. */
export function checkRow(row: AddDropdownValueRequest, refs: References): RowCheck {
  if (!refs.categories.has(row.category_id)) return { ok: false, field: 'category_id', message: messages.category.notFound };
  const identity = refs.categories.get(row.category_id);
  if (!identity || (row.identity_name && row.identity_name !== identity)) {
    return { ok: false, field: 'identity_name', message: messages.dropdown.identityMismatch };
  }
  if (row.sub_category_id && refs.subCategoryParents.get(row.sub_category_id) !== row.category_id) {
    return { ok: false, field: 'sub_category_id', message: messages.subCategory.notFound };
  }
  return { ok: true, identity };
}
