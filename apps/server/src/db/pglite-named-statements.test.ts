import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { statementName } from '../lib/named-statement';
import { withNamedStatements } from './pglite-named-statements';

// The wrapper serves the embedded database alone: it is tested on PGlite whichever database the suite runs on.
let pg: PGlite;
beforeAll(async () => {
  pg = withNamedStatements(await PGlite.create());
  await pg.exec(`create table listing (id int primary key, title text, price numeric);
    insert into listing values (1, 'شقة للإيجار', 450), (2, 'Camry ''20', 3200), (3, 'bike', 40)`);
});
afterAll(() => pg.close());

const preparedNames = async () => (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);

describe('named statements on the embedded database', () => {
  const text = 'select id, title, price from listing where title = $1 or price > $2 order by id';

  it('prepares a named text once and answers what the plain statement answers', async () => {
    const name = statementName('souq_test_listing', text);
    expect(await preparedNames()).not.toContain(name);
    // A quote and Arabic in the parameters, written as literals for EXECUTE.
    const first = await pg.query(text, ["Camry '20", 1000]);
    const again = await pg.query(text, ['شقة للإيجار', 5000]);
    expect(first.rows).toEqual([{ id: 2, title: "Camry '20", price: '3200' }]);
    expect(again.rows).toEqual([{ id: 1, title: 'شقة للإيجار', price: '450' }]);
    expect((await preparedNames()).filter((prepared) => prepared === name)).toHaveLength(1);
  });

  it('leaves texts nobody named, and parameters with no plain text form, to the client', async () => {
    const before = await preparedNames();
    const unnamed = await pg.query('select count(*)::int as n from listing where price < $1', [500]);
    expect(unnamed.rows).toEqual([{ n: 2 }]);
    const jsonText = 'select $1::jsonb ->> $2 as v';
    statementName('souq_test_json', jsonText);
    expect((await pg.query(jsonText, [{ a: 'b' }, 'a'])).rows).toEqual([{ v: 'b' }]);
    expect(await preparedNames()).toEqual(before);
  });

  it('prepares once for callers that meet a new text together', async () => {
    const together = 'select title from listing where id = $1';
    const name = statementName('souq_test_together', together);
    const answers = await Promise.all([1, 2, 3].map((id) => pg.query<{ title: string }>(together, [id])));
    expect(answers.map((answer) => answer.rows[0]?.title)).toEqual(['شقة للإيجار', "Camry '20", 'bike']);
    expect((await preparedNames()).filter((prepared) => prepared === name)).toHaveLength(1);
  });

  it('makes a statement again when the table under it changed shape', async () => {
    const shaped = 'select * from listing where id = $1';
    statementName('souq_test_shaped', shaped);
    expect((await pg.query(shaped, [3])).rows).toEqual([{ id: 3, title: 'bike', price: '40' }]);
    await pg.exec(`alter table listing add column district text default 'Hawalli'`);
    expect((await pg.query(shaped, [3])).rows).toEqual([{ id: 3, title: 'bike', price: '40', district: 'Hawalli' }]);
  });

  it('passes a database error through with its code, and stays usable', async () => {
    const failing = 'select 1 / $1::int as q';
    statementName('souq_test_failing', failing);
    await expect(pg.query(failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await pg.query(failing, [1])).rows).toEqual([{ q: 1 }]);
  });
});
