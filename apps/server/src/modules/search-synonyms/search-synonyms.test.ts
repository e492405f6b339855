import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import { ZSearchSynonym, ZSearchSynonymList } from '@souq/contract/search-synonyms';
import { auditLog } from '../../db/schema/content';
import { searchSynonyms } from '../../db/schema/search';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

const s = messages.searchSynonym;
const URL = '/api/search-synonyms';
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let member: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  dataentry = await t.userWithToken('dataentry');
  member = (await t.userWithToken('user')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(searchSynonyms);
});

async function add(terms: string[], caller: { token: string } = admin) {
  const response = await t.as(caller).post(URL, { terms });
  expect(response.statusCode, response.body).toBe(201);
  return ZSearchSynonym.parse(response.json());
}

describe('search synonyms', () => {
  it('adds a group with its terms normalised as search reads them, and audits it', async () => {
    const response = await t.as(admin).post(URL, { terms: ['  أيفون ', 'iPhone', 'آيفون', 'ايفُون', 'I   Phone'] });
    expect(response.statusCode, response.body).toBe(201);
    const group = ZSearchSynonym.parse(response.json());
    // Hamza forms, harakat and case read as one spelling: the duplicates merge, in the order written.
    expect(group.terms).toEqual(['ايفون', 'iphone', 'i phone']);
    const [stored] = await t.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, group._id));
    expect(stored?.terms).toEqual(['ايفون', 'iphone', 'i phone']);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, group._id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'search-synonym.create', recordType: 'search-synonym', before: null });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({ terms: ['ايفون', 'iphone', 'i phone'] });
  });

  it('lists newest first, 10 a page, and finds a group by any term after normalising the search text', async () => {
    const groups = [];
    for (let i = 0; i < 11; i += 1) groups.push(await add([`word${i}`, `كلمة${i}`]));
    const iphone = await add(['ايفون', 'iphone']);

    const page1 = ZSearchSynonymList.parse((await t.as(admin).get(URL)).json());
    expect(page1.synonyms).toHaveLength(10);
    expect(page1.isNext).toBe(true);
    expect(page1.synonyms[0]?._id).toBe(iphone._id);
    const page2 = ZSearchSynonymList.parse((await t.as(admin).get(`${URL}?page=2`)).json());
    expect(page2.synonyms.map((g) => g._id)).toEqual([groups[1]?._id, groups[0]?._id]);
    expect(page2.isNext).toBe(false);

    // Written with a hamza and upper case, found by the stored spelling; part of a term is enough.
    const byArabic = ZSearchSynonymList.parse((await t.as(admin).get(`${URL}?textSearch=${encodeURIComponent(' أيفون ')}`)).json());
    expect(byArabic.synonyms.map((g) => g._id)).toEqual([iphone._id]);
    const byPart = ZSearchSynonymList.parse((await t.as(admin).get(`${URL}?textSearch=PHON`)).json());
    expect(byPart.synonyms.map((g) => g._id)).toEqual([iphone._id]);
    // LIKE's wildcards match themselves.
    const wildcard = ZSearchSynonymList.parse((await t.as(admin).get(`${URL}?textSearch=%25`)).json());
    expect(wildcard.synonyms).toEqual([]);
  });

  it('edits the terms, auditing them before and after', async () => {
    const group = await add(['camry', 'كامري']);
    const response = await t.as(dataentry).put(`${URL}/${group._id.toUpperCase()}`, { terms: ['Camry', 'كامري', 'كامرى'] });
    expect(response.statusCode, response.body).toBe(200);
    const edited = ZSearchSynonym.parse(response.json());
    expect(edited.terms).toEqual(['camry', 'كامري']);

    const response2 = await t.as(dataentry).put(`${URL}/${group._id}`, { terms: ['camry', 'كامري', 'كمري'] });
    expect(ZSearchSynonym.parse(response2.json()).terms).toEqual(['camry', 'كامري', 'كمري']);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, group._id), eq(auditLog.action, 'search-synonym.edit')))
      .orderBy(auditLog.createdAt);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.actorId).toBe(dataentry.id);
    expect(JSON.parse(entries[1]?.before ?? 'null')).toEqual({ terms: ['camry', 'كامري'] });
    expect(JSON.parse(entries[1]?.after ?? 'null')).toEqual({ terms: ['camry', 'كامري', 'كمري'] });
  });

  it('deletes a group and audits what it held', async () => {
    const group = await add(['toyota', 'تويوتا']);
    const response = await t.as(admin).delete(`${URL}/${group._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: s.deleted });
    expect(await t.db.$count(searchSynonyms)).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, group._id), eq(auditLog.action, 'search-synonym.delete')));
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ terms: ['toyota', 'تويوتا'] });
    expect((await t.as(admin).delete(`${URL}/${group._id}`)).statusCode).toBe(404);
  });

  it.each([
    [undefined, s.termsRequired],
    ['camry', s.termsRequired],
    [['camry'], s.tooFewTerms],
    [['أيفون', 'ايفون', 'إيفُون', 'آيفون'], s.tooFewTerms],
    [['camry', '   '], s.termRequired],
    [['camry', 42], s.termRequired],
    [['camry', 'a'.repeat(61)], s.termTooLong],
    [['camry', 'e-class'], s.termInvalid],
    [['camry', 'كامري!'], s.termInvalid],
    [['camry', 'тойота'], s.termInvalid],
    [Array.from({ length: 21 }, (_, i) => `term${i}`), s.tooManyTerms],
  ])('refuses terms %j with 400 and its message, storing nothing', async (terms, message) => {
    const response = await t.as(admin).post(URL, terms === undefined ? {} : { terms });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await t.db.$count(searchSynonyms)).toBe(0);
  });

  it('keeps a term within 60 characters once normalised (harakat do not count)', async () => {
    const group = await add(['camry', `${'ب'.repeat(60)}\u064E`]);
    expect(group.terms[1]).toHaveLength(60);
  });

  it('refuses a term already in another group with 409, naming that group, on add and on edit', async () => {
    const camry = await add(['camry', 'كامري']);
    const toyota = await add(['toyota', 'تويوتا']);
    const expected = fillTemplate(s.termTaken, { term: 'كامري', terms: 'camry, كامري' });

    const added = await t.as(admin).post(URL, { terms: ['كامرى', 'kamry'] });
    expect(added.statusCode).toBe(409);
    expect(errorOf(added)).toBe(expected);
    expect(added.json()).toMatchObject({ fields: { terms: expected } });

    const edited = await t.as(admin).put(`${URL}/${toyota._id}`, { terms: ['toyota', 'تويوتا', 'Camry'] });
    expect(edited.statusCode).toBe(409);
    expect(errorOf(edited)).toBe(fillTemplate(s.termTaken, { term: 'camry', terms: 'camry, كامري' }));
    const [unchanged] = await t.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, toyota._id));
    expect(unchanged?.terms).toEqual(['toyota', 'تويوتا']);
    expect(await t.db.$count(searchSynonyms)).toBe(2);

    // A group may keep its own terms when it is edited.
    expect((await t.as(admin).put(`${URL}/${camry._id}`, { terms: ['camry', 'كامري', 'kamry'] })).statusCode).toBe(200);
  });

  it('answers 404 for a group that does not exist, or an id that names none', async () => {
    for (const id of [MISSING, 'not-an-id']) {
      const edited = await t.as(admin).put(`${URL}/${id}`, { terms: ['camry', 'كامري'] });
      expect(edited.statusCode).toBe(404);
      expect(errorOf(edited)).toBe(s.notFound);
      const deleted = await t.as(admin).delete(`${URL}/${id}`);
      expect(deleted.statusCode).toBe(404);
      expect(errorOf(deleted)).toBe(s.notFound);
    }
  });

  it('refuses callers without a token (401) and members (403)', async () => {
    const group = await add(['camry', 'كامري']);
    for (const caller of [t.anonymous, t.as(member)]) {
      const expected = caller === t.anonymous ? 401 : 403;
      expect((await caller.get(URL)).statusCode).toBe(expected);
      expect((await caller.post(URL, { terms: ['a1', 'b1'] })).statusCode).toBe(expected);
      expect((await caller.put(`${URL}/${group._id}`, { terms: ['a1', 'b1'] })).statusCode).toBe(expected);
      expect((await caller.delete(`${URL}/${group._id}`)).statusCode).toBe(expected);
    }
    expect(await t.db.$count(searchSynonyms)).toBe(1);
  });

  it('is read by search at query time: a group added now expands the next query', async () => {
    const lexemes = async (text: string) => {
      const result = (await t.db.execute(sql`select souq_search_query(${text})::text as q`)) as unknown as { rows: { q: string | null }[] };
      return result.rows[0]?.q ?? '';
    };
    expect(await lexemes('ابوظبي')).not.toContain("'abu'");
    await add(['ابوظبي', 'abu dhabi']);
    const expanded = await lexemes('ابوظبي');
    // The English stems of the phrase, side by side, as another way to match the word.
    expect(expanded).toContain("'abu' <-> 'dhabi'");
    expect(expanded).toContain("'ابوظب'");
  });
});
