/**
 * What every catalog shares: the types that hold the catalogs of other languages to the English
 * one, key for key, and reading a text at its key.
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

/** The value at a dotted key (`'generic.notFound'`) or a key path in a catalog, or undefined. */
export function valueAt(tree: unknown, path: string | readonly string[]): unknown {
  let node = tree;
  for (const key of typeof path === 'string' ? path.split('.') : path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
