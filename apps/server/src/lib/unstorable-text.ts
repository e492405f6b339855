import { messages } from '@souq/contract/messages';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL cannot store this text as given, or undefined when it can. */
function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return messages.generic.nulCharacter;
  if (LONE_SURROGATE.test(text)) return messages.generic.invalidUnicode;
  return undefined;
}

/**
 * The first field of `value` holding text PostgreSQL refuses, as a path (`a.0.b`) with the
 * reason, or undefined. NUL (U+0000) fits neither `text` nor `jsonb`; a lone surrogate (only a
 * JSON `\ud800` escape can carry one) fails every `jsonb` column. Either would fail the query
 * as a 500, so requests carrying them are refused before any handler runs. Keys count too
 * (they reach jsonb columns). Walks with its own stack: a body nested 100k levels deep must not
 * overflow the call stack.
 */
export function unstorableTextField(value: unknown): { field: string; message: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = problemOf(current);
      if (message) return { field: path || '_', message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const message = problemOf(key);
        if (message) return { field: join(path, JSON.stringify(key).slice(1, -1)), message };
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}
