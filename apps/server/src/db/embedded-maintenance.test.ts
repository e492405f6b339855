import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows';
import { maintainEmbeddedDatabase, scheduleEmbeddedMaintenance, tablesDue } from './embedded-maintenance';
import { freshDatabase } from '../../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  // A table of the schema's own; autovacuum, where the server has it, is kept off it so that only
  // the code under test analyses it.
  await database.exec('create table maintenance_probe (id int primary key, note text) with (autovacuum_enabled = false)');
});
afterAll(() => database.exec('drop table if exists maintenance_probe'));

const addRows = (from: number, to: number) =>
  database.exec(`insert into maintenance_probe select g, repeat('note ', 20) from generate_series(${from}, ${to}) g`);
const probeDue = async () => (await tablesDue(database)).find((table) => table.name === 'maintenance_probe');
const probeStats = async () => {
  const [row] = await rowsOf<{ tuples: number; columns: number }>(
    database.db,
    sql`select c.reltuples::float8 as tuples, (select count(*)::int from pg_stats s where s.tablename = 'maintenance_probe') as columns
        from pg_class c where c.relname = 'maintenance_probe'`,
  );
  return row!;
};

describe("embedded database maintenance (autovacuum's part)", () => {
  it('leaves an empty table alone, and analyses a table that has rows and was never analysed', async () => {
    expect(await probeDue()).toBeUndefined();
    await addRows(1, 5_000);
    expect(await probeDue()).toMatchObject({ pagesThen: 0 });
    expect((await probeStats()).columns).toBe(0);

    expect(await maintainEmbeddedDatabase(database)).toContain('maintenance_probe');
    const stats = await probeStats();
    expect(stats.tuples).toBe(5_000);
    expect(stats.columns).toBe(2);
    expect(await probeDue()).toBeUndefined();
  });

  it('waits for a tenth of the table to change, then analyses it again', async () => {
    await addRows(5_001, 5_010);
    expect(await probeDue()).toBeUndefined();
    expect(await maintainEmbeddedDatabase(database)).not.toContain('maintenance_probe');

    await addRows(5_011, 7_000);
    const due = await probeDue();
    expect(due!.pagesNow).toBeGreaterThan(due!.pagesThen);
    expect(await maintainEmbeddedDatabase(database)).toContain('maintenance_probe');
    expect((await probeStats()).tuples).toBe(7_000);
  });

  it('runs on a schedule until stopped, reporting each pass', async () => {
    await addRows(7_001, 14_000);
    const passes: string[][] = [];
    let failed: unknown;
    const firstPass = new Promise<void>((resolve) => {
      const schedule = scheduleEmbeddedMaintenance(database, {
        everyMs: 5,
        onPass: (tables) => {
          passes.push(tables);
          void schedule.stop().then(resolve);
        },
        onError: (error) => {
          failed = error;
        },
      });
    });
    await firstPass;
    expect(failed).toBeUndefined();
    expect(passes[0]).toContain('maintenance_probe');
    expect((await probeStats()).tuples).toBe(14_000);
  });
});
