import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from '../lib/sql-rows';

/**
 * The embedded database runs PostgreSQL as a single backend, without autovacuum: left alone its
 * tables are never analysed (the planner guesses every row count, and picked a sort of the whole
 * country over a walk of the newest listings) and their dead rows never reclaimed. This does
 * autovacuum's part: a table is vacuumed and analysed when it has never been, or when its size
 * has moved by a tenth since it last was. Sizes are what can be read here: the statistics
 * counters autovacuum reads (`n_mod_since_analyze`) stay at zero in the embedded database.
 */
const CHANGED_SHARE = 0.1;
/** Small tables wait for a few pages of change, not one row. */
const MIN_CHANGED_PAGES = 8;
/** A running server looks again this often. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

export interface TableDue {
  name: string;
  /** Pages when last vacuumed or analysed (0 when never). */
  pagesThen: number;
  pagesNow: number;
}

/** The schema's tables that have never been analysed, or have grown or shrunk enough since. */
export async function tablesDue(database: Database): Promise<TableDue[]> {
  const tables = await rowsOf<{ name: string; pagesThen: number; tuplesThen: number; pagesNow: number }>(
    database.db,
    sql`select c.relname as name, c.relpages as "pagesThen", c.reltuples::float8 as "tuplesThen",
          (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as "pagesNow"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`,
  );
  return tables
    .filter(({ pagesThen, tuplesThen, pagesNow }) =>
      tuplesThen < 0 ? pagesNow > 0 : Math.abs(pagesNow - pagesThen) >= Math.max(MIN_CHANGED_PAGES, CHANGED_SHARE * pagesThen),
    )
    .map(({ name, pagesThen, pagesNow }) => ({ name, pagesThen, pagesNow }));
}

/** Vacuums and analyses the tables that are due, one at a time; answers their names. */
export async function maintainEmbeddedDatabase(database: Database): Promise<string[]> {
  const due = await tablesDue(database);
  for (const table of due) await database.exec(`vacuum (analyze) "${table.name.replaceAll('"', '""')}"`);
  return due.map((table) => table.name);
}

/**
 * Maintenance every `everyMs` while the server runs. `stop()` waits for a pass in progress, so the
 * database is not closed under it.
 */
export function scheduleEmbeddedMaintenance(
  database: Database,
  { everyMs = MAINTENANCE_INTERVAL_MS, onPass, onError }: { everyMs?: number; onPass(tables: string[], ms: number): void; onError(error: unknown): void },
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    const started = performance.now();
    try {
      const tables = await maintainEmbeddedDatabase(database);
      onPass(tables, performance.now() - started);
    } catch (error) {
      onError(error);
    }
  };
  const later = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(later);
    }, everyMs);
    timer.unref();
  };
  later();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
