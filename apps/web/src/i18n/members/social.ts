import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The social screens' own catalogs (namespace `social`), registered when their first screen
 * loads: neither language ships with the members' first screen; switching language later loads
 * the other one with every registered namespace (i18n.ts setLanguage).
 */
export const SOCIAL_NAMESPACE = 'social';

registerNamespace(SOCIAL_NAMESPACE, (language) =>
  language === 'ar' ? import('./social.ar').then((module) => module.socialAr) : import('./social.en').then((module) => module.socialEn),
);

/** The social routes' loader: their screens render once their texts are here. */
export async function socialTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
