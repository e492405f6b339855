/**
 * Types that hold the catalogs of other languages to the English one, key for key.
 *
 * Plurals follow i18next: a key ends in the CLDR category of the count (`posts_one`,
 * `posts_other`). English has two categories; Arabic has six, so where the English catalog has
 * `posts_one`/`posts_other`, the Arabic one must have `posts_zero` ... `posts_other`.
 */

export type EnglishPlural = 'one' | 'other';
export type ArabicPlural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A catalog with the English one's keys (plural keys widened to `Plural`), every value a string. */
export type TranslationOf<T, Plural extends string> = {
  [K in keyof T & string as K extends `${infer Base}_${EnglishPlural}` ? `${Base}_${Plural}` : K]: T[K] extends string ? string : TranslationOf<T[K], Plural>;
};

/** The shape an Arabic catalog must have to match `T`. */
export type ArabicCatalog<T> = TranslationOf<T, ArabicPlural>;
