import { messages } from '@souq/contract/messages';
import type { ServerTexts } from './catalog';

/**
 * The way back from a server text to its key: the server sends its texts in English, without
 * their keys. Downloaded with the Arabic only (with text.ts): in English the texts are shown
 * as they came, and this index of the contract's whole catalog would weigh on the first screens.
 */

const { console: _console, publicWeb: _publicWeb, ...serverTexts } = messages;
const sections: ServerTexts = serverTexts;

function indexTexts(node: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      // The same English text under two keys reads the same Arabic (ar.test.ts): the first key stands for both.
      if (value && !into.has(value)) into.set(value, path);
    } else if (value && typeof value === 'object') {
      indexTexts(value as object, path, into);
    }
  }
  return into;
}

let keysByText: Map<string, string> | undefined;

/** The catalog key of a text the server sent ('members.account.emailTaken'), if it is one of its texts. */
export function serverTextKey(text: string): string | undefined {
  keysByText ??= indexTexts(sections, '', new Map());
  return keysByText.get(text);
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
let templates: Template[] | undefined;

/** The catalog's texts with `{name}` placeholders, each as a pattern that reads the values back. */
function indexTemplates(): Template[] {
  keysByText ??= indexTexts(sections, '', new Map());
  const found: Template[] = [];
  for (const [text, key] of keysByText) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) continue;
    const source = text
      .split(PLACEHOLDER)
      // split keeps the captured names at the odd places: each becomes a group, the rest literal text.
      .map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    found.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  return found;
}

/**
 * The key of a text the server sent, and the values it filled in when the text is one of the
 * catalog's templates (`“camry” is already in another synonym group: camry, كامري`), so the
 * translation can be filled with the same values.
 */
export function serverTextMatch(text: string): { key: string; values: Record<string, string> } | undefined {
  const key = serverTextKey(text);
  if (key) return { key, values: {} };
  templates ??= indexTemplates();
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}
