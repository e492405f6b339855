/**
 * An error and the errors it wraps, outermost first: drizzle nests the driver's error as `cause`.
 * Bounded, so a cycle of causes cannot loop forever.
 */
export function* causeChain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error, or of one it wraps, or undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
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

/** A unique index refused the write: the value exists already. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A foreign key refused the write: a row appeared or vanished between our check and our write. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/**
 * Runs a write whose only expected unique violation is a duplicate (a name taken within its
 * parent, say), answering `duplicate` for it; any other error passes through.
 */
export async function refusingDuplicates<T>(duplicate: Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}
