import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The support screens' own catalogs (namespace `support`), registered when their first
 * screen loads: neither language ships with the members' first screen; switching language later
 * loads the other one with every registered namespace (i18n.ts setLanguage).
 */
export const SUPPORT_NAMESPACE = 'support';

registerNamespace(SUPPORT_NAMESPACE, (language) =>
  language === 'ar' ? import('./support.ar').then((module) => module.supportAr) : import('./support.en').then((module) => module.supportEn),
);

/** The support routes' loader: their screens render once their texts are here. */
export async function supportTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
