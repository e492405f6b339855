import { messages as english } from '@souq/contract/messages';
import { consoleView, translateConsoleText } from './view';

/**
 * The console's texts. Every console screen reads its strings from here rather than from
 * `@souq/contract/messages` directly, so that the console shows in the staff member's language
 * without touching the screens.
 *
 * `messages` has the contract's type and keys; reading a text answers it in the console's
 * language now (console-language.ts), and English where the translation lacks it. Reading a
 * section answers a view of that section, so a screen's module-level
 * `const t = messages.console.users` still reads each text when the screen renders; a text
 * copied into a module-level constant, though, stays in the language of the moment it was read.
 */

type Messages = typeof english;

export const messages: Messages = consoleView(english, []);

export { translateConsoleText };

/**
 * The English texts, for the forms' zod schemas built once at module level: like the contract's
 * schemas (shared with the server) they say their messages in English, and the field shows them
 * translated (the form kit's MessageTranslationContext, translateConsoleText). A schema reading
 * `messages` would keep the language of the moment its module loaded.
 */
export const englishMessages: Messages = english;

/** A form field's error (a schema's English message, or the server's) in the console's language. */
export function translateFieldError(text: string | undefined): string | undefined {
  return text ? translateConsoleText(text) : undefined;
}
