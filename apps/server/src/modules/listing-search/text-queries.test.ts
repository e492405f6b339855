import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZClassifiedSearchResult } from '@souq/contract/members-classifieds';
import { searchSynonyms } from '../../db/schema/search';
import { createTestContext, type TestContext } from '../../../test/helper';
import { TextQueries } from './text-queries';

let t: TestContext;
let admin: { id: string; token: string };
let member: { id: string; token: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  member = await t.userWithToken('user');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(searchSynonyms);
});

/** The lexemes a member's search for `q` matched, as the answer tells them. */
async function termsOf(q: string): Promise<string[]> {
  const response = await t.as(member).get(`/api/v1/classifieds?${new URLSearchParams({ q, facets: 'false' })}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZClassifiedSearchResult.parse(response.json()).terms;
}

describe("the search texts' tsqueries kept by the server", () => {
  it('keep what a text turns into, the same answer for the same text, until forgotten', async () => {
    const texts = new TextQueries();
    texts.setListening(true);
    const first = await texts.of(t.db, 'سيارة تويوتا');
    expect(await texts.of(t.db, 'سيارة تويوتا')).toBe(first);
    expect(texts.size).toBe(1);
    texts.forget();
    expect(texts.size).toBe(0);
    const again = await texts.of(t.db, 'سيارة تويوتا');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keep nothing while changes cannot be heard, nor what was read across a forget', async () => {
    const texts = new TextQueries();
    await texts.of(t.db, 'شقة');
    expect(texts.size).toBe(0);
    texts.setListening(true);
    // Read before a change, answered after it: it may hold the old synonyms.
    const reading = texts.of(t.db, 'شقة');
    texts.forget();
    await reading;
    expect(texts.size).toBe(0);
    await texts.of(t.db, 'شقة');
    expect(texts.size).toBe(1);
  });

  it("take a synonym staff add in the console at the member's next search on this server", async () => {
    expect(await termsOf('ابوظبي')).not.toContain('abu');
    const added = await t.as(admin).post('/api/search-synonyms', { terms: ['ابوظبي', 'abu dhabi'] });
    expect(added.statusCode, added.body).toBe(201);
    expect(await termsOf('ابوظبي')).toEqual(expect.arrayContaining(['abu', 'dhabi']));
  });

  it('hear a change made elsewhere (another server, or SQL) and read the text again', async () => {
    expect(await termsOf('الجهراء')).not.toContain('jahra');
    // Written past this server's routes: only the database's notification tells it.
    await t.db.insert(searchSynonyms).values({ terms: ['الجهراء', 'jahra'] });
    await vi.waitFor(async () => expect(await termsOf('الجهراء')).toContain('jahra'), { timeout: 5_000, interval: 50 });
    await t.db.execute(sql`update ${searchSynonyms} set terms = array['الجهراء', 'jahraa'] where ${eq(searchSynonyms.terms, ['الجهراء', 'jahra'])}`);
    await vi.waitFor(async () => expect(await termsOf('الجهراء')).not.toContain('jahra'), { timeout: 5_000, interval: 50 });
    await t.db.delete(searchSynonyms);
    await vi.waitFor(async () => expect(await termsOf('الجهراء')).not.toContain('jahraa'), { timeout: 5_000, interval: 50 });
  });
});
