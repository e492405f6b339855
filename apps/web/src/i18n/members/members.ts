import { registerNamespace, startI18n } from '../i18n';
import { membersEn } from './members.en';
import { loadServerTranslation, SERVER_NAMESPACE } from './server-text';

/**
 * The members' web app's catalogs: English ships with its first screen, Arabic downloads when it
 * is chosen. The server's texts need no English catalog (they are English already).
 */
export const MEMBERS_NAMESPACE = 'members';

registerNamespace(MEMBERS_NAMESPACE, (language) =>
  language === 'ar' ? import('./members.ar').then((module) => module.membersAr) : membersEn,
);
registerNamespace(SERVER_NAMESPACE, (language) => (language === 'ar' ? loadServerTranslation() : {}));

/** The members' route loader: the screens render once their language's texts are here. */
export async function membersI18nLoader(): Promise<null> {
  await startI18n();
  return null;
}
