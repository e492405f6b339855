import { registerNamespace, startI18n } from '@/i18n/i18n';

/**
 * The notifications inbox's own catalog (namespace `inbox`), registered when the inbox first
 * loads: neither language ships with the members' first screen.
 */
export const INBOX_NAMESPACE = 'inbox';

// One import per statement: the build gave a conditional expression's two imports one preload
// list, the English file's, so an Arabic screen fetched the English catalog too.
registerNamespace(INBOX_NAMESPACE, async (language) => {
  if (language === 'ar') return (await import('./inbox.ar')).inboxAr;
  return (await import('./inbox.en')).inboxEn;
});

/** The inbox route's loader: the screen renders once its texts are here. */
export async function inboxTextsLoader(): Promise<null> {
  await startI18n();
  return null;
}
