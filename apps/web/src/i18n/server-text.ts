import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@souq/contract/messages';
import { currentLanguage, i18n, type Language } from './i18n';

/**
 * The server speaks English: its error and validation texts come from packages/contract's
 * `messages`, and the zod schemas the forms share with it carry the same texts. To show them in
 * the reader's language, each text is looked up back to its key in the catalog, and the key's
 * translation (the `server` namespace, server.<language>.ts) is shown; a text that is not in the
 * catalog, or not translated yet, is shown as it came.
 */

/** The sections of the catalog the members' API (and the forms' schemas) can answer with. */
export const serverMessages = {
  members: messages.members,
  generic: messages.generic,
  session: messages.session,
  login: messages.login,
  password: messages.password,
  upload: messages.upload,
  user: messages.user,
  post: messages.post,
  classified: messages.classified,
  region: messages.region,
  settings: messages.settings,
  support: messages.support,
  notification: messages.notification,
} as const;
export type ServerMessages = typeof serverMessages;

export const SERVER_NAMESPACE = 'server';

let keysByText: Map<string, string> | undefined;

function indexTexts(node: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      // The same English text under two keys reads the same: the first key stands for both.
      if (!into.has(value)) into.set(value, path);
    } else if (value && typeof value === 'object') {
      indexTexts(value as object, path, into);
    }
  }
  return into;
}

/** The catalog key of a text the server sent ('members.account.emailTaken'), if it is one of its texts. */
export function serverMessageKey(text: string): string | undefined {
  keysByText ??= indexTexts(serverMessages, '', new Map());
  return keysByText.get(text);
}

/** A server text in `language`: its translation when the catalog has one, else as it came. */
export function translateServerText(text: string, language: Language = currentLanguage()): string {
  if (language === 'en' || !text) return text;
  const key = serverMessageKey(text);
  if (!key) return text;
  const translated: unknown = i18n.getResource(language, SERVER_NAMESPACE, key);
  return typeof translated === 'string' && translated ? translated : text;
}

/** `translateServerText` for the language on screen; screens re-render when it changes. */
export function useServerText(): (text: string) => string {
  // Subscribes to language changes (the server namespace itself is read with getResource).
  const { i18n: instance } = useTranslation();
  const language = instance.language as Language;
  return useCallback((text: string) => translateServerText(text, language), [language]);
}
