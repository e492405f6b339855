/** The first line of every dump; restore refuses a file without it. */
export const DUMP_SIGNATURE = '-- Souq database backup, format 1';
/** Second line: the hashes of the migrations the dumped schema is made of, comma-separated. */
export const MIGRATIONS_PREFIX = '-- migrations: ';
/** Starts a data block, as psql reads it. */
export const COPY_START = /^COPY (\S+) \((.*)\) FROM stdin;$/;
export const COPY_END = '\\.';
/** The last line: what a complete file holds, so a truncated copy is caught on restore. */
export const dumpTrailer = (tables: number, rows: number) => `-- end of Souq backup: ${tables} tables, ${rows} rows`;
export const DUMP_TRAILER = /^-- end of Souq backup: (\d+) tables, (\d+) rows$/;

/**
 * PostgreSQL's COPY text format, the one `psql` reads after `COPY ... FROM stdin;`. Values arrive
 * already in their text form (`column::text`): only the format's own escapes remain to be done.
 */

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * One field: NULL is `\N`; backslash, newline, carriage return and tab are escaped so a field
 * never contains a delimiter, and no data line can ever read as the `\.` end marker.
 */
export function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\n\r\t]/g, (char) => ESCAPES[char]!);
}

/** One row: fields separated by tabs, ended by a newline. */
export function copyRow(values: readonly (string | null)[]): string {
  return `${values.map(copyField).join('\t')}\n`;
}

/** A name quoted as an SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A string quoted as an SQL literal (standard_conforming_strings on). */
export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
