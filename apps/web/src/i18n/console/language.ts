import { applyDocumentLanguage, isLanguage, storedLanguage, type Language } from '../language';
import type { ConsoleCatalog } from './catalog';
import { setConsoleLanguage, staffLanguageKey } from './language-state';
import { registerServerTextReader } from './view';

export { consoleLanguage, staffLanguageKey, subscribeConsoleLanguage, useConsoleLanguage } from './language-state';

/**
 * The console's language: English or Arabic, chosen per staff member and kept in this
 * browser under their user id; before anyone logs in (the login page), the device's choice, the
 * same one the members' app reads. The Arabic catalog downloads only once Arabic is chosen.
 *
 * A store of its own (console-language-state.ts) rather than the members' i18next instance: the
 * console reads its texts through `messages` (console-messages.ts), not t(), and the login page
 * has a 150 KB budget that i18next (about 14 KB) would break. What is shared with the members'
 * app: the languages, the device's choice, `<html lang dir>`, the catalog types, and the number
 * and date formats.
 */

/** The language a staff member chose in this browser, else the device's. */
export function staffLanguage(userId: string | null | undefined): Language {
  if (userId) {
    try {
      const stored = window.localStorage.getItem(staffLanguageKey(userId));
      if (isLanguage(stored)) return stored;
    } catch {
      // storage unavailable: the device's choice
    }
  }
  return storedLanguage();
}

let arabic: ConsoleCatalog | undefined;

/**
 * The translation of `language`, none for English. With the Arabic comes the reader of the
 * server's texts (server/text.ts), which translateConsoleText needs: the server's errors arrive in
 * English.
 */
async function catalogOf(language: Language): Promise<ConsoleCatalog | undefined> {
  if (language !== 'ar') return undefined;
  if (!arabic) {
    const [translation, serverText] = await Promise.all([import('./ar'), import('../server/text')]);
    registerServerTextReader(serverText.translateServerText);
    arabic = translation.consoleAr;
  }
  return arabic;
}

/**
 * Shows the console in `language`: its texts first, then `<html lang dir>` (Mantine mirrors on
 * it), then the screens re-render.
 */
export async function showConsoleIn(language: Language): Promise<void> {
  const catalog = await catalogOf(language);
  applyDocumentLanguage(language);
  setConsoleLanguage(language, catalog);
}

/** A staff member's choice from the header's switch: kept for them in this browser, and shown. */
export async function chooseConsoleLanguage(language: Language, userId: string): Promise<void> {
  try {
    window.localStorage.setItem(staffLanguageKey(userId), language);
  } catch {
    // storage unavailable: the choice lasts until the tab closes
  }
  await showConsoleIn(language);
}

/** Leaving the console for the members' app (which has texts of its own): the console's read in English again. */
export function leaveConsoleLanguage(): void {
  setConsoleLanguage('en');
}
