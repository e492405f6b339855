import { causeChain } from './database-errors';
/** Seconds a client is told to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures: the server is down, restarting, or the network between us dropped. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs that mean "no usable connection right now", not "your statement is wrong": class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when the socket ends under a query, or when the pool cannot connect in time. */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /is not queryable/];

function isUnavailableError(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error (or one it wraps: drizzle nests the driver's error as `cause`) says the
 * database cannot be reached, so the request may succeed if tried again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (isUnavailableError(e)) return true;
    // Connection failures to several addresses arrive as one AggregateError.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
