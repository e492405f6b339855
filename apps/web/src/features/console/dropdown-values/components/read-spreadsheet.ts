import { ZAddDropdownValueRequest, type AddDropdownValueRequest } from '@souq/contract/dropdown-values';
import type { DropdownIdentity } from '@souq/contract/constants';

export interface SheetRow {
  /** 1-based, as a spreadsheet numbers its data rows under the header. */
  row: number;
  value_en: string;
  value_ar: string;
  problem: string | null;
}

/** Excel 97-2003 workbooks: a binary format no maintained npm-registry reader parses any more. */
export const isLegacyExcel = (name: string) => name.toLowerCase().endsWith('.xls');

const cell = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Reads value_en and value_ar from the first sheet of an .xlsx file (the header row names the
 * columns, in any order) and checks each row with the same schema the server uses. The reader
 * loads only when a file is read; its `universal` build runs inline, because the `browser` one
 * starts a worker from a blob: address that the console's Content-Security-Policy refuses.
 */
export async function readSpreadsheet(
  file: Pick<Blob, 'arrayBuffer'>,
  target: { category_id: string; identity_name: DropdownIdentity },
): Promise<{ rows: SheetRow[]; valid: AddDropdownValueRequest[] }> {
  const { readSheet } = await import('read-excel-file/universal');
  const [header = [], ...records] = await readSheet(await file.arrayBuffer());
  const columns = header.map(cell);
  const en = columns.indexOf('value_en');
  const ar = columns.indexOf('value_ar');
  const rows: SheetRow[] = [];
  const valid: AddDropdownValueRequest[] = [];
  records.forEach((record, index) => {
    const value_en = en < 0 ? '' : cell(record[en]);
    const value_ar = ar < 0 ? '' : cell(record[ar]);
    if (!value_en && !value_ar) return; // blank lines are not rows
    const checked = ZAddDropdownValueRequest.safeParse({ value_en, value_ar, ...target });
    rows.push({ row: index + 1, value_en, value_ar, problem: checked.success ? null : (checked.error.issues[0]?.message ?? null) });
    if (checked.success) valid.push(checked.data);
  });
  return { rows, valid };
}
