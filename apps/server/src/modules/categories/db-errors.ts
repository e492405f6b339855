/**
 * Whether a database error (or one it wraps: drizzle nests the driver's error as `cause`) is a
 * foreign-key violation: a row appeared or vanished between our check and our write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
