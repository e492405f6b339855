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
