import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddDropdownValueRequest, DropdownValue, DropdownValuesQuery } from '@souq/contract/dropdown-values';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { categories, dropdownValues } from '../../db/schema/categories';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { valueColumns } from './dropdown-values.queries';
import { checkRow, IDENTITY_OF_TYPE, loadReferences } from './value-references';
import { escapeLike } from '../../lib/search';
import { readPage } from '../../lib/paging';

const v = dropdownValues;

/**
 * A page of a category's values by English name (the order of the unique index, so no sort).
 * Without identity_name the category's type decides it; a category that takes none lists all.
 */
export async function listDropdownValues(db: Db, input: DropdownValuesQuery) {
  const [category] = isUuid(input.category_id)
    ? await db.select({ type: categories.classifiedType }).from(categories).where(eq(categories.id, input.category_id)).limit(1)
    : [];
  if (!category) throw notFound(messages.category.notFound);
  const identity = input.identity_name ?? (category.type ? IDENTITY_OF_TYPE[category.type] : undefined);
  const { rows, isNext } = await readPage(
    db
      .select(valueColumns)
      .from(v)
      .where(
        and(
          eq(v.categoryId, input.category_id),
          identity ? eq(v.identityName, identity) : undefined,
          // An id that is no UUID names no sub-category: nothing, rather than a database error.
          input.sub_category_id ? (isUuid(input.sub_category_id) ? eq(v.subCategoryId, input.sub_category_id) : sql`false`) : undefined,
          // The expression of the trigram index dropdown_values_name_trgm.
          input.textSearch ? sql`(${v.valueEn} || ' ' || ${v.valueAr}) ILIKE '%' || ${escapeLike(input.textSearch)}::text || '%'` : undefined,
        ),
      )
      .orderBy(asc(v.identityName), asc(sql`lower(${v.valueEn})`)) // unique per category and kind
      .$dynamic(),
    input,
  );
  return { values: rows, isNext };
}

/** Adds one value; 409 when the category already has it (same kind, English name in any case). */
export async function addDropdownValue(db: Db, actorId: string, input: AddDropdownValueRequest): Promise<DropdownValue> {
  return db.transaction(async (tx) => {
    const check = checkRow(input, await loadReferences(tx, [input]));
    if (!check.ok) throw badRequest(check.message, { [check.field]: check.message });
    const [row] = await tx
      .insert(v)
      .values({
        valueEn: input.value_en,
        valueAr: input.value_ar,
        categoryId: input.category_id,
        subCategoryId: input.sub_category_id ?? null,
        identityName: check.identity,
      })
      .onConflictDoNothing()
      .returning(valueColumns);
    if (!row) throw conflict(messages.dropdown.duplicate);
    await recordAudit(tx, { actorId, action: 'dropdown-value.create', recordType: 'dropdown-value', recordId: row._id, after: row });
    return row;
  });
}
