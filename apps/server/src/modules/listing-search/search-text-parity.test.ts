import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { arabicStems, normalizeSearchText, searchWords, stripArabicPrefix } from '@souq/contract/search-text';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { defaultSynonymGroups } from '../../seed/datasets/search-synonyms';
import { freshDatabase } from '../../../test/database';

/**
 * The apps mark matched words with the contract's normaliser and stemmer; the database indexes and
 * searches with its own (migration 0015). They must agree letter for letter, on both databases.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});

/** Arabic letters with every variant the normaliser folds, harakat, tatweel, three digit sets, Latin, spaces and punctuation. */
const ALPHABET = [
  ...'ابتثجحخدذرسشصضطظعغفقكلمنهويءآأإٱؤئةىیکۀ',
  ...'\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640',
  ...'٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹0123456789',
  ...'abcXYZéÉ',
  ...' ،,.-_%\'"؟!',
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((chars) => chars.join(''));
/** Words as the stemmer meets them: normalised Arabic letters, often starting with و or an article. */
const arabicWord = fc
  .tuple(fc.constantFrom('', 'و', 'ال', 'وال', 'بال', 'لل', 'ف'), fc.array(fc.constantFrom(...'ابتسكلمنهويرد'), { minLength: 1, maxLength: 7 }))
  .map(([prefix, letters]) => prefix + letters.join(''));

async function sqlOne<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<{ v: T }>(database.db, statement);
  return row!.v;
}

describe('the contract and the database normalise and stem alike', () => {
  it('normalizeSearchText is souq_search_normalize, and searchWords is souq_search_words', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (input) => {
        const normal = normalizeSearchText(input);
        expect(await sqlOne<string>(sql`select souq_search_normalize(${input}) as v`)).toBe(normal);
        expect(await sqlOne<string[]>(sql`select coalesce(array(select souq_search_words(${normal})), '{}') as v`)).toEqual(searchWords(normal));
      }),
      { numRuns: 150 },
    );
  });

  it('arabicStems is souq_ar_stems, and stripArabicPrefix is souq_ar_strip_prefix', async () => {
    await fc.assert(
      fc.asyncProperty(arabicWord, async (word) => {
        expect(await sqlOne<string[]>(sql`select souq_ar_stems(${word}) as v`)).toEqual(arabicStems(word));
        expect(await sqlOne<string>(sql`select souq_ar_strip_prefix(${word}) as v`)).toBe(stripArabicPrefix(word));
      }),
      { numRuns: 150 },
    );
  });

  it('folds what the issue names, one way', () => {
    expect(normalizeSearchText('أإآٱ ة ى ی ک سَيّارَة كـــامري ٢٠٢٠ ۱۴ CAMRY')).toBe('اااا ه ي ي ك سياره كامري 2020 14 camry');
    expect(arabicStems('السيارات')).toEqual(['سيار']);
    expect(arabicStems('وكاله')).toEqual(['وكال', 'كال']);
  });
});

describe('the default synonyms', () => {
  it('a new database starts with the dataset, each term normalised, no term in two groups', async () => {
    const stored = await rowsOf<{ terms: string[] }>(database.db, sql`select terms from search_synonyms`);
    const canonical = (groups: string[][]) => groups.map((group) => [...group].sort().join('|')).sort();
    expect(canonical(stored.map((row) => row.terms))).toEqual(canonical(defaultSynonymGroups()));
    const terms = stored.flatMap((row) => row.terms);
    expect(new Set(terms).size).toBe(terms.length);
    for (const term of terms) expect(searchWords(normalizeSearchText(term)).join(' ')).toBe(term);
  });
});
