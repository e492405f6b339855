import { z } from 'zod';
import { DROPDOWN_IDENTITIES, MAX_PAGE_SIZE, STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, requiredId, ZDateTime, ZPageQuery } from './common';
import { hasNoNul, ZSearchText } from './regions';

const d = messages.dropdown;

export const BULK_MAX_ROWS = 50_000;
/** The body key of the bulk insert, as the original API names it. */
export const BULK_KEY = 'subCategoriesValuesDropDown';

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, d.nameTooLong).refine(hasNoNul, messages.generic.invalidInput);

/**
 * model (automotive) or career_level (jobs). Optional in requests: the category's type decides it
 * when absent, and must agree with it when present.
 */
const identity = z
  .enum([...DROPDOWN_IDENTITIES, ''], { error: d.identityRequired })
  .nullish()
  .transform((v) => v || undefined);

export const ZDropdownValue = z.object({
  _id: z.string(),
  value_en: z.string(),
  value_ar: z.string(),
  category_id: z.string(),
  sub_category_id: z.string().nullable(),
  identity_name: z.enum(DROPDOWN_IDENTITIES),
  createdAt: ZDateTime,
});
export type DropdownValue = z.infer<typeof ZDropdownValue>;
export const ZDropdownValueList = z.object({ values: z.array(ZDropdownValue), isNext: z.boolean() });

export const ZDropdownValuesQuery = ZPageQuery.extend({
  category_id: requiredId(d.categoryRequired),
  identity_name: identity,
  textSearch: ZSearchText,
  /** Ours: one sub-category's values only (a car make's models, for the members' sell form and filters); any other id finds none. */
  sub_category_id: optionalId,
  // The values feed the add forms' selects: a long first page unless the caller pages.
  itemsPerPage: ZPageQuery.shape.itemsPerPage.removeDefault().default(MAX_PAGE_SIZE),
});
export type DropdownValuesQuery = z.infer<typeof ZDropdownValuesQuery>;

/** One value, as the 'Add One' form sends it and as each bulk row is checked. */
export const ZAddDropdownValueRequest = z.object({
  value_en: name(d.nameEnRequired),
  value_ar: name(d.nameArRequired),
  category_id: requiredId(d.categoryRequired),
  identity_name: identity,
  sub_category_id: optionalId,
});
export type AddDropdownValueRequest = z.infer<typeof ZAddDropdownValueRequest>;

/** Rows are checked one by one by the server (and by the console's preview), not by the envelope. */
export const ZBulkDropdownValuesRequest = z.object({
  [BULK_KEY]: z.array(z.unknown(), { error: d.noBulkData }).min(1, d.noBulkData).max(BULK_MAX_ROWS, d.tooManyRows),
  /** The spreadsheet the rows came from, for the audit log (the console sends it; optional). */
  fileName: z.string().trim().max(255, messages.generic.invalidInput).refine(hasNoNul, messages.generic.invalidInput).optional(),
});

/** Why one row was refused: its index in the list, the field and the text. */
export const ZBulkFailure = z.object({ index: z.number().int(), field: z.string(), message: z.string() });
export type BulkFailure = z.infer<typeof ZBulkFailure>;

export const ZBulkDropdownValuesResult = z.object({
  inserted: z.number().int(),
  /** Rows whose value already existed (same category and kind, case-insensitive English name). */
  skipped: z.number().int(),
  /** Always empty on success: one refused row refuses the whole list (400, see bulkFailuresOf). */
  failed: z.array(ZBulkFailure),
});
export type BulkDropdownValuesResult = z.infer<typeof ZBulkDropdownValuesResult>;

/** The `fields` key the server reports a row's problem under. */
export const bulkFieldKey = (index: number, field: string) => `${BULK_KEY}.${index}.${field}`;

/** The refused rows of a 400 answer to the bulk insert, from its `fields`. */
export function bulkFailuresOf(fields: Record<string, string> | undefined): BulkFailure[] {
  const failures: BulkFailure[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = new RegExp(`^${BULK_KEY}\\.(\\d+)\\.?(.*)$`).exec(key);
    if (match) failures.push({ index: Number(match[1]), field: match[2] ?? '', message });
  }
  return failures.sort((a, b) => a.index - b.index);
}

const tag = 'dropdown values';

export const getDropdownValuesRoute = defineRoute({
  method: 'GET',
  path: '/api/category/get-value-of-sub-categories',
  access: 'visitor',
  tag,
  summary: "A category's car models or career levels by English name, 100 a page unless asked otherwise",
  query: ZDropdownValuesQuery,
  response: ZDropdownValueList,
});

export const addDropdownValueRoute = defineRoute({
  method: 'POST',
  path: '/api/category/add-values-for-sub-categories',
  access: STAFF_ROLES,
  tag,
  summary: 'Add one car model (automotive) or career level (jobs); 409 when it exists',
  body: ZAddDropdownValueRequest,
  response: ZDropdownValue,
  status: 201,
  errors: [409],
});

export const addDropdownValuesBulkRoute = defineRoute({
  method: 'POST',
  path: '/api/category/add-values-for-sub-categories-bulk',
  access: STAFF_ROLES,
  tag,
  summary:
    `Add up to ${BULK_MAX_ROWS} values ({value_en, value_ar, category_id, identity_name?, sub_category_id?} each) ` +
    'in one transaction: any refused row refuses all (400, fields keyed by row); existing values are skipped',
  body: ZBulkDropdownValuesRequest,
  response: ZBulkDropdownValuesResult,
});
