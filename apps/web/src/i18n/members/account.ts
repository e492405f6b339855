import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The connection lists' catalogs (namespace `account`), registered when one of those screens
 * loads: the members' first screen ships neither language of them.
 */
export const ACCOUNT_NAMESPACE = 'account';

// One import per statement: the build gave a conditional expression's two imports one preload
// list, the English file's, so an Arabic screen fetched the English catalog too.
registerNamespace(ACCOUNT_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./account.ar')).accountAr;
  return (await import('./account.en')).accountEn;
});

/** The connection routes' loader: their screens render once their texts are here. */
export async function accountTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
