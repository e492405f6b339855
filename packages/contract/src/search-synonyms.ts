import { z } from 'zod';
import { STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZDateTime, ZId, ZMessageBody, ZPageQuery } from './common';
import { ZSearchText } from './regions';
import { normalizeSearchText } from './search-text';

const s = messages.searchSynonym;

export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 20;
export const SYNONYM_TERM_MAX_LENGTH = 60;
/** What a request may carry before duplicates are merged: bounds the work, far above any real group. */
const RAW_TERMS_MAX = 100;

/**
 * A term as the synonym table keeps it: normalised as search reads a query word
 * (souq_search_normalize in SQL), trimmed, one space between words. The SQL function
 * souq_search_query looks a query word up in the stored terms as they are, so a term stored any
 * other way would never be found.
 */
export function normalizeSynonymTerm(text: string): string {
  return normalizeSearchText(text).trim().replace(/\s+/g, ' ');
}

/**
 * The characters of a search word (souq_search_words in SQL: Latin letters with their accented
 * forms, digits, Arabic letters) and the space between words. Anything else splits a query into
 * words before synonyms are looked up, so a term holding it could never match.
 */
const TERM = /^[a-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0621-\u064A\u0671-\u06D3 ]+$/;

/** One term of a group: normalised first, then checked, so the limits are those of what is stored. */
export const ZSynonymTerm = z
  .string({ error: s.termRequired })
  .overwrite(normalizeSynonymTerm)
  .min(1, s.termRequired)
  .max(SYNONYM_TERM_MAX_LENGTH, s.termTooLong)
  .regex(TERM, s.termInvalid);

/**
 * A group's terms: each normalised, spellings that normalise alike merged (first one kept, in the
 * order written), then 2 to 20 of them.
 */
export const ZSynonymTerms = z
  .array(ZSynonymTerm, { error: s.termsRequired })
  .max(RAW_TERMS_MAX, s.tooManyTerms)
  .overwrite((terms) => [...new Set(terms)])
  .min(SYNONYM_TERMS_MIN, s.tooFewTerms)
  .max(SYNONYM_TERMS_MAX, s.tooManyTerms);

export const ZSearchSynonym = z.object({
  _id: z.string(),
  /** As stored: normalised, in the order written. */
  terms: z.array(z.string()),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type SearchSynonym = z.infer<typeof ZSearchSynonym>;
export const ZSearchSynonymList = z.object({ synonyms: z.array(ZSearchSynonym), isNext: z.boolean() });

export const ZSearchSynonymsQuery = ZPageQuery.extend({
  /** Groups with a term containing this text, normalised as the terms are (`أيفون` finds `ايفون`). */
  textSearch: ZSearchText,
});
export type SearchSynonymsQuery = z.infer<typeof ZSearchSynonymsQuery>;

export const ZSaveSearchSynonymRequest = z.object({ terms: ZSynonymTerms });
export type SaveSearchSynonymRequest = z.infer<typeof ZSaveSearchSynonymRequest>;

/** `:id` of a synonym group; an id that is not a UUID names no group (404). */
export const ZSearchSynonymParams = z.object({ id: ZId });

const tag = 'search synonyms';

export const getSearchSynonymsRoute = defineRoute({
  method: 'GET',
  path: '/api/search-synonyms',
  access: STAFF_ROLES,
  tag,
  summary: "The search's synonym groups, newest first, 10 a page; textSearch finds groups by any of their terms",
  query: ZSearchSynonymsQuery,
  response: ZSearchSynonymList,
});

export const addSearchSynonymRoute = defineRoute({
  method: 'POST',
  path: '/api/search-synonyms',
  access: STAFF_ROLES,
  tag,
  summary: 'Add a group of 2 to 20 terms that mean the same to a searcher; 409 when a term is in another group. Applies to the next search',
  body: ZSaveSearchSynonymRequest,
  response: ZSearchSynonym,
  status: 201,
  errors: [409],
});

export const editSearchSynonymRoute = defineRoute({
  method: 'PUT',
  path: '/api/search-synonyms/:id',
  access: STAFF_ROLES,
  tag,
  summary: "Replace a group's terms; 409 when a term is in another group",
  params: ZSearchSynonymParams,
  body: ZSaveSearchSynonymRequest,
  response: ZSearchSynonym,
  errors: [409],
});

export const deleteSearchSynonymRoute = defineRoute({
  method: 'DELETE',
  path: '/api/search-synonyms/:id',
  access: STAFF_ROLES,
  tag,
  summary: 'Delete a synonym group',
  params: ZSearchSynonymParams,
  response: ZMessageBody,
});
