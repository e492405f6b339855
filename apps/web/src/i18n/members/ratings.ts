import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../i18n';
import type { RatingsCatalog } from './ratings.en';

/**
 * The `ratings` namespace: the deal panel in chat and the ratings on sellers' pages and listings.
 * Registered by the marketplace's namespace module, so the marketplace's and the chat's route
 * loaders download it with their own texts, and never the first screen.
 */
export const RATINGS_NAMESPACE = 'ratings';

// One import per statement: written as the two arms of one expression, the build preloaded the
// English catalog beside the Arabic one, a request for nothing on every Arabic phone.
registerNamespace(RATINGS_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./ratings.ar')).ratingsAr;
  return (await import('./ratings.en')).ratingsEn;
});

type PluralFree<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? PluralFree<`${Prefix}${K}`> : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type RatingsKey = Paths<RatingsCatalog>;
export type RatingsText = (key: RatingsKey, options?: Record<string, unknown>) => string;

/** t() of the ratings namespace, its keys checked against the English catalog. */
export function useRatingsText(): RatingsText {
  // Subscribes the screen to language changes.
  const { t } = useTranslation(RATINGS_NAMESPACE as never);
  return useCallback<RatingsText>(
    (key, options) => (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, { ...options, ns: RATINGS_NAMESPACE }),
    [t],
  );
}
