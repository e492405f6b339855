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
 * One page of a sorted list as a subquery of ids, to join the page's columns onto.
 * An OFFSET still reads every row it skips, but here it skips entries of the list's own index
 * (index-only when the index covers the filter), and the joins and wide columns are read for the
 * page's rows alone. Joining first cost one users lookup and one heap visit per skipped row:
 * page 1,000 of the posts took over a second on 5M rows (docs/performance.md).
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

/** A table listed newest first, with `id` breaking ties between equal times. */
type NewestFirstTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** Newest first, `id` breaking ties between equal times: the order of a table's `(created_at, id)` index read backwards. */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => orderOf([table.createdAt, table.id], 'desc');

/** One page of a list in the order of its `(created_at, id)` index, newest first. */
export function newestFirstPage(db: Tx, table: NewestFirstTable, where: SQL | undefined, page: number, size: number) {
  return sortedPage(db, table, where, newestFirst(table), page, size);
}
