import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { messages } from '@souq/contract/messages';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUser, minutesAgo } from '../../../test/factories';
import { postsExport } from './export-sources';

let t: TestContext;
let admin: string;
let dataentry: string;
let authorId: string;
/** Titles of the author's posts, newest first, as the export lists them. */
const titles: string[] = [];
const ROWS = 300;

// Text that needs quoting or would run as a formula, and Arabic, which needs the byte order mark.
const tricky = ['Plain', 'With, comma', 'With "quotes"', 'Two\nlines', '=HYPERLINK("x")', 'سيارة للبيع', '-1+2'];

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  authorId = (await buildUser(t.db, { name: 'أحمد علي' })).id;
  for (let i = 0; i < ROWS; i += 1) {
    const title = `${tricky[i % tricky.length]} ${i}`;
    await buildPost(t.db, { userId: authorId, title, description: 'وصف', createdAt: minutesAgo(i), active: i % 2 === 0 });
    titles.push(title);
  }
  // Someone else's post: outside the filter, never in the file.
  await buildPost(t.db, { title: 'Not in the export' });
});
afterAll(() => t.close());

async function parseCsv(text: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), { parserOptions: {} });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
  return rows;
}

const h = messages.console.exportColumns;

describe('GET /api/console/export/posts/:format', () => {
  it("streams every post of the list's filter as CSV, quoted, with a byte order mark for Excel", async () => {
    const response = await t.as(admin).get(`/api/console/export/posts/csv?user_id=${authorId}&page=3&itemsPerPage=5`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="posts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = await parseCsv(raw.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([h.id, h.createdAt, h.title, h.description, h.type, h.shown, h.author, h.authorId, h.likes, h.comments, h.shares]);
    // Paging parameters are ignored: all of the filter's rows, newest first.
    const body = rows.slice(1);
    expect(body).toHaveLength(ROWS);
    // Formula-looking text is written with a leading apostrophe, so a spreadsheet shows it as text.
    expect(body.map((r) => r[2])).toEqual(titles.map((title) => (/^[=+\-@]/.test(title) ? `'${title}` : title)));
    expect(body[0]?.[6]).toBe('أحمد علي');
    expect(body[0]?.[3]).toBe('وصف');
    expect(body[0]?.[5]).toBe('true');
    expect(body[1]?.[5]).toBe('false');
  });

  it('streams the same rows as XLSX, and a narrower filter narrows the file', async () => {
    const response = await t.as(admin).get(`/api/console/export/posts/xlsx?user_id=${authorId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).getCell(3).value).toBe(h.title);
    expect(sheet.getRow(2).getCell(3).value).toBe(titles[0]);
    expect(sheet.getRow(ROWS + 1).getCell(3).value).toBe(titles[ROWS - 1]);
    expect(sheet.getRow(7).getCell(3).value).toBe(titles[5]);

    const searched = await t.as(admin).get(`/api/console/export/posts/csv?user_id=${authorId}&textSearch=${encodeURIComponent('سيارة')}`);
    const rows = await parseCsv(searched.rawPayload.subarray(3).toString('utf8'));
    expect(rows.slice(1).map((r) => r[2])).toEqual(titles.filter((title) => title.startsWith('سيارة')));
  });

  it('reads in keyset batches without losing or repeating a row at the seams', async () => {
    const table = postsExport(t.db, { user_id: authorId } as Parameters<typeof postsExport>[1], 7);
    const seen: unknown[] = [];
    for await (const batch of table.batches) seen.push(...batch.map((cells) => cells[2]));
    expect(seen).toEqual(titles);
  });

  it('refuses a format it does not write and a filter the list refuses', async () => {
    const pdf = await t.as(admin).get('/api/console/export/posts/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(errorOf(pdf)).toBe(messages.bulk.formatInvalid);
    const bad = await t.as(admin).get('/api/console/export/posts/csv?itemsPerPage=0');
    expect(bad.statusCode).toBe(400);
  });

  it("needs the list's role: 401 without a token, 403 for dataentry; classifieds are open to dataentry", async () => {
    expect((await t.anonymous.get('/api/console/export/posts/csv')).statusCode).toBe(401);
    expect((await t.as(dataentry).get('/api/console/export/posts/csv')).statusCode).toBe(403);
    expect((await t.as(dataentry).get('/api/console/export/users/xlsx')).statusCode).toBe(403);
    const listings = await t.as(dataentry).get('/api/console/export/classifieds/csv');
    expect(listings.statusCode).toBe(200);
    expect(listings.body.startsWith(`\uFEFF${h.id},`)).toBe(true);
  });

  it.each(['users', 'contact-forms', 'tickets', 'audit-log'])('exports the %s list too', async (list) => {
    const response = await t.as(admin).get(`/api/console/export/${list}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
  });
});
