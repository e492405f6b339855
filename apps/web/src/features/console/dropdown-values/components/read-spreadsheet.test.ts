// @vitest-environment node
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { isLegacyExcel, readSpreadsheet } from './read-spreadsheet';

const target = { category_id: '0f6f6a2e-59a3-4c1e-9f4e-8e1b7c3d2a10', identity_name: 'model' as const };

// Node's Blob: jsdom's has no arrayBuffer(), and its ArrayBuffer is another realm's.
const fileOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

async function workbook(rows: (string | number | null)[][]) {
  return fileOf(await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer());
}

describe('readSpreadsheet', () => {
  it('reads value_en and value_ar by their header, in any column order, skipping blank lines', async () => {
    const file = await workbook([
      ['notes', 'value_ar', 'value_en'],
      ['first', 'كورولا', 'Corolla'],
      [null, null, null],
      ['', 'كامري', 'Camry'],
      ['numbers are text', 'رقم', 3008],
    ]);
    const read = await readSpreadsheet(file, target);
    expect(read.rows).toEqual([
      { row: 1, value_en: 'Corolla', value_ar: 'كورولا', problem: null },
      { row: 3, value_en: 'Camry', value_ar: 'كامري', problem: null },
      { row: 4, value_en: '3008', value_ar: 'رقم', problem: null },
    ]);
    expect(read.valid.map((value) => value.value_en)).toEqual(['Corolla', 'Camry', '3008']);
    expect(read.valid[0]).toMatchObject(target);
  });

  it('marks a row without one of the names with the spec message, and keeps it out of the valid rows', async () => {
    const read = await readSpreadsheet(
      await workbook([
        ['value_en', 'value_ar'],
        ['Corolla', ''],
        ['', 'كامري'],
      ]),
      target,
    );
    expect(read.rows.map((row) => row.problem)).toEqual([messages.dropdown.nameArRequired, messages.dropdown.nameEnRequired]);
    expect(read.valid).toEqual([]);
  });

  it('finds no rows in a sheet without the two columns', async () => {
    const read = await readSpreadsheet(
      await workbook([
        ['name', 'arabic'],
        ['Corolla', 'كورولا'],
      ]),
      target,
    );
    expect(read.rows).toEqual([]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(readSpreadsheet(fileOf(new TextEncoder().encode('value_en,value_ar\nCorolla,كورولا')), target)).rejects.toThrow();
  });

  it('tells an Excel 97-2003 file by its name', () => {
    expect(isLegacyExcel('values.XLS')).toBe(true);
    expect(isLegacyExcel('values.xlsx')).toBe(false);
  });
});
