import { normalizePhraseText, isArabicWord, searchWords, stripArabicPrefix } from '@souq/contract/search-text';

/**
 * How staff-written phrases (chat warnings, watched words) are found in members' text: both are
 * read as words, normalised as search normalises, an Arabic word without its leading "and" and
 * article, so `العربون` and `والعربون` are `عربون`; a phrase matches a run of whole words.
 */
export function wordsOf(text: string): string[] {
  return searchWords(normalizePhraseText(text)).map((word) => (isArabicWord(word) ? stripArabicPrefix(word) : word));
}

/** Whether `run` (a phrase's words) appears, in order and whole, in `words`. */
export function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0 || run.length > words.length) return false;
  outer: for (let start = 0; start + run.length <= words.length; start++) {
    for (let i = 0; i < run.length; i++) if (words[start + i] !== run[i]) continue outer;
    return true;
  }
  return false;
}
