import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The social screens' own catalogs (namespace `social`), registered when their first screen
 * loads: neither language ships with the members' first screen; switching language later loads
 * the other one with every registered namespace (i18n.ts setLanguage).
 */
export const SOCIAL_NAMESPACE = 'social';

// One import per statement: the build gave a conditional expression's two imports one preload
// list, the English file's, so an Arabic screen fetched the English catalog too.
registerNamespace(SOCIAL_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./social.ar')).socialAr;
  return (await import('./social.en')).socialEn;
});

/** The social routes' loader: their screens render once their texts are here. */
export async function socialTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
