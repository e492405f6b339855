import { messages } from '@souq/contract/messages';
import {
  bulkFieldKey,
  ZAddDropdownValueRequest,
  type AddDropdownValueRequest,
  type BulkDropdownValuesResult,
  type BulkFailure,
} from '@souq/contract/dropdown-values';
import type { DropdownIdentity } from '@souq/contract/constants';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dropdownValues } from '../../db/schema/categories';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { checkRow, loadReferences } from './value-references';

// Rows per INSERT. Each chunk is one JSON parameter: binding 20,000 separate parameters cost PGlite
// more than the insert itself. Between chunks the event loop serves other requests.
const CHUNK_ROWS = 2_000;
// Enough to show what is wrong with a file without answering megabytes about it.
const MAX_REPORTED = 1_000;

interface Insert {
  value_en: string;
  value_ar: string;
  category_id: string;
  sub_category_id: string | null;
  identity_name: DropdownIdentity;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Inserts one chunk; answers the category of each row that was new (the unique index skips the others). */
async function insertChunk(tx: Tx, chunk: readonly Insert[]): Promise<string[]> {
  const result = await tx.execute(sql`
    insert into ${dropdownValues} (value_en, value_ar, category_id, sub_category_id, identity_name)
    select value_en, value_ar, category_id, sub_category_id, identity_name
    from json_to_recordset(${JSON.stringify(chunk)}::json)
      as r(value_en text, value_ar text, category_id uuid, sub_category_id uuid, identity_name dropdown_identity)
    on conflict do nothing
    returning category_id`);
  return (result as unknown as { rows: { category_id: string }[] }).rows.map((row) => row.category_id);
}

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
 * repeat in the list, are skipped by the unique index and counted. One transaction, inserted in
 * chunks that give the event loop a turn, and one audit row per category that summarises the
 * import (counts and the file's name: 50,000 ids would make a 2 MB audit row nobody reads).
 */
export async function addDropdownValuesBulk(db: Db, actorId: string, rows: readonly unknown[], fileName?: string): Promise<BulkDropdownValuesResult> {
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
          value_en: row.value_en,
          value_ar: row.value_ar,
          category_id: row.category_id,
          sub_category_id: row.sub_category_id ?? null,
          identity_name: check.identity,
        });
      }
    }
    if (failed.length > 0) refuse(failed);

    const sent = countBy(inserts.map((row) => row.category_id));
    const added: string[] = [];
    for (let start = 0; start < inserts.length; start += CHUNK_ROWS) {
      if (start > 0) await nextTurn();
      added.push(...(await insertChunk(tx, inserts.slice(start, start + CHUNK_ROWS))));
    }
    const addedByCategory = countBy(added);
    for (const [categoryId, rowCount] of sent) {
      const inserted = addedByCategory.get(categoryId) ?? 0;
      await recordAudit(tx, {
        actorId,
        action: 'dropdown-value.bulk-create',
        recordType: 'category',
        recordId: categoryId,
        after: { fileName: fileName ?? null, rows: rowCount, inserted, skipped: rowCount - inserted },
      });
    }
    return { inserted: added.length, skipped: inserts.length - added.length, failed: [] };
  });
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
