import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '@souq/contract/messages';
import { badRequest } from './errors';

/**
 * Keyset cursors for the lists the apps scroll: the position after the last row
 * shown, as that row's sort key and id. The next page starts from an index seek at the key,
 * so page 1,000 costs what page 1 does; an OFFSET would read every row it skips.
 * Opaque to clients: base64url of JSON, checked on the way back in like any input.
 */
export type CursorKey = string | number;

export function encodeCursor(keys: readonly CursorKey[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

const invalid = () => badRequest(messages.members.common.cursorInvalid, { cursor: messages.members.common.cursorInvalid });

/** How many keys a cursor carries (a list whose pages change order part-way tells its phases apart by it); undefined for junk. */
export function cursorKeyCount(cursor: string): number | undefined {
  try {
    const keys: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(keys) ? keys.length : undefined;
  } catch {
    return undefined;
  }
}

/** The keys a cursor carries, each of the kind the list sorts by ('date' is an ISO time). */
export function decodeCursor<const K extends readonly ('date' | 'id' | 'number' | 'text')[]>(
  cursor: string,
  kinds: K,
): { [I in keyof K]: K[I] extends 'date' ? Date : K[I] extends 'number' ? number : string } {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(keys) || keys.length !== kinds.length) throw invalid();
  const decoded = kinds.map((kind, i) => {
    const key: unknown = keys[i];
    if (kind === 'number') {
      if (typeof key !== 'number' || !Number.isFinite(key)) throw invalid();
      return key;
    }
    if (typeof key !== 'string' || key.length > 200) throw invalid();
    if (kind === 'date') {
      const date = new Date(key);
      if (Number.isNaN(date.getTime())) throw invalid();
      return date;
    }
    if (kind === 'id' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) throw invalid();
    return key;
  });
  return decoded as never;
}

/**
 * A timestamp as a cursor key, to the microsecond: PostgreSQL keeps microseconds and a JS Date
 * only milliseconds, so a key read back through a Date would skip rows that share a millisecond
 * (every row one statement writes shares its `now()`).
 */
export const exactTime = (column: PgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const EXACT_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor's time, checked to be a real instant before PostgreSQL reads it. */
export function checkedTime(text: string): string {
  const millis = `${text.slice(0, 23)}Z`;
  const date = new Date(millis);
  if (!EXACT_TIME.test(text) || Number.isNaN(date.getTime()) || date.toISOString() !== millis) throw invalid();
  return text;
}

/**
 * The rows after a newest-first cursor: `(time, id) < (at, id)`, a row comparison the
 * (…, time, id) indexes answer with one seek.
 */
export function olderThan(time: PgColumn | SQL, id: PgColumn | SQL, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, rowId] = decodeCursor(cursor, ['text', 'id'] as const);
  return sql`(${time}, ${id}) < (${checkedTime(at)}::timestamptz, ${rowId}::uuid)`;
}

/**
 * One page out of `limit + 1` rows read: the page, and the cursor after its last row when there
 * is more to read.
 */
export function pageOfRows<T>(rows: T[], limit: number, keysOf: (row: T) => readonly CursorKey[]): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keysOf(last)) : null };
}

/** The keys of a newest-first row: its exact time (`exactTime` in the select) and id. */
export const newestKeys = (row: { timeKey: string; id: string }) => [row.timeKey, row.id] as const;

/** A newest-first page of rows that carry their exact time (`timeKey`), answered without it. */
export function newestPage<T extends { timeKey: string }>(
  rows: T[],
  limit: number,
  idOf: (row: T) => string,
): { items: Omit<T, 'timeKey'>[]; nextCursor: string | null } {
  const { items, nextCursor } = pageOfRows(rows, limit, (row) => [row.timeKey, idOf(row)]);
  return { items: items.map(({ timeKey: _cursorKey, ...row }) => row), nextCursor };
}
