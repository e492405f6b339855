import { messages } from '@souq/contract/messages';
import {
  bulkFieldKey,
  ZAddDropdownValueRequest,
  type AddDropdownValueRequest,
  type BulkDropdownValuesResult,
  type BulkFailure,
} from '@souq/contract/dropdown-values';
import type { DropdownIdentity } from '@souq/contract/constants';
import type { Db } from '../../db/client';
import { dropdownValues } from '../../db/schema/categories';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { checkRow, loadReferences } from './shared';

// 5 parameters a row: 4,000 rows stay far below PostgreSQL's 65,535 bind parameters.
const CHUNK_ROWS = 4_000;
// Enough to show what is wrong with a file without answering megabytes about it.
const MAX_REPORTED = 1_000;

type Insert = typeof dropdownValues.$inferInsert & { identityName: DropdownIdentity };

/** Checks the shape of every row; answers the good rows by index and the problems of the others. */
function parseRows(rows: readonly unknown[]) {
  const parsed: { index: number; row: AddDropdownValueRequest }[] = [];
  const failed: BulkFailure[] = [];
  rows.forEach((raw, index) => {
    const result = ZAddDropdownValueRequest.safeParse(raw);
    if (result.success) parsed.push({ index, row: result.data });
    else for (const issue of result.error.issues) failed.push({ index, field: issue.path.join('.'), message: issue.message });
  });
  return { parsed, failed };
}

function refuse(failed: readonly BulkFailure[]): never {
  const fields: Record<string, string> = {};
  for (const f of failed.slice(0, MAX_REPORTED)) fields[bulkFieldKey(f.index, f.field)] ??= f.message;
  throw badRequest(messages.dropdown.bulkInvalid, fields);
}

/**
 * Adds a list of values all or nothing: every row is checked first (shape, category, kind,
 * sub-category) and one refused row refuses the list. Values the category already has, or that
 * repeat in the list, are skipped by the unique index and counted. One transaction, with one
 * audit row per category.
 */
export async function addDropdownValuesBulk(db: Db, actorId: string, rows: readonly unknown[]): Promise<BulkDropdownValuesResult> {
  const { parsed, failed } = parseRows(rows);
  if (failed.length > 0) refuse(failed);
  return db.transaction(async (tx) => {
    const refs = await loadReferences(
      tx,
      parsed.map((p) => p.row),
    );
    const inserts: Insert[] = [];
    for (const { index, row } of parsed) {
      const check = checkRow(row, refs);
      if (!check.ok) failed.push({ index, field: check.field, message: check.message });
      else {
        inserts.push({
          valueEn: row.value_en,
          valueAr: row.value_ar,
          categoryId: row.category_id,
          subCategoryId: row.sub_category_id ?? null,
          identityName: check.identity,
        });
      }
    }
    if (failed.length > 0) refuse(failed);

    const insertedByCategory = new Map<string, string[]>();
    for (let start = 0; start < inserts.length; start += CHUNK_ROWS) {
      const added = await tx
        .insert(dropdownValues)
        .values(inserts.slice(start, start + CHUNK_ROWS))
        .onConflictDoNothing()
        .returning({ id: dropdownValues.id, categoryId: dropdownValues.categoryId });
      for (const { id, categoryId } of added) {
        const ids = insertedByCategory.get(categoryId) ?? [];
        if (ids.length === 0) insertedByCategory.set(categoryId, ids);
        ids.push(id);
      }
    }
    let inserted = 0;
    for (const [categoryId, ids] of insertedByCategory) {
      inserted += ids.length;
      await recordAudit(tx, {
        actorId,
        action: 'dropdown-value.bulk-create',
        recordType: 'category',
        recordId: categoryId,
        after: { inserted: ids.length, ids },
      });
    }
    return { inserted, skipped: inserts.length - inserted, failed: [] };
  });
}
