import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { valueAt } from '../catalog';
import { consoleAr } from './ar';

/** Every text's key path and kind ('string' or 'function'). */
function textsOf(node: object, prefix = ''): Map<string, string> {
  const into = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || typeof value === 'function') into.set(path, typeof value);
    else if (value && typeof value === 'object') for (const [inner, kind] of textsOf(value as object, `${path}.`)) into.set(inner, kind);
  }
  return into;
}

const english = textsOf(messages);
const arabic = textsOf(consoleAr);

describe('the Arabic console catalog', () => {
  it('has every English text of the console, of the same kind (a new English key needs its Arabic)', () => {
    const missing = [...english].filter(([path, kind]) => arabic.get(path) !== kind).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('has no text the English lacks (a renamed or removed key)', () => {
    expect([...arabic.keys()].filter((path) => !english.has(path))).toEqual([]);
  });

  it('translates: no text is empty or left in English (but codes, names and the switch)', () => {
    // Texts that are the same in both languages by nature.
    const sameByNature = new Set(['console.shell.otherLanguage', 'console.shell.otherLanguageName']);
    const untranslated = [...english.keys()].filter((path) => {
      const text = valueAt(consoleAr, path);
      if (typeof text !== 'string') return false;
      return !text.trim() || (!sameByNature.has(path) && !/[\u0600-\u06FF]/.test(text));
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders the screens fill in', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const lost = [...english]
      .filter(([, kind]) => kind === 'string')
      .map(([path]) => path)
      .filter((path) => {
        const en = valueAt(messages, path) as string;
        const ar = valueAt(consoleAr, path);
        return typeof ar === 'string' && placeholders(en).join() !== placeholders(ar).join();
      });
    expect(lost).toEqual([]);
  });
});
