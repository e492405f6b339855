import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { serverAr } from './ar';

/** Every text's key path and text. */
function textsOf(node: object, prefix = ''): Map<string, string> {
  const into = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') for (const [inner, text] of textsOf(value as object, `${path}.`)) into.set(inner, text);
  }
  return into;
}

const { console: _console, publicWeb: _publicWeb, ...serverSections } = messages;
const english = textsOf(serverSections);
const arabic = textsOf(serverAr);

describe('the Arabic catalog of the server’s texts', () => {
  it('has every English text the server can send (a new English key needs its Arabic)', () => {
    expect([...english.keys()].filter((path) => !arabic.has(path))).toEqual([]);
  });

  it('has no text the English lacks (a renamed or removed key), and none of the console’s own', () => {
    expect([...arabic.keys()].filter((path) => !english.has(path))).toEqual([]);
  });

  it('translates: no text is empty or left in English', () => {
    expect([...arabic].filter(([, text]) => !text.trim() || !/[\u0600-\u06FF]/.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('keeps the placeholders the server and the screens fill in', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
    expect([...english].filter(([path, text]) => placeholders(text) !== placeholders(arabic.get(path) ?? '')).map(([path]) => path)).toEqual([]);
  });

  it('reads one English text the same under every key: the server sends the text, not its key', () => {
    const keysOfText = new Map<string, string[]>();
    for (const [path, text] of english) keysOfText.set(text, [...(keysOfText.get(text) ?? []), path]);
    const differing = [...keysOfText.values()]
      .filter((paths) => paths.length > 1 && new Set(paths.map((path) => arabic.get(path))).size > 1)
      .map((paths) => paths.join(' / '));
    expect(differing).toEqual([]);
  });
});
