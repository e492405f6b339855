import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClassifiedSearchResult } from '@souq/contract/members-classifieds';
import { createTestContext, type TestContext } from '../../../test/helper';
import { insertRecallListings, NEGATIVE_QUERIES, RECALL_QUERIES, type RecallIds } from '../../../test/fixtures/search-recall';

/**
 * Recall of the members' search on everyday spellings, through the API as the apps call it. The
 * issue's bar is 95 % found and no false hit; the misses are named so a regression says which
 * spelling it lost.
 */
let t: TestContext;
let buyer: { id: string; token: string };
let ids: RecallIds;

beforeAll(async () => {
  t = await createTestContext();
  const seller = await t.userWithToken('user', { name: 'Seller' });
  buyer = await t.userWithToken('user', { name: 'Buyer' });
  ids = await insertRecallListings(t.db, seller.id);
});
afterAll(() => t.close());

async function search(q: string) {
  const response = await t.as(buyer).get(`/api/v1/classifieds?q=${encodeURIComponent(q)}&country_id=KW`);
  expect(response.statusCode, q).toBe(200);
  return ZClassifiedSearchResult.parse(response.json());
}

describe('recall on everyday spellings', () => {
  it(`finds the listing meant for at least 95 % of ${RECALL_QUERIES.length} queries in both scripts`, async () => {
    expect(RECALL_QUERIES.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const [q, listing] of RECALL_QUERIES) {
      const found = (await search(q)).classifieds.map((item) => item._id);
      if (!found.includes(ids[listing])) misses.push(`${q} -> ${listing}`);
    }
    const recall = (RECALL_QUERIES.length - misses.length) / RECALL_QUERIES.length;
    // The bar, then today's: every one is found, and a lost spelling fails here by name.
    expect(recall, misses.join('; ')).toBeGreaterThanOrEqual(0.95);
    expect(misses).toEqual([]);
  });

  it(`finds nothing for ${NEGATIVE_QUERIES.length} queries of things not listed`, async () => {
    for (const q of NEGATIVE_QUERIES)
      expect(
        (await search(q)).classifieds.map((item) => item._id),
        q,
      ).toEqual([]);
  });

  it('ranks the listing that matches every word in its title first, and says which lexemes matched', async () => {
    const result = await search('سياره تويوتا كامرى');
    expect(result.classifieds[0]?._id).toBe(ids.car);
    expect(result.terms).toEqual(expect.arrayContaining(['سيار', 'تويوتا', 'كامر']));
    const english = await search('toyota camry');
    expect(english.classifieds[0]?._id).toBe(ids.car);
  });

  it('searches a word one letter off as the word listings use, and says so', async () => {
    const result = await search('تويتا');
    expect(result.spelling).toEqual({ suggestion: 'تويوتا', applied: true });
    expect(result.classifieds.map((item) => item._id).sort()).toEqual([ids.car, ids.corolla].sort());
  });
});
