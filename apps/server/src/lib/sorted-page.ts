import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@souq/contract/list-query';
import type { Tx } from '../db/client';

/** A table listed by a sort key, with `id` last so that pages never overlap. */
type SortableTable = PgTable & { id: PgColumn };

/**
 * The ORDER BY of one sort of a list: the key's columns (ending with the table's id), all in the
 * one direction, so that an index on the same columns serves it forwards or backwards.
 */
export function orderOf(columns: readonly (PgColumn | SQL)[], order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return columns.map((column) => direction(column));
}

/**
 * The columns and direction of a list's sort: `keys[sort]` when the caller chose a sort, else the
 * list's default (newest first). Without `order`, dates run newest first and the rest A to Z.
 */
export function chosenSort<K extends string>(
  keys: Record<K, readonly (PgColumn | SQL)[]>,
  fallback: K,
  input: { sort?: K; order?: SortOrder },
  dateKeys: readonly K[] = [],
): SQL[] {
  const key = input.sort ?? fallback;
  const order = input.order ?? (input.sort === undefined || dateKeys.includes(key) ? 'desc' : 'asc');
  return orderOf(keys[key], order);
}

/**
 * One page of a sorted list as a subquery of ids, to join the page's columns onto: the
 * generalisation of newestFirstPage (its comment tells why the page's ids come first).
 * Reads one row more than the page, so the caller can tell `isNext`.
 */
export function sortedPage(db: Tx, table: SortableTable, where: SQL | undefined, orderBy: SQL[], page: number, size: number) {
  const ids = db
    .select({ pageId: table.id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(size + 1)
    .offset((page - 1) * size)
    .as('page');
  return { ids, on: eq(ids.pageId, table.id), orderBy };
}
