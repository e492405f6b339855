/**
 * The languages of the web app and where a device keeps its choice: what the members' app and
 * the staff console share without i18next itself (the console's login page has a JavaScript
 * budget that i18next does not fit in; see console-language.ts).
 */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

/** The language chosen on this device (not per account: the choice is made before logging in). */
export const LANGUAGE_STORAGE_KEY = 'souq-language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The stored choice, else the browser's first preference among ours, else English. */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage unavailable: fall through to the browser's preference
  }
  const preferred = (navigator.languages?.length ? navigator.languages : [navigator.language]).map((tag) => tag.slice(0, 2).toLowerCase());
  return preferred.find(isLanguage) ?? 'en';
}

/** `<html lang dir>`: screen readers pick their voice from it, and Mantine's styles mirror on it. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.setAttribute('lang', language);
  root.setAttribute('dir', directionOf(language));
}
