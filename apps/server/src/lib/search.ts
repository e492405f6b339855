import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { normalizeSearchText, searchWords } from '@souq/contract/search-text';

/**
 * The ILIKE pattern for "contains this text": the user's %, _ and \ match themselves.
 * Queries must compare the same expression their trigram index is built on.
 */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The user's text with LIKE's wildcards (%, _ and the backslash) matching themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * `expression` as the list searches compare it: written the one way souq_search_normalize
 * (migration 0015) spells Arabic and digits. The schema's trigram index of each searched list is
 * built on `souq_search_normalize(<the same expression>)`, or the planner could not use it.
 */
export const normalisedForSearch = (expression: SQLWrapper): SQL => sql`souq_search_normalize(${expression})`;

/**
 * What a person typed, as the pieces every match must contain: the words of the normalised text.
 * Text with no word in it (only punctuation, such as `_` or `%`) is looked for as it is, so a
 * search for a symbol still finds only what contains that symbol.
 */
export function searchTerms(text: string): string[] {
  const normalised = normalizeSearchText(text);
  const words = searchWords(normalised);
  if (words.length > 0) return [...new Set(words)];
  const whole = normalised.trim();
  return whole === '' ? [] : [whole];
}

/**
 * Every word of `text` is somewhere in `expression`, in any order, however either spells its
 * hamza, taa marbuta, harakat or digits: 'محمد احمد' finds 'أحمد محمد'. One ILIKE per word on the
 * normalised expression, so each is answered by the expression's trigram index. Undefined (no
 * filter) when the text holds nothing to look for.
 */
export function matchesEveryWord(expression: SQLWrapper, text: string): SQL | undefined {
  const normalised = normalisedForSearch(expression);
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${normalised} ILIKE ${likePattern(term)}`));
}
