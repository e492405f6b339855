/**
 * Where `value` holds the NUL character (U+0000), as a field path (`a.0.b`), or undefined.
 * PostgreSQL stores no NUL in text or jsonb: left in, it fails the query as a 500, so requests
 * carrying one are refused before any handler runs. Keys count too (they reach jsonb columns).
 * Walks with its own stack: a body nested 100k levels deep must not overflow the call stack.
 */
export function nulCharacterField(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', '\\u0000'));
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}
