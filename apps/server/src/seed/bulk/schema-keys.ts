import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import type { Tx } from '../../db/client';

/** A constraint or index as the catalog defines it, to be put back exactly so. */
interface Saved {
  table: string;
  name: string;
  definition: string;
}

export interface DroppedKeys {
  primaryAndUnique: Saved[];
  indexes: Saved[];
  foreignKeys: Saved[];
}

const tableList = (tables: readonly string[]) =>
  sql`array[${sql.join(
    tables.map((t) => sql`${t}::regclass`),
    sql`, `,
  )}]`;

/**
 * Drops the keys and indexes of the tables about to be loaded, and every foreign key pointing at
 * them, answering their definitions from the catalog. Loading first and indexing after builds each
 * index once from sorted data instead of updating it row by row; foreign keys are then checked
 * with one join per key. Run inside the load's transaction: a failure puts everything back.
 */
export async function dropKeys(tx: Tx, tables: readonly string[]): Promise<DroppedKeys> {
  const list = tableList(tables);
  const foreignKeys = await rowsOf<Saved>(
    tx,
    sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and (conrelid = any(${list}) or confrelid = any(${list})) order by 1, 2`,
  );
  const primaryAndUnique = await rowsOf<Saved>(
    tx,
    sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype in ('p', 'u') and conrelid = any(${list}) order by 1, 2`,
  );
  // Indexes that no constraint owns (a primary key's index goes and comes back with its key).
  const indexes = await rowsOf<Saved>(
    tx,
    sql`select i.indrelid::regclass::text as "table", i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid = any(${list}) and not exists
        (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u', 'x'))
      order by 1, 2`,
  );
  for (const key of foreignKeys) await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const key of primaryAndUnique) await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.raw(index.name)}`);
  return { primaryAndUnique, indexes, foreignKeys };
}

/** Puts back what dropKeys took away: keys, then indexes, then the foreign keys they serve. */
export async function restoreKeys(tx: Tx, dropped: DroppedKeys, onEach: (what: string, seconds: number) => void): Promise<void> {
  const timed = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await tx.execute(statement);
    onEach(what, (performance.now() - started) / 1000);
  };
  for (const key of dropped.primaryAndUnique) {
    await timed(key.name, sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
  }
  for (const index of dropped.indexes) await timed(index.name, sql.raw(index.definition));
  for (const key of dropped.foreignKeys) {
    await timed(key.name, sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
  }
}
