/**
 * The SQLSTATE of a database error, or of one it wraps (drizzle nests the driver's error as
 * `cause`), or undefined for any other error.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether PostgreSQL refused a value the caller sent (class 22, "data exception": invalid text
 * for a type, a number out of range, a byte sequence the encoding cannot hold...). The schemas
 * should stop such values first; this keeps one that slips past a 400, not a 500.
 */
export function isInvalidValueError(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
