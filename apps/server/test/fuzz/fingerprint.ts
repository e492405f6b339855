import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

type Rows<T> = { rows: T[] };

/** The application's own tables (migrations bookkeeping lives in the `drizzle` schema). */
async function tableNames(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

/**
 * A cheap summary of every table, one statement: its row count and the newest `xmin` (the id of
 * the transaction that wrote each row version). An insert or update writes a row version with
 * a newer transaction id than any before it, a delete lowers the count: two equal fingerprints
 * mean nothing was written, even a row rewritten with its own values. Measured on the seeded
 * database: about 2 ms, where an md5 over every row's text took 5 to 9 ms per request.
 */
export async function fingerprintReader(db: Db): Promise<() => Promise<string>> {
  const names = await tableNames(db);
  const parts = names.map(
    (name) => sql`select ${name}::text as name, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as h from ${sql.identifier(name)}`,
  );
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const result = (await db.execute(query)) as unknown as Rows<{ name: string; n: number; h: string }>;
    // Sorted: PostgreSQL may answer a UNION ALL's branches in any order (a parallel append does).
    return result.rows
      .map((r) => `${r.name}:${r.n}:${r.h}`)
      .sort()
      .join('\n');
  };
}

/** The tables whose lines differ between two fingerprints, to say what a request changed. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0] ?? line);
}

/**
 * The next transaction id PostgreSQL will hand out. Only a transaction that writes gets one, so
 * an unchanged mark proves nothing was written, at the cost of a trivial query; a changed mark
 * (a write, perhaps rolled back, or another database of the same server) calls for the fingerprint.
 */
export function writeMarkReader(db: Db): () => Promise<string> {
  const query = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`;
  return async () => ((await db.execute(query)) as unknown as Rows<{ mark: string }>).rows[0]?.mark ?? '';
}
