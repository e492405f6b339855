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

/** Sheet XML waiting for the zip beyond this is not taken from the database yet. */
const XLSX_PENDING_BYTES = 1024 * 1024;

interface BufferedStream {
  _writableState?: { length: number };
  _readableState?: { length: number };
}

/**
 * Bytes of a worksheet's XML that the zip has not compressed yet. exceljs hands a sheet's rows to
 * the zip through streams that never push back (its StreamBuf ignores backpressure), and the zip
 * deflates on later turns of the event loop: without waiting on this, a 1M-row export held the
 * whole sheet, half a gigabyte, before any of it was compressed. The streams are exceljs 4's own
 * (`stream.pipes`); if they are not found, nothing is waited for, as before.
 */
function uncompressedBytes(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: BufferedStream[] } }).stream?.pipes ?? [];
  return pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0), 0);
}

/** Waits, a millisecond at a time, for the zip to take the sheet's XML; stops when the client has gone. */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  while (uncompressedBytes(sheet) > XLSX_PENDING_BYTES) {
    await drained(out);
    await new Promise<void>((resolve) => setTimeout(resolve, 1));
  }
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
    await zipCaughtUp(sheet, out);
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
