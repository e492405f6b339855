import { valueAt } from '../catalog';
import { serverAr } from './ar';
import { fillTemplate } from '@souq/contract/fill-template';
import { serverTextMatch } from './text-keys';

/**
 * The server's texts in Arabic, for the console and the members' app alike. The server speaks
 * English: its error and validation texts come from packages/contract's `messages`, and the zod
 * schemas the forms share with it carry the same texts. To show one in Arabic, it is looked up
 * back to its key (text-keys.ts) and that key's translation is shown; a text that is not one of
 * the catalog's is shown as it came.
 *
 * Downloaded, with the catalog and the index, only when Arabic is chosen: each app imports this
 * module then and hands `translateServerText` to what reads the texts on screen
 * (console/view.ts, members/server-text.ts), which show every text as it came until then.
 */

/**
 * A server text in Arabic: its translation in `translation` (the server's Arabic, or the console's,
 * which holds it), else as it came.
 */
export function translateServerText(text: string, translation: object = serverAr): string {
  const match = text ? serverTextMatch(text) : undefined;
  if (!match) return text;
  const translated = valueAt(translation, match.key);
  return typeof translated === 'string' && translated ? fillTemplate(translated, match.values) : text;
}
