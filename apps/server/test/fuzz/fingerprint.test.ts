import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { countries } from '../../src/db/schema/regions';
import { freshDatabase } from '../database';
import { changedTables, fingerprintReader, writeMarkReader } from './fingerprint';

/** The fuzzer's change detector must see every kind of write, or its 4xx property proves nothing. */
let db: Db;
let fingerprint: () => Promise<string>;
let writeMark: () => Promise<string>;

beforeAll(async () => {
  db = (await freshDatabase()).db;
  await db.insert(countries).values({ id: 'KW', countryEnglish: 'Kuwait', isSelected: true, currencyCode: 'KWD', currencySymbol: 'KD' });
  fingerprint = await fingerprintReader(db);
  writeMark = writeMarkReader(db);
});

describe('database fingerprint', () => {
  it('stays the same when only reading', async () => {
    const before = await fingerprint();
    await db.select().from(countries);
    expect(await fingerprint()).toBe(before);
  });

  it('is not moved by a read: a transaction that only reads takes no transaction id', async () => {
    // The write mark is the server's next transaction id, shared by every database of a
    // PostgreSQL server, so other test files' writes move it at any moment; what the fuzzer
    // relies on is that a read never does, which is what this checks.
    const assigned = await db.transaction(async (tx) => {
      await tx.select().from(countries);
      const result = (await tx.execute(sql`select pg_current_xact_id_if_assigned()::text as id`)) as unknown as {
        rows: { id: string | null }[];
      };
      return result.rows[0]?.id;
    });
    expect(assigned).toBeNull();
    const written = await db.transaction(async (tx) => {
      await tx.update(countries).set({ countryEnglish: 'Kuwait' }).where(eq(countries.id, 'KW'));
      const result = (await tx.execute(sql`select pg_current_xact_id_if_assigned()::text as id`)) as unknown as {
        rows: { id: string | null }[];
      };
      return result.rows[0]?.id;
    });
    expect(written).toMatch(/^\d+$/);
  });

  it('changes on an insert, naming the table', async () => {
    const before = await fingerprint();
    await db.insert(countries).values({ id: 'SA', countryEnglish: 'Saudi Arabia', currencyCode: 'SAR', currencySymbol: 'SR' });
    const after = await fingerprint();
    expect(changedTables(before, after)).toEqual(['countries']);
  });

  it('changes on an update that writes the same values again', async () => {
    const before = await fingerprint();
    await db.update(countries).set({ countryEnglish: 'Kuwait' }).where(eq(countries.id, 'KW'));
    expect(changedTables(before, await fingerprint())).toEqual(['countries']);
  });

  it('changes on a delete, and on a delete and insert that keep the count', async () => {
    let before = await fingerprint();
    await db.delete(countries).where(eq(countries.id, 'SA'));
    expect(changedTables(before, await fingerprint())).toEqual(['countries']);
    before = await fingerprint();
    await db.transaction(async (tx) => {
      await tx.delete(countries).where(eq(countries.id, 'KW'));
      await tx.insert(countries).values({ id: 'QA', countryEnglish: 'Qatar', currencyCode: 'QAR', currencySymbol: 'QR' });
    });
    expect(changedTables(before, await fingerprint())).toEqual(['countries']);
  });

  it('moves the write mark on a rolled-back write, which leaves the fingerprint as it was', async () => {
    const [before, mark] = [await fingerprint(), await writeMark()];
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update countries set country_english = 'x'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await writeMark()).not.toBe(mark);
    expect(await fingerprint()).toBe(before);
  });
});
