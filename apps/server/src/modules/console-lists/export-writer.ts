import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@souq/contract/console-lists';

/** What one cell of an export holds. Times are written as ISO 8601 UTC text in both formats. */
export type ExportCell = string | number | boolean | Date | null;

/** The file: its heading row, then the rows batch by batch as the database hands them over. */
export interface ExportTable {
  sheetName: string;
  headers: readonly string[];
  batches: AsyncIterable<ExportCell[][]>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A spreadsheet opens text that starts with one of these as a formula (CSV injection): such a
 * cell gets a leading apostrophe, which Excel and LibreOffice show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: ExportCell): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break goes in quotes, its quotes doubled. */
function csvField(value: ExportCell): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * Waits while the destination holds more than it should, so the reader never outruns a slow
 * client; throws once the destination is gone (the client left), which stops the reading.
 */
async function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) throw new Error('export: the destination closed');
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('export: the destination closed'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * CSV, UTF-8 with a byte order mark so Excel reads Arabic as Arabic. One batch becomes one write,
 * and the next batch is read only when the client has taken the previous one.
 */
async function writeCsv(table: ExportTable, out: Writable): Promise<void> {
  out.write(`\uFEFF${csvLine(table.headers)}`);
  for await (const batch of table.batches) {
    out.write(batch.map(csvLine).join(''));
    await drained(out);
  }
  out.end();
}

/**
 * XLSX through exceljs's streaming WorkbookWriter: each committed row is written into the zip as it
 * goes (inline strings, no shared-string table and no styles, which would be held in memory to the end).
 */
async function writeXlsx(table: ExportTable, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.addRow([...table.headers]).commit();
  for await (const batch of table.batches) {
    for (const cells of batch) sheet.addRow(cells.map((cell) => (cell instanceof Date ? cell.toISOString() : cell))).commit();
    await drained(out);
    // The zip compresses on later turns of the event loop: let it catch up before the next batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Writes the table in the format to `destination` (the reply), ending it. Rejects when the
 * client goes away or the database fails mid-way; the caller then destroys the connection, so a
 * cut file is never mistaken for a whole one.
 */
export async function writeExport(format: ExportFormat, table: ExportTable, destination: Writable): Promise<void> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const producing = format === 'csv' ? writeCsv(table, out) : writeXlsx(table, out);
  // Whichever fails first fails the export; the other side is torn down with it.
  await Promise.all([
    producing.catch((error: unknown) => {
      out.destroy(error as Error);
      throw error;
    }),
    pipeline(out, destination),
  ]);
}
