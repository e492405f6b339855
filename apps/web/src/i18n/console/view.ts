import { consoleLanguage, consoleTranslation } from './language-state';

/**
 * Reading the contract's English texts in the console's language, without the contract's whole
 * catalog: `consoleView(section, path)` answers a view of one section of it (a sub-catalog such
 * as `genericMessages` at `['generic']`), whose texts read in the console's language. The first
 * download of every page (the theme, the root error page, the API client) reads its few texts
 * through such views; console-messages.ts views the whole catalog the same way.
 */

/** The value at `path` in `tree`, or undefined. */
function valueAt(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

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
 * in the console's language now (console-language.ts), and English where the translation lacks
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

/** The whole English catalog, which console-messages.ts hands over when it loads. */
let englishCatalog: object | undefined;
let pathsByText: Map<string, string[]> | undefined;

export function registerConsoleEnglish(catalog: object): void {
  englishCatalog = catalog;
}

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
 * translation shown. A text that is not one of the catalog's is shown as it came. A translation
 * is only ever loaded by the console (console-root), which loads the whole catalog too.
 */
export function translateConsoleText(text: string): string {
  const translation = consoleTranslation();
  if (!translation || !englishCatalog || !text || consoleLanguage() === 'en') return text;
  pathsByText ??= indexTexts(englishCatalog, [], new Map());
  const path = pathsByText.get(text);
  if (!path) return text;
  const translated = valueAt(translation, path);
  return typeof translated === 'string' && translated ? translated : text;
}
