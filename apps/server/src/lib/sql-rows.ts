import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { namesForRawTexts, statementName } from './named-statement';

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * The rows of a raw statement run many times a second in a few shapes: its text is named, so the
 * embedded database prepares it once (db/pglite-named-statements.ts) instead of parsing and
 * planning it on every run. The text is what drizzle sends for it, built the same way, and only
 * where that database is open.
 */
export function namedRowsOf<T>(db: Tx, prefix: string, query: SQL): Promise<T[]> {
  if (namesForRawTexts()) statementName(prefix, dialect.sqlToQuery(query).sql);
  return rowsOf<T>(db, query);
}
