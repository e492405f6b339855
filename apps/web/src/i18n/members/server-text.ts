import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceKey } from 'i18next';
import { currentLanguage, i18n, type Language } from '../i18n';

/**
 * The server speaks English: its error and validation texts come from packages/contract's
 * `messages`, and the zod schemas the forms share with it carry the same texts. To show them in
 * the reader's language, each text is looked up back to its key in the catalog (server-messages.ts),
 * and the key's translation (the `server` namespace, server.<language>.ts) is shown; a text that is
 * not in the catalog, or not translated yet, is shown as it came.
 */

export type { ServerMessages } from './server-messages';

export const SERVER_NAMESPACE = 'server';

type KeyOfText = (text: string) => string | undefined;
let keyOfText: KeyOfText | undefined;

/**
 * The `server` namespace's Arabic catalog, with the index that finds a text's key
 * (server-messages.ts, the contract's catalog): both download when Arabic is chosen.
 */
export async function loadServerTranslation(): Promise<ResourceKey> {
  const [catalog, index] = await Promise.all([import('./server.ar'), import('./server-messages')]);
  keyOfText = index.serverMessageKey;
  return catalog.serverAr;
}

/** A server text in `language`: its translation when the catalog has one, else as it came. */
export function translateServerText(text: string, language: Language = currentLanguage()): string {
  if (language === 'en' || !text) return text;
  // Without the index (Arabic not loaded yet) there is no translation to show either.
  const key = keyOfText?.(text);
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
