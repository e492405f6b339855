import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZBulkDropdownValuesResult } from '@souq/contract/dropdown-values';
import { messages } from '@souq/contract/messages';
import { dropdownValues } from '../../db/schema/categories';
import { auditLog } from '../../db/schema/content';
import { buildCategory } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let adminId: string;
let dataentry: string;
let dataentryId: string;
let member: string;
let automotive: string;
let jobs: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ token: admin, id: adminId } = await t.userWithToken('admin'));
  ({ token: dataentry, id: dataentryId } = await t.userWithToken('dataentry'));
  member = (await t.userWithToken('user')).token;
  automotive = (await buildCategory(t.db, { categoryEn: 'Automotive', classifiedType: 'automotive' })).id;
  jobs = (await buildCategory(t.db, { categoryEn: 'Jobs', classifiedType: 'jobs' })).id;
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const URL = '/api/category/add-values-for-sub-categories-bulk';

const send = (payload: unknown, token: string | null = admin) => t.as(token).post(URL, payload as object);

const model = (name: string, category = automotive) => ({ value_en: name, value_ar: `${name} ع`, category_id: category });
const valuesOf = (category: string) => t.db.select().from(dropdownValues).where(eq(dropdownValues.categoryId, category));
const bulkAudits = async (category: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, category), eq(auditLog.action, 'dropdown-value.bulk-create')))
  ).map((row) => ({ actorId: row.actorId, size: row.after?.length ?? 0, after: JSON.parse(row.after ?? 'null') as unknown }));

describe('adding dropdown values from a list', () => {
  it('inserts a large list in chunks, skips what exists, and audits one summary per category', async () => {
    // More rows than one chunk, so the chunk boundary is crossed; one repeats another.
    const rows = Array.from({ length: 4_500 }, (_, i) => model(`Model ${i}`));
    rows.push(model('model 7'), { value_en: 'Engineer', value_ar: 'مهندس', category_id: jobs });
    const response = await send({ subCategoriesValuesDropDown: rows, fileName: 'models.xlsx' }, dataentry);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZBulkDropdownValuesResult.parse(response.json())).toEqual({ inserted: 4_501, skipped: 1, failed: [] });
    const stored = await valuesOf(automotive);
    expect(stored).toHaveLength(4_500);
    expect(new Set(stored.map((v) => v.identityName))).toEqual(new Set(['model']));
    expect((await valuesOf(jobs)).map((v) => [v.valueEn, v.identityName])).toEqual([['Engineer', 'career_level']]);

    const [audit] = await bulkAudits(automotive);
    expect(audit?.after).toEqual({ fileName: 'models.xlsx', rows: 4_501, inserted: 4_500, skipped: 1 });
    // A summary, not every id: a 50,000-row import once wrote a 2 MB audit row.
    expect(audit?.size).toBeLessThan(200);
    expect(audit?.actorId).toBe(dataentryId);
    expect((await bulkAudits(jobs))[0]?.after).toEqual({ fileName: 'models.xlsx', rows: 1, inserted: 1, skipped: 0 });

    const again = await send({ subCategoriesValuesDropDown: [model('Model 1'), model('Brand new')] });
    expect(again.json()).toEqual({ inserted: 1, skipped: 1, failed: [] });
    const audits = await bulkAudits(automotive);
    expect(audits.map((a) => a.after)).toContainEqual({ fileName: null, rows: 2, inserted: 1, skipped: 1 });
    expect(audits.find((a) => a.actorId === adminId)?.after).toEqual({ fileName: null, rows: 2, inserted: 1, skipped: 1 });
  });

  it('refuses the whole list when one row is wrong, naming the row, and inserts nothing', async () => {
    const before = (await valuesOf(automotive)).length;
    const response = await send({
      subCategoriesValuesDropDown: [model('Fine one'), { value_en: '', value_ar: 'x', category_id: automotive }, model('Unknown', UNKNOWN)],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.dropdown.bulkInvalid);
    expect(response.json().fields).toEqual({ 'subCategoriesValuesDropDown.1.value_en': messages.dropdown.nameEnRequired });
    const unknown = await send({ subCategoriesValuesDropDown: [model('Fine one'), model('Unknown', UNKNOWN)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'subCategoriesValuesDropDown.1.category_id': messages.category.notFound });
    expect(await valuesOf(automotive)).toHaveLength(before);
  });

  it('refuses an empty list, a file name with a NUL, and callers who are not staff', async () => {
    const empty = await send({ subCategoriesValuesDropDown: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(messages.dropdown.noBulkData);
    const nul = await send({ subCategoriesValuesDropDown: [model('Named')], fileName: 'a\u0000b.xlsx' });
    expect(nul.statusCode).toBe(400);
    expect((await send({ subCategoriesValuesDropDown: [model('Nobody')] }, null)).statusCode).toBe(401);
    expect((await send({ subCategoriesValuesDropDown: [model('Member')] }, member)).statusCode).toBe(403);
    expect((await valuesOf(automotive)).map((v) => v.valueEn)).not.toContain('Named');
  });
});
