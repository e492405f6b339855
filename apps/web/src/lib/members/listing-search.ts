import type { AnswerCheck } from '../api-client';
import { memberRequest } from './api';
import { memberPaths } from './paths';

/**
 * The listings' search box as Home and the Classifieds tab both show it: the completions of what
 * is being typed, and where a search goes. Checked by hand, not with the contract's zod schemas:
 * Home is where a signed-in member lands and has a JavaScript budget (listing-search.test.ts holds
 * the address and the kinds to the contract's suggestClassifiedsRoute).
 */

/** GET /api/v1/classifieds/suggest (suggestClassifiedsRoute). */
export const SUGGEST_ADDRESS = { method: 'GET', path: '/api/v1/classifieds/suggest', access: 'visitor', sendsBody: false } as const;

export const SUGGESTION_KINDS = ['word', 'category', 'district', 'area'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export interface ListingSuggestion {
  text: string;
  kind: SuggestionKind;
  id: string | null;
}

const isSuggestion = (value: unknown): value is ListingSuggestion => {
  if (!value || typeof value !== 'object') return false;
  const { text, kind, id } = value as Record<string, unknown>;
  return typeof text === 'string' && (SUGGESTION_KINDS as readonly unknown[]).includes(kind) && (id === null || typeof id === 'string');
};

/** `{ suggestions: [...] }`, or a failure when the answer is anything else. */
export const checkSuggestions: AnswerCheck<ListingSuggestion[]> = (json) => {
  const suggestions: unknown = json && typeof json === 'object' ? (json as Record<string, unknown>).suggestions : undefined;
  return Array.isArray(suggestions) && suggestions.every(isSuggestion) ? { success: true, data: suggestions } : { success: false };
};

export const suggestKey = (text: string) => ['members', 'market', 'suggest', text] as const;

export const fetchSuggestions = (text: string, signal?: AbortSignal) => memberRequest(SUGGEST_ADDRESS, { q: text }, checkSuggestions, { signal });

/** The filters a suggestion of a place or a category sets, named as the search takes them. */
const FILTER_OF_KIND = { category: 'category_id', district: 'district_id', area: 'area_id' } as const;
export type SuggestionFilter = (typeof FILTER_OF_KIND)[keyof typeof FILTER_OF_KIND];

/** What a search box asks for: the text, and a filter when a category or a place was picked. */
export interface SearchRequest {
  q: string;
  filter?: { key: SuggestionFilter; id: string };
}

/** The text before the last word: what stays of the typing when a category or place replaces the word being typed. */
export function textBeforeLastWord(typed: string): string {
  const trimmed = typed.trimEnd();
  const lastSpace = trimmed.search(/\s\S*$/);
  return lastSpace < 0 ? '' : trimmed.slice(0, lastSpace).trim();
}

/** What picking a suggestion searches: a word is the whole new text; a category or place is its filter, with the text typed before the last word. */
export function requestOfSuggestion(typed: string, suggestion: ListingSuggestion): SearchRequest {
  if (suggestion.kind === 'word' || !suggestion.id) return { q: suggestion.text.trim() };
  return { q: textBeforeLastWord(typed), filter: { key: FILTER_OF_KIND[suggestion.kind], id: suggestion.id } };
}

/** The search page's address for a request made from outside it (Home, the categories). */
export function listingSearchPath(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.filter) params.set(request.filter.key, request.filter.id);
  if (request.q) params.set('q', request.q);
  const query = params.toString();
  return `${memberPaths.classifieds}/search${query ? `?${query}` : ''}`;
}
