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
 * A cheap summary of every row of every table: one statement, a count and an md5 over the
 * rows' text per table. Two equal fingerprints mean no row was added, removed or changed.
 */
export async function fingerprintReader(db: Db): Promise<() => Promise<string>> {
  const names = await tableNames(db);
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
  );
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const result = (await db.execute(query)) as unknown as Rows<{ name: string; n: number; h: string }>;
    return result.rows.map((r) => `${r.name}:${r.n}:${r.h}`).join('\n');
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
