import { useSyncExternalStore } from 'react';
import type { Language } from '../language';
import type { ConsoleCatalog } from './catalog';

/**
 * What language the console shows now, and its loaded translation: the state console-messages.ts
 * reads. It is in every page's first download (the theme names its close buttons through
 * `messages`), so what loads the catalogs lives apart, in console-language.ts.
 */

/** Where a staff member's choice is kept (per user id: two staff members may share a browser). */
export function staffLanguageKey(userId: string): string {
  return `souq-console-language:${userId}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let language: Language = 'en';
let translation: ConsoleCatalog | undefined;

/** The language the console shows now. */
export function consoleLanguage(): Language {
  return language;
}

/** The loaded translation the console reads now, or undefined in English (its texts are the contract's). */
export function consoleTranslation(): ConsoleCatalog | undefined {
  return language === 'en' ? undefined : translation;
}

export function subscribeConsoleLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The console's language, re-rendering the caller when it changes. */
export function useConsoleLanguage(): Language {
  return useSyncExternalStore(subscribeConsoleLanguage, consoleLanguage, consoleLanguage);
}

/** Shows the console in `next` with its `catalog` (none for English), and re-renders the screens. */
export function setConsoleLanguage(next: Language, catalog?: ConsoleCatalog): void {
  if (catalog) translation = catalog;
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}
