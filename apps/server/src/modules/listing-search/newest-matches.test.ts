import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helper';
import { testDbKind } from '../../../test/database';
import { buildCategory, buildClassified, buildDistrict, buildUser } from '../../../test/factories';
import { rowsOf } from '../../lib/sql-rows';
import { newestMatches } from './newest-matches';
import { textQuery } from './text-query';

let t: TestContext;
let categoryId: string;

/**
 * Sixty listings, newest first: the word is common among the newest (every other one), rare
 * further back (one in nine), and absent from the oldest; three pairs share their time, as rows
 * written by one statement do, so the walks must also order and resume by id.
 */
beforeAll(async () => {
  t = await createTestContext();
  const userId = (await buildUser(t.db)).id;
  categoryId = (await buildCategory(t.db)).id;
  const district = await buildDistrict(t.db);
  const start = Date.parse('2026-11-01T00:00:00.000Z');
  for (let age = 0; age < 60; age++) {
    const matches = age < 20 ? age % 2 === 0 : age < 50 ? age % 9 === 4 : false;
    const sharedTime = age === 7 || age === 31 || age === 40 ? age - 1 : age;
    await buildClassified(t.db, {
      userId,
      categoryId,
      countryId: district.countryId,
      districtId: district.id,
      title: matches ? `مرسيدس ${age}` : `دراجة ${age}`,
      listedAt: new Date(start - sharedTime * 60_000),
    });
  }
});
afterAll(() => t.close());

describe('the newest matches', () => {
  it('are the same whatever the walks, wherever they stop and give way to the text index', async () => {
    const text = await textQuery(t.db, 'مرسيدس');
    const conditions = sql`classified_posts.category_id = ${categoryId}`;
    const oracle = await rowsOf<{ id: string }>(
      t.db,
      sql`select id from classified_posts where category_id = ${categoryId} and search_doc @@ ${text.tsquery}::tsquery order by listed_at desc, id desc`,
    );
    const expected = oracle.map((row) => row.id);
    expect(expected).toHaveLength(14);
    // One walk of every listing; a first walk and a second; first walks too short to go on from,
    // so a window of time follows (enough for some counts, not for others); a window of nothing.
    const plans = [
      { first: 1_000, longestWalk: 2_000 },
      { first: 1, longestWalk: 10_000 },
      { first: 3, longestWalk: 0 },
      { first: 4, longestWalk: 5 },
      { first: 7, longestWalk: 7 },
      { first: 2, longestWalk: 1 },
      { first: 1, longestWalk: 0 },
    ];
    // Windows measured in the category's listings, or in every listing.
    for (const scope of [sql`classified_posts.category_id = ${categoryId}`, undefined]) {
      for (const plan of plans) {
        for (const count of [1, 5, 10, 11, 13, 14, 20]) {
          const found = await newestMatches(t.db, conditions, text, count, { scope, plan });
          expect(
            found.map((match) => match.id),
            `${JSON.stringify(plan)}, ${count}, ${scope ? 'in the category' : 'everywhere'}`,
          ).toEqual(expected.slice(0, count));
        }
      }
    }
  });

  it('carry each match time to the microsecond, for the scroll to resume after it', async () => {
    const text = await textQuery(t.db, 'مرسيدس');
    const [first] = await newestMatches(t.db, sql`classified_posts.category_id = ${categoryId}`, text, 1);
    expect(first?.listedAtKey).toBe('2026-11-01T00:00:00.000000Z');
  });

  it('are prepared once per shape on the embedded database, which would otherwise plan each step on every search', async () => {
    const text = await textQuery(t.db, 'مرسيدس');
    const conditions = sql`classified_posts.category_id = ${categoryId}`;
    const scope = conditions;
    // A walk, then windows (their depth counted first), then the text index.
    for (let run = 0; run < 2; run++) await newestMatches(t.db, conditions, text, 14, { scope, plan: { first: 3, longestWalk: 0 } });
    const prepared = await rowsOf<{ name: string }>(t.db, sql`select name from pg_prepared_statements where name like 'souq_search_%'`);
    const kinds = new Set(prepared.map((row) => row.name.replace(/_[0-9a-f]{24}$/, '')));
    // PostgreSQL plans these raw statements per run (node-postgres sends them unnamed); the page statements are prepared apart.
    const expected = testDbKind === 'pglite' ? ['souq_search_depth', 'souq_search_matches', 'souq_search_query', 'souq_search_walk'] : [];
    expect([...kinds].filter((kind) => !kind.startsWith('souq_search_page')).sort()).toEqual(expected);
  });
});
