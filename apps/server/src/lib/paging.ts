import type { PgSelect } from 'drizzle-orm/pg-core';

/** The spec's paging of every staff list: a 1-based page and its size. */
export interface PageInput {
  page: number;
  itemsPerPage: number;
}

/**
 * Runs a list query for one page. It reads one row more than the page, so the answer can say
 * whether another page follows (`isNext`) without a second COUNT query over the whole filter.
 * Pass the query built with `.$dynamic()`, ordered so that pages do not overlap.
 */
export async function readPage<Query extends PgSelect>(query: Query, input: PageInput): Promise<{ rows: Query['_']['result']; isNext: boolean }> {
  const rows: Query['_']['result'] = await query.limit(input.itemsPerPage + 1).offset((input.page - 1) * input.itemsPerPage);
  return pageOf(rows, input);
}

/** The page's rows and whether another page follows, from a read of one row more than the page. */
export function pageOf<Row>(rows: Row[], input: Pick<PageInput, 'itemsPerPage'>) {
  return { rows: rows.slice(0, input.itemsPerPage), isNext: rows.length > input.itemsPerPage };
}
