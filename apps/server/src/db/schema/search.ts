import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** PostgreSQL's text-search document; written only by the database's own trigger (migration 0015). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Words that mean the same to a searcher, across scripts and spellings (`camry`, `كامري`). Each
 * term is kept normalised (souq_search_normalize), so a query word is looked up as it is. Read
 * when a search is made, so an edit takes effect without re-indexing a single listing.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_synonyms_terms').using('gin', t.terms)],
);

/**
 * Every word that a listing's title or place has used, normalised: the vocabulary of "did you
 * mean" and of completions. Kept by a statement trigger on classified_posts; a word stays after
 * its listings go (a suggestion is only offered once it finds something).
 */
export const searchWords = pgTable(
  'search_words',
  {
    // "C" collation: a prefix LIKE walks the primary key's btree.
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm').using('gist', sql`${t.word} gist_trgm_ops`)],
);
