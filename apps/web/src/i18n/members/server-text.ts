import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../i18n';

/**
 * The server speaks English: its error and validation texts come from packages/contract's
 * `messages`, and the zod schemas the forms share with it carry the same texts. The members' app
 * shows them in the reader's language as the console does, through server/text.ts and the one
 * Arabic catalog of the server's texts (server/ar.ts), which download with the members' own
 * Arabic (members.ts); a text that is not in the catalog is shown as it came.
 */

let readServerText: ((text: string) => string) | undefined;

/** The reader of the server's texts in Arabic, with its catalog and index: downloaded when Arabic is chosen. */
export async function loadServerTranslation(): Promise<void> {
  readServerText = (await import('../server/text')).translateServerText;
}

/** A server text in `language`: its translation when the catalog has one, else as it came. */
export function translateServerText(text: string, language: Language = currentLanguage()): string {
  // Before the Arabic has downloaded there is no translation to show either.
  return language === 'en' || !readServerText ? text : readServerText(text);
}

/** `translateServerText` for the language on screen; screens re-render when it changes. */
export function useServerText(): (text: string) => string {
  // Subscribes to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language as Language;
  return useCallback((text: string) => translateServerText(text, language), [language]);
}
