import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { copyField, copyRow } from './dump-format';
import { orderByForeignKeys } from './table-order';

describe('the COPY text format', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.exec('create table sample (n int primary key, t text, tags text[], doc jsonb, bin bytea)');
  }, 60_000);
  afterAll(() => database.close());

  // Weighted toward the characters the format treats specially, then any Unicode; PostgreSQL text
  // cannot hold NUL.
  const special = fc.constantFrom('\\', '\t', '\n', '\r', '.', 'N', "'", '"', 'س', '\\.', '\\N');
  const anyChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
  const text = fc.string({ unit: fc.oneof(special, anyChar), maxLength: 30 }).map((s) => s.replace(/\0/g, ''));

  it('reads back through PostgreSQL exactly as written, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(text, { nil: null }), { minLength: 1, maxLength: 8 }), async (values) => {
        await database.exec('truncate sample');
        const data = values.map((value, n) => copyRow([String(n), value, null, null, null])).join('');
        await database.copyFrom!("COPY sample (n, t, tags, doc, bin) FROM '/dev/blob'", data);
        const result = (await database.db.execute('select t from sample order by n')) as unknown as { rows: { t: string | null }[] };
        expect(result.rows.map((r) => r.t)).toEqual(values);
      }),
      { numRuns: 60 },
    );
  });

  it('carries arrays, json and bytea in their text forms', async () => {
    await database.exec('truncate sample');
    const row = ['1', 'x', '{"a\\\\b","c\td",NULL}', '{"k": "line\\nbreak \\\\ end"}', '\\x00ff5c'];
    await database.copyFrom!("COPY sample (n, t, tags, doc, bin) FROM '/dev/blob'", copyRow(row));
    const result = (await database.db.execute('select tags::text, doc::text, bin::text from sample')) as unknown as {
      rows: Record<string, string>[];
    };
    expect(result.rows[0]).toEqual({ tags: row[2], doc: row[3], bin: row[4] });
  });

  it('never lets a value read as NULL or as the end of the data', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField('\\.')).toBe('\\\\.');
    expect(copyField('a\tb\nc\rd')).toBe('a\\tb\\nc\\rd');
  });
});

describe('the load order of tables', () => {
  const t = (oid: number, name: string) => ({ oid, schema: 'public', name });

  it('puts every table after the tables it refers to, keeping the given order otherwise', () => {
    const tables = [t(1, 'comments'), t(2, 'posts'), t(3, 'users'), t(4, 'countries')];
    const keys = [
      { child: 1, parent: 2 },
      { child: 1, parent: 3 },
      { child: 2, parent: 3 },
      { child: 3, parent: 4 },
      { child: 3, parent: 3 },
    ];
    expect(orderByForeignKeys(tables, keys).map((x) => x.name)).toEqual(['countries', 'users', 'posts', 'comments']);
  });

  it('refuses a cycle instead of writing a file that cannot load', () => {
    expect(() =>
      orderByForeignKeys(
        [t(1, 'a'), t(2, 'b')],
        [
          { child: 1, parent: 2 },
          { child: 2, parent: 1 },
        ],
      ),
    ).toThrow(/cycle/);
  });
});
