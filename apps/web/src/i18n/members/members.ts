import { registerNamespace, startI18n } from '../i18n';
import { membersEn } from './members.en';
import { loadServerTranslation } from './server-text';

/**
 * The members' web app's catalogs: English ships with its first screen, Arabic downloads when it
 * is chosen, and with it the Arabic of the server's texts (server-text.ts; in English they are
 * shown as they came).
 */
export const MEMBERS_NAMESPACE = 'members';

registerNamespace(
  MEMBERS_NAMESPACE,
  (language) => (language === 'ar' ? Promise.all([import('./members.ar'), loadServerTranslation()]).then(([module]) => module.membersAr) : membersEn),
  { isDefault: true },
);

/** The members' route loader: the screens render once their language's texts are here. */
export async function membersI18nLoader(): Promise<null> {
  await startI18n();
  return null;
}
