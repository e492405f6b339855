import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace, startI18n } from '../i18n';
import type { MarketCatalog } from './market.en';
// The ratings' texts show on the marketplace's and the chat's screens: their loaders load both.
import './ratings';

/**
 * The `market` namespace: the members' classifieds and chat screens. Registered and
 * loaded by those screens' route loaders only, so the first screen never downloads it.
 */
export const MARKET_NAMESPACE = 'market';

// One import per statement: the build gave a conditional expression's two imports one preload
// list, the English file's, so an Arabic screen fetched the English catalog too.
registerNamespace(MARKET_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./market.ar')).marketAr;
  return (await import('./market.en')).marketEn;
});

/** A route loader: the screen renders once its texts are here in the reader's language. */
export async function marketI18nLoader(): Promise<null> {
  await startI18n();
  return null;
}

type PluralFree<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** Every key of the catalog as a dotted path (plural keys without their suffix). */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? PluralFree<`${Prefix}${K}`> : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MarketKey = Paths<MarketCatalog>;
export type MarketText = (key: MarketKey, options?: Record<string, unknown>) => string;

/** t() of the market namespace, its keys checked against the English catalog. */
export function useMarketText(): MarketText {
  // Subscribes the screen to language changes.
  const { t } = useTranslation(MARKET_NAMESPACE as never);
  return useCallback<MarketText>(
    (key, options) => (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, { ...options, ns: MARKET_NAMESPACE }),
    [t],
  );
}
