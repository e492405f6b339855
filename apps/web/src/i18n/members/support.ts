import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The support screens' own catalogs (namespace `support`), registered when their first
 * screen loads: neither language ships with the members' first screen; switching language later
 * loads the other one with every registered namespace (i18n.ts setLanguage).
 */
export const SUPPORT_NAMESPACE = 'support';

// One import per statement: the build gave a conditional expression's two imports one preload
// list, the English file's, so an Arabic screen fetched the English catalog too.
registerNamespace(SUPPORT_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./support.ar')).supportAr;
  return (await import('./support.en')).supportEn;
});

/** The support routes' loader: their screens render once their texts are here. */
export async function supportTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
