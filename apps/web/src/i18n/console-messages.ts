import { messages as english } from '@souq/contract/messages';
import { consoleLanguage, consoleTranslation } from './console-language-state';

/**
 * The console's texts. Every console screen reads its strings from here rather than from
 * `@souq/contract/messages` directly, so that the console shows in the staff member's language
 * without touching the screens (issue 20).
 *
 * `messages` has the contract's type and keys; reading a text answers it in the console's
 * language now (console-language.ts), and English where the translation lacks it. Reading a
 * section answers a view of that section, so a screen's module-level
 * `const t = messages.console.users` still reads each text when the screen renders; a text
 * copied into a module-level constant, though, stays in the language of the moment it was read.
 */

type Messages = typeof english;

/** The value at `path` in `tree`, or undefined. */
function valueAt(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** One view per section, so a section read twice is the same object (stable for memo deps). */
const views = new Map<string, object>();

function readOnly(): boolean {
  return false;
}

function viewOf<T extends object>(section: T, path: readonly string[]): T {
  const id = path.join('.');
  const known = views.get(id);
  if (known) return known as T;
  const view = new Proxy(section, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const at = [...path, key];
      if (typeof value === 'string' || typeof value === 'function') {
        const translation = consoleTranslation();
        if (!translation) return value;
        const translated = valueAt(translation, at);
        // The English stands in for a text the translation lacks (or has of another kind).
        return typeof translated === typeof value && translated !== '' ? translated : value;
      }
      if (value && typeof value === 'object') return viewOf(value, at);
      return value;
    },
    set: readOnly,
    deleteProperty: readOnly,
    defineProperty: readOnly,
  });
  views.set(id, view);
  return view;
}

export const messages: Messages = viewOf(english, []);

let pathsByText: Map<string, string[]> | undefined;

function indexTexts(node: object, prefix: readonly string[], into: Map<string, string[]>): Map<string, string[]> {
  for (const [key, value] of Object.entries(node)) {
    const path = [...prefix, key];
    if (typeof value === 'string') {
      // The same English text under two keys: the first key stands for both.
      if (value && !into.has(value)) into.set(value, path);
    } else if (value && typeof value === 'object') {
      indexTexts(value as object, path, into);
    }
  }
  return into;
}

/**
 * A catalog text that arrived in English (the server's errors, the messages of the zod schemas
 * the forms share with it) in the console's language: looked up back to its key, and that key's
 * translation shown. A text that is not one of the catalog's is shown as it came.
 */
export function translateConsoleText(text: string): string {
  const translation = consoleTranslation();
  if (!translation || !text || consoleLanguage() === 'en') return text;
  pathsByText ??= indexTexts(english, [], new Map());
  const path = pathsByText.get(text);
  if (!path) return text;
  const translated = valueAt(translation, path);
  return typeof translated === 'string' && translated ? translated : text;
}

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
