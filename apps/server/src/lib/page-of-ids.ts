import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './audit';

export interface PageOfIds {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * The ids of one page, as a subquery to join the page's columns onto. An OFFSET still reads
 * every row it skips, but here it skips entries of the list's own index (index-only when the
 * index covers the filter), and the joins and wide columns are read for the page's rows alone.
 * Joining first cost one users lookup and one heap visit per skipped row: page 1,000 of the
 * posts took over a second on 5M rows (docs/performance.md).
 */
export function pageOfIds(db: Tx, page: PageOfIds) {
  return db
    .select({ pageId: page.id })
    .from(page.table)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}
