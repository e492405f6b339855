import { ZAddDropdownValueRequest, type AddDropdownValueRequest } from '@souq/contract/dropdown-values';
import type { DropdownIdentity } from '@souq/contract/constants';

export interface SheetRow {
  /** 1-based, as a spreadsheet numbers its data rows under the header. */
  row: number;
  value_en: string;
  value_ar: string;
  problem: string | null;
}

const cell = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Reads value_en and value_ar from the first sheet of an .xlsx/.xls file and checks each row
 * with the same schema the server uses. The spreadsheet library loads only when a file is read.
 */
export async function readSpreadsheet(
  file: File,
  target: { category_id: string; identity_name: DropdownIdentity },
): Promise<{ rows: SheetRow[]; valid: AddDropdownValueRequest[] }> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array' });
  const firstName = workbook.SheetNames[0];
  const sheet = firstName ? workbook.Sheets[firstName] : undefined;
  const records = sheet ? XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' }) : [];
  const rows: SheetRow[] = [];
  const valid: AddDropdownValueRequest[] = [];
  records.forEach((record, index) => {
    const value_en = cell(record.value_en);
    const value_ar = cell(record.value_ar);
    if (!value_en && !value_ar) return; // blank lines are not rows
    const checked = ZAddDropdownValueRequest.safeParse({ value_en, value_ar, ...target });
    rows.push({ row: index + 1, value_en, value_ar, problem: checked.success ? null : (checked.error.issues[0]?.message ?? null) });
    if (checked.success) valid.push(checked.data);
  });
  return { rows, valid };
}
