import { valueAt } from '../catalog';
import { consoleLanguage, consoleTranslation } from './language-state';

/**
 * Reading the contract's English texts in the console's language, without the contract's whole
 * catalog: `consoleView(section, path)` answers a view of one section of it (a sub-catalog such
 * as `genericMessages` at `['generic']`), whose texts read in the console's language. The first
 * download of every page (the theme, the root error page, the API client) reads its few texts
 * through such views; messages.ts views the whole catalog the same way.
 */

/**
 * One view per section and path, so a section read twice is the same object (stable for memo
 * deps). Keyed by the section too: `['console']` may be the whole catalog's console section or a
 * sub-catalog's part of it.
 */
const views = new WeakMap<object, Map<string, object>>();

function readOnly(): boolean {
  return false;
}

/**
 * A view of `section`, the part of the contract's catalog at `path`: reading a text answers it
 * in the console's language now (language.ts), and English where the translation lacks
 * it; reading a section answers a view of that section.
 */
export function consoleView<T extends object>(section: T, path: readonly string[]): T {
  const id = path.join('.');
  let ofSection = views.get(section);
  if (!ofSection) views.set(section, (ofSection = new Map()));
  const known = ofSection.get(id);
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
      if (value && typeof value === 'object') return consoleView(value, at);
      return value;
    },
    set: readOnly,
    deleteProperty: readOnly,
    defineProperty: readOnly,
  });
  ofSection.set(id, view);
  return view;
}

/** Reads a server text in a translation: server/text.ts, which downloads with the Arabic. */
type ServerTextReader = (text: string, translation: object) => string;
let readServerText: ServerTextReader | undefined;

/** Hands over the reader of the server's texts once the Arabic has downloaded (language.ts). */
export function registerServerTextReader(reader: ServerTextReader): void {
  readServerText = reader;
}

/**
 * A catalog text that arrived in English (the server's errors, the messages of the zod schemas
 * the forms share with it) in the console's language: read as the members' app reads it
 * (server/text.ts), in the console's loaded translation, which holds the server's texts. A text
 * that is not one of the server's is shown as it came.
 */
export function translateConsoleText(text: string): string {
  const translation = consoleTranslation();
  if (!translation || !readServerText || consoleLanguage() === 'en') return text;
  return readServerText(text, translation);
}
