import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The connection lists' catalogs (namespace `account`), registered when one of those screens
 * loads: the members' first screen ships neither language of them.
 */
export const ACCOUNT_NAMESPACE = 'account';

registerNamespace(ACCOUNT_NAMESPACE, (language) =>
  language === 'ar' ? import('./account.ar').then((module) => module.accountAr) : import('./account.en').then((module) => module.accountEn),
);

/** The connection routes' loader: their screens render once their texts are here. */
export async function accountTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
