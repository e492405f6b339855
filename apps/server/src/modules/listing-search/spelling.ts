import { sql } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import { normalizeSearchText, searchWords } from '@souq/contract/search-text';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/** Shorter words are too easily one letter from another word to correct them. */
const SHORTEST_CORRECTED = 4;
/** Nearest words (by trigram distance) checked for one edit; a handful suffices on the index's order. */
const CANDIDATES = 12;

interface WordRow {
  word: string;
  known: boolean;
  near: string[];
}

/**
 * The text with each word the listings never use replaced by the one word they do use that is one
 * letter away (added, dropped or changed: تويتا for تويوتا); null when nothing was replaced. Words
 * come from the vocabulary (search_words) and the synonyms; a word known as typed stays.
 */
export async function spellingSuggestion(db: Tx, text: string): Promise<string | null> {
  const words = searchWords(normalizeSearchText(text));
  if (words.length === 0 || words.every((word) => word.length < SHORTEST_CORRECTED)) return null;
  const typed = sql`unnest(array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[])`;
  const rows = await rowsOf<WordRow>(
    db,
    sql`select q.word,
        exists (select 1 from search_words s where s.word in (q.word, souq_ar_strip_prefix(q.word)))
          or exists (select 1 from search_synonyms y where y.terms && array[q.word, souq_ar_strip_prefix(q.word)]) as known,
        array(
          select c.word from (
            (select s.word, s.word <-> q.word as d from search_words s order by s.word <-> q.word limit ${CANDIDATES})
            union all
            (select t, t <-> q.word from search_synonyms y, unnest(y.terms) t where t % q.word)
          ) c order by c.d, c.word
        ) as near
      from ${typed} as q(word)`,
  );
  const byWord = new Map(rows.map((row) => [row.word, row]));
  let changed = false;
  const corrected = words.map((word) => {
    const row = byWord.get(word);
    if (!row || row.known || word.length < SHORTEST_CORRECTED) return word;
    const replacement = row.near.find((candidate) => candidate !== word && distance(candidate, word) === 1);
    if (!replacement) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
}
