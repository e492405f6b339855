import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The notifications inbox's own catalog (namespace `inbox`), registered when the inbox first
 * loads: neither language ships with the members' first screen.
 */
export const INBOX_NAMESPACE = 'inbox';

registerNamespace(INBOX_NAMESPACE, (language) =>
  language === 'ar' ? import('./inbox.ar').then((module) => module.inboxAr) : import('./inbox.en').then((module) => module.inboxEn),
);

/** The inbox route's loader: the screen renders once its texts are here. */
export async function inboxTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
