import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { namedRowsOf } from '../../lib/sql-rows';

const p = classifiedPosts;

/**
 * What a member typed, as the database matches it: a tsquery of every word (each word, or any of
 * its synonyms), built by souq_search_query from the same normaliser and stemmer that built the
 * listings' documents. `tsquery` is null when nothing in the text can be searched (stop words,
 * punctuation): such a search finds nothing rather than everything.
 */
export interface TextQuery {
  text: string;
  tsquery: string | null;
  /** The lexemes matched (stems of the words and of their synonyms), for the apps to mark in titles. */
  lexemes: string[];
}

/** The lexemes of a tsquery's text, each once: `'كامر' & ( 'camri' | 'تويوتا' )` gives كامر, camri, تويوتا. */
export function lexemesOf(tsquery: string): string[] {
  return [...new Set([...tsquery.matchAll(/'((?:[^']|'')+)'/g)].map((match) => match[1]!.replaceAll("''", "'")))];
}

/**
 * One round trip turns the text into its tsquery: the statements that use it then carry it as a
 * constant the planner can see (a function call inside them would be re-evaluated per row in a
 * filter or ORDER BY), and the lexemes come back for highlighting.
 */
export async function textQuery(db: Tx, text: string): Promise<TextQuery> {
  const [row] = await namedRowsOf<{ q: string | null }>(db, 'souq_search_query', sql`select souq_search_query(${text})::text as q`);
  const tsquery = row?.q ?? null;
  return { text, tsquery, lexemes: tsquery ? lexemesOf(tsquery) : [] };
}

/** The listings whose document matches the text (index classified_posts_search_doc). */
export const matchesText = (query: TextQuery): SQL => (query.tsquery ? sql`${p.searchDoc} @@ ${query.tsquery}::tsquery` : sql`false`);

/** How well a listing matches: title words weigh most, then what it is, where, and the description. */
export const textRank = (query: TextQuery): SQL<number> => sql<number>`ts_rank(${p.searchDoc}, ${query.tsquery ?? ''}::tsquery)`;
