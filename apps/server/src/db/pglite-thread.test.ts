import { asc, eq, sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, sqlStateOf } from '../lib/database-errors';
import { openDatabase, type Database } from './client';

const samples = pgTable('thread_samples', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique('thread_samples_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at', { mode: 'string' }),
  day: date('day'),
  wait: interval('wait'),
  seen: timestamp('seen', { withTimezone: true, mode: 'string' }).array(),
});

const CREATE = `
  create table thread_samples (
    id int primary key, email text not null constraint thread_samples_email unique,
    created_at timestamptz not null, local_at timestamp, day date, wait interval, seen timestamptz[]
  )`;

const row = (id: number) => ({
  id,
  email: `member${id}@souq.test`,
  createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678) + id * 1_000),
  localAt: '2026-03-04 05:06:07.123',
  day: '2026-11-25',
  wait: '1 day 02:03:04',
  seen: ['2026-01-01 00:00:00+00', '2026-06-30 12:30:00.5+00'],
});

const waitFor = (database: Database, channel: string) => {
  const payloads: string[] = [];
  const stop = database.listen(
    channel,
    (payload) => payloads.push(payload),
    () => undefined,
  );
  return { payloads, stop };
};

describe('PGlite on its own thread, through drizzle', () => {
  let thread: Database;
  let inProcess: Database;

  beforeAll(async () => {
    [thread, inProcess] = await Promise.all([openDatabase({ kind: 'pglite', thread: true }), openDatabase({ kind: 'pglite' })]);
    await Promise.all([thread.exec(CREATE), inProcess.exec(CREATE)]);
  }, 60_000);
  afterAll(() => Promise.all([thread?.close(), inProcess?.close()]));

  it('answers the same rows as the in-process client: Dates, timestamp and interval strings, arrays', async () => {
    for (const database of [thread, inProcess]) await database.db.insert(samples).values([row(1), row(2)]);
    const selectAll = (database: Database) => database.db.select().from(samples).orderBy(asc(samples.id));
    const [fromThread, fromProcess] = await Promise.all([selectAll(thread), selectAll(inProcess)]);
    expect(fromThread).toEqual(fromProcess);
    expect(fromThread[0]).toEqual(row(1));
    expect(fromThread[0]?.createdAt).toBeInstanceOf(Date);

    const raw = sql`select created_at, local_at, day, wait, seen, now() - now() as zero from thread_samples order by id`;
    const rowsOf = async (database: Database) => ((await database.db.execute(raw)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [rawThread, rawProcess] = await Promise.all([rowsOf(thread), rowsOf(inProcess)]);
    expect(rawThread).toEqual(rawProcess);
    expect(rawThread[0]).toMatchObject({ created_at: '2026-01-02 03:04:06.678+00', wait: '1 day 02:03:04' });
  });

  it('commits an interactive transaction', async () => {
    const answered = await thread.db.transaction(async (tx) => {
      await tx.insert(samples).values(row(10));
      await tx.update(samples).set({ email: 'renamed@souq.test' }).where(eq(samples.id, 10));
      return tx.select({ email: samples.email }).from(samples).where(eq(samples.id, 10));
    });
    expect(answered).toEqual([{ email: 'renamed@souq.test' }]);
    expect(await thread.db.select({ id: samples.id }).from(samples).where(eq(samples.id, 10))).toEqual([{ id: 10 }]);
  });

  it('rolls a transaction back when its callback throws, and keeps nested savepoints working', async () => {
    const failing = thread.db.transaction(async (tx) => {
      await tx.insert(samples).values(row(20));
      // A nested transaction (a savepoint) that fails is undone alone.
      await tx
        .transaction(async (nested) => {
          await nested.insert(samples).values(row(21));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      expect(await tx.select({ id: samples.id }).from(samples).where(eq(samples.id, 21))).toEqual([]);
      throw new Error('stop here');
    });
    await expect(failing).rejects.toThrow('stop here');
    expect(await thread.db.select({ id: samples.id }).from(samples).where(eq(samples.id, 20))).toEqual([]);
  });

  it('surfaces a unique violation with its SQLSTATE and constraint, in and out of a transaction', async () => {
    const duplicate = { ...row(30), email: row(1).email };
    const outside = await thread.db
      .insert(samples)
      .values(duplicate)
      .catch((error: unknown) => error);
    expect(sqlStateOf(outside)).toBe('23505');
    expect(isUniqueViolation(outside)).toBe(true);
    expect((outside as { cause?: { constraint?: string } }).cause?.constraint).toBe('thread_samples_email');

    const inside = await thread.db
      .transaction(async (tx) => {
        await tx.insert(samples).values(row(31));
        await tx.insert(samples).values(duplicate);
      })
      .catch((error: unknown) => error);
    expect(sqlStateOf(inside)).toBe('23505');
    expect(await thread.db.select({ id: samples.id }).from(samples).where(eq(samples.id, 31))).toEqual([]);
  });

  it('delivers NOTIFY to a listener before the statement that sent it returns, and after a commit', async () => {
    const { payloads, stop } = waitFor(thread, 'thread_test');
    const unlisten = await stop;
    await thread.db.execute(sql`select pg_notify('thread_test', 'direct')`);
    expect(payloads).toEqual(['direct']);

    await thread.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_test', 'committed')`);
      expect(payloads).toEqual(['direct']);
    });
    expect(payloads).toEqual(['direct', 'committed']);

    await unlisten();
    await thread.db.execute(sql`select pg_notify('thread_test', 'after')`);
    expect(payloads).toEqual(['direct', 'committed']);
  });

  it('feeds COPY data to the thread (restore)', async () => {
    await thread.copyFrom!("COPY thread_samples (id, email, created_at) FROM '/dev/blob'", '50\tcopied@souq.test\t2026-02-03 04:05:06+00\n');
    expect(await thread.db.select({ email: samples.email }).from(samples).where(eq(samples.id, 50))).toEqual([{ email: 'copied@souq.test' }]);
  });

  it('answers many concurrent callers, each its own rows, while a transaction is open', async () => {
    await thread.db.insert(samples).values([40, 41, 42, 43, 44, 45].map(row));
    let outside: Promise<{ id: number }[][]> | undefined;
    await thread.db.transaction(async (tx) => {
      await tx.insert(samples).values(row(46));
      // Other callers' statements wait for the transaction (PGlite is one connection)...
      outside = Promise.all([40, 41, 42, 43, 44, 45, 46].map((id) => thread.db.select({ id: samples.id }).from(samples).where(eq(samples.id, id))));
      // ...while its own statements keep running.
      const inside = await Promise.all([40, 46].map((id) => tx.select({ id: samples.id }).from(samples).where(eq(samples.id, id))));
      expect(inside).toEqual([[{ id: 40 }], [{ id: 46 }]]);
    });
    expect(await outside).toEqual([40, 41, 42, 43, 44, 45, 46].map((id) => [{ id }]));
  });
});
