/**
 * Search text as searchers and sellers both write it. The database indexes and queries with the
 * same rules in SQL (souq_search_normalize, souq_ar_light_stem: migration 0015); a test holds the
 * two equal on both databases, so what the apps highlight is what the server matched.
 */

import { LATIN_DIGIT_FOR } from './digits';

/** Each spelling variant and the letter it is read as: hamza and alef forms, taa marbuta, alef maqsura, Persian yeh and keheh, and both Eastern digit sets. */
const LETTER_FOR: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ۀ: 'ه',
  ...LATIN_DIGIT_FOR,
};
const VARIANTS = new RegExp(`[${Object.keys(LETTER_FOR).join('')}]`, 'g');
/** Harakat, the superscript alef and tatweel: written or not, the word is the same. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Anything that is not part of a word: a word is a run of Latin letters, digits or Arabic letters. */
const SEPARATORS = /[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0671-\u06D3]+/;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

/** One spelling for what a person may write several ways: `أبيض`, `ابيض` and `ابيَض` are one word, `٢٠٢٠` is `2020`. */
export function normalizeSearchText(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(VARIANTS, (ch) => LETTER_FOR[ch] ?? ch)
    .toLowerCase();
}

/** The words of normalised text, in order. */
export function searchWords(normalised: string): string[] {
  return normalised.split(SEPARATORS).filter((word) => word !== '');
}

export const isArabicWord = (word: string): boolean => ARABIC_LETTER.test(word);

const ARTICLES = ['ال', 'وال', 'بال', 'كال', 'فال', 'لل'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

/** A normalised Arabic word without its leading "and" and article (light10): how it is looked up among synonyms and known words. */
export function stripArabicPrefix(word: string): string {
  let w = word.length >= 4 && word.startsWith('و') ? word.slice(1) : word;
  const article = ARTICLES.find((prefix) => w.startsWith(prefix) && w.length - prefix.length >= 2);
  if (article) w = w.slice(article.length);
  return w;
}

/** A normalised Arabic word without article and plural or pronoun suffixes: `سيارة`, `السيارة` and `سيارات` all give `سيار`. */
export function arabicLightStem(word: string): string {
  const article = ARTICLES.find((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 2);
  let w = article ? word.slice(article.length) : word;
  for (const suffix of SUFFIXES) if (w.endsWith(suffix) && w.length - suffix.length >= 2) w = w.slice(0, -suffix.length);
  return w;
}

/**
 * The stems a normalised Arabic word may stand for: a leading و is "and" (وصالة) or the word's own
 * first letter (وكالة), and both readings are indexed and searched.
 */
export function arabicStems(word: string): string[] {
  const stem = arabicLightStem(word);
  if (word.length < 4 || !word.startsWith('و')) return [stem];
  const withoutAnd = arabicLightStem(word.slice(1));
  return withoutAnd === stem ? [stem] : [stem, withoutAnd];
}

/**
 * Whether a word of a listing matches one of the lexemes a search matched (the server's `terms`):
 * an Arabic word by its light stem, a Latin word by the English stem's start (`camry` for `camri`).
 */
export function wordMatches(word: string, lexemes: readonly string[]): boolean {
  const normal = normalizeSearchText(word);
  if (isArabicWord(normal)) return arabicStems(normal).some((stem) => lexemes.includes(stem));
  return lexemes.some((lexeme) => {
    if (/^\d+$/.test(lexeme)) return normal === lexeme;
    const shared = Math.max(3, lexeme.length - 1);
    return !isArabicWord(lexeme) && normal.length >= shared && lexeme.length >= shared && normal.slice(0, shared) === lexeme.slice(0, shared);
  });
}

/**
 * Text as staff-written phrases are matched (chat warnings, watched words): normalised as search
 * normalises (hamza, taa marbuta, alef maqsura, harakat, tatweel, Eastern digits, case), every run
 * of non-word characters one space. A phrase is stored this way and a text is read this way.
 */
export function normalizePhraseText(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0671-\u06D3]+/g, ' ')
    .trim();
}
