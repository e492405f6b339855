import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/**
 * Above this many rows (by the planner's estimate) a list's total is the estimate itself, shown as
 * "about N": counting exactly reads every matching row (or index entry), which at a million rows
 * costs far more than the page it goes with. Below it, an exact count is a few milliseconds.
 */
export const EXACT_TOTAL_LIMIT = 100_000;

export interface ListTotal {
  total: number;
  totalExact: boolean;
}

interface ExplainRow {
  'QUERY PLAN': unknown;
}

/** The planner's row estimate of `select from table where …`, from EXPLAIN (FORMAT JSON); no rows are read. */
export async function estimatedRows(db: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 from ${table}${where ? sql` where ${where}` : sql``}`)) as unknown as {
    rows: ExplainRow[];
  };
  const cell = result.rows[0]?.['QUERY PLAN'];
  // node-postgres and PGlite parse the json column; a driver that does not hands back its text.
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return Math.max(0, Math.round(plan[0].Plan['Plan Rows']));
}

/**
 * How many rows of `table` match `where`: exact when the planner expects at most
 * EXACT_TOTAL_LIMIT, else its estimate (`totalExact: false`, "about N" in the console).
 */
export async function listTotal(db: Tx, table: PgTable, where: SQL | undefined, limit = EXACT_TOTAL_LIMIT): Promise<ListTotal> {
  const estimate = await estimatedRows(db, table, where);
  if (estimate > limit) return { total: estimate, totalExact: false };
  return { total: await db.$count(table, where), totalExact: true };
}

/** The total when the caller asked for it (`withTotal`), nothing otherwise: the answer keeps the spec's fields. */
export async function totalIf(wanted: boolean | undefined, db: Tx, table: PgTable, where: SQL | undefined): Promise<Partial<ListTotal>> {
  return wanted ? listTotal(db, table, where) : {};
}
