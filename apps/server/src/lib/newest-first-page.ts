import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** A table listed newest first, with `id` breaking ties between equal times. */
type NewestFirstTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One page of a newest-first list as a subquery of ids, to join the page's columns onto.
 * An OFFSET still reads every row it skips, but here it skips entries of the list's own index
 * (index-only when the index covers the filter), and the joins and wide columns are read for the
 * page's rows alone. Joining first cost one users lookup and one heap visit per skipped row:
 * page 1,000 of the posts took over a second on 5M rows (docs/performance.md).
 * Reads one row more than the page, so the caller can tell `isNext`.
 */
export function newestFirstPage(db: Tx, table: NewestFirstTable, where: SQL | undefined, page: number, size: number) {
  const orderBy = [desc(table.createdAt), desc(table.id)];
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
