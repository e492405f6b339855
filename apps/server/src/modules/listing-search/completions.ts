import { sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT, type Suggestion } from '@souq/contract/members-classifieds';
import { isArabicWord, normalizeSearchText, searchWords } from '@souq/contract/search-text';
import type { Tx } from '../../db/client';
import { escapeLike } from '../../lib/search';
import { rowsOf } from '../../lib/sql-rows';

/** Sorts after every character, so `prefix || LAST_CHARACTER` bounds the words that start with prefix. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/** How many words starting with the prefix are read, in index order, to pick the shortest from. */
const WORDS_READ = 200;

/** Places and categories come first, a few of each, so words still have room. */
const NAMES_PER_KIND = 2;

interface CompletionRow {
  kind: Suggestion['kind'];
  text: string;
  id: string | null;
}

/** A name some word of which starts with the prefix, with or without its article (سالم finds السالمية). */
const nameStartsWith = (name: ReturnType<typeof sql.raw>, prefix: string) =>
  sql`exists (select 1 from souq_search_words(souq_search_normalize(${name})) w
    where w like ${escapeLike(prefix)} || '%' or souq_ar_strip_prefix(w) like ${escapeLike(prefix)} || '%')`;

/**
 * Completions of a search being typed, in its script: categories, districts and areas whose name
 * starts so (to search in them), then words listings use that complete the last word (the words
 * before it kept), shortest first. Each source is read on an index or a small reference table.
 */
export async function completions(db: Tx, text: string): Promise<Suggestion[]> {
  const words = searchWords(normalizeSearchText(text));
  const prefix = words.at(-1);
  if (!prefix) return [];
  const head = words.slice(0, -1).join(' ');
  const arabic = isArabicWord(prefix);
  const names = (table: string, kind: Suggestion['kind'], en: string, ar: string, only: string) => {
    const column = sql.raw(arabic ? ar : en);
    return sql`(select ${kind}::text as kind, ${column} as text, id::text as id, 0 as rank from ${sql.raw(table)}
      where ${sql.raw(only)} and ${nameStartsWith(column, prefix)} order by char_length(${column}), ${column} limit ${NAMES_PER_KIND})`;
  };
  const parts = [
    // Names only while one word is typed: a category or place is searched in, not searched for.
    ...(head === ''
      ? [
          names('categories', 'category', 'category_en', 'category_ar', 'classified_type is not null'),
          names('districts', 'district', 'district_en', 'district_ar', 'true'),
          names('areas', 'area', 'area_en', 'area_ar', 'true'),
        ]
      : []),
    // A range on the "C"-collated primary key: every word that starts with the prefix, on the index
    // even in a generic plan (a LIKE pattern from a parameter is not).
    // The shortest of the first words in index order: a one-letter prefix never sorts the whole vocabulary.
    sql`(select 'word' as kind, word as text, null::text as id, 1 as rank from (
        select word from search_words where word >= ${prefix} and word < ${prefix} || ${LAST_CHARACTER} order by word limit ${WORDS_READ}
      ) w order by char_length(word), word limit ${SUGGESTION_LIMIT})`,
  ];
  const rows = await rowsOf<CompletionRow>(db, sql`select kind, text, id from (${sql.join(parts, sql` union all `)}) s order by rank`);
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const row of rows) {
    const completed = row.kind === 'word' ? (head ? `${head} ${row.text}` : row.text) : row.text;
    const key = `${row.kind}:${normalizeSearchText(completed)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ kind: row.kind, text: completed, id: row.id });
    if (suggestions.length === SUGGESTION_LIMIT) break;
  }
  return suggestions;
}
