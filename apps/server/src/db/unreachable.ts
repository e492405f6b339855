/** The configured PostgreSQL cannot be opened: the message is one line for the operator. */
export class DatabaseUnreachable extends Error {
  override name = 'DatabaseUnreachable';
}

/**
 * Turns a failure to open PostgreSQL into one line an operator can act on: which setting, which
 * host and port (never the password), what went wrong and what to check.
 */
export function describeConnectFailure(url: string, error: unknown, timeoutMs: number): string {
  const where = describeTarget(url);
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const reason = REASONS[code] ?? (/timeout/i.test(message) ? REASONS.TIMEOUT : undefined);
  if (reason === TIMEOUT) {
    return `Cannot open the database at DATABASE_URL (${where}): no answer within ${timeoutMs} ms (PG_CONNECT_TIMEOUT_MS). ${reason.check}`;
  }
  if (reason) return `Cannot open the database at DATABASE_URL (${where}): ${reason.what}. ${reason.check}`;
  return `Cannot open the database at DATABASE_URL (${where}): ${message}. Check DATABASE_URL.`;
}

function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    const database = parsed.pathname.replace(/^\//, '') || '(default)';
    return `host ${parsed.hostname || 'localhost'}, port ${parsed.port || '5432'}, database ${database}`;
  } catch {
    return 'an address that is not a postgres:// URL';
  }
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return '';
}

const TIMEOUT = {
  what: 'no answer',
  check: 'Check that PostgreSQL is running there and that no firewall drops the connection.',
};

const REASONS: Record<string, { what: string; check: string }> = {
  TIMEOUT,
  ETIMEDOUT: TIMEOUT,
  ECONNREFUSED: {
    what: 'connection refused',
    check: 'Check that PostgreSQL is running and listening on that host and port.',
  },
  ENOTFOUND: { what: 'the host name does not resolve', check: 'Check the host name in DATABASE_URL.' },
  EAI_AGAIN: { what: 'the host name could not be looked up', check: 'Check the host name in DATABASE_URL and the DNS.' },
  EHOSTUNREACH: { what: 'the host is unreachable', check: 'Check the host in DATABASE_URL and the network route to it.' },
  // PostgreSQL's own SQLSTATEs for a server that answered but refused us.
  '28P01': { what: 'the password was refused', check: 'Check the user and password in DATABASE_URL.' },
  '28000': { what: 'the server refused this user', check: 'Check the user in DATABASE_URL and pg_hba.conf.' },
  '3D000': { what: 'the database does not exist', check: 'Create it (createdb) or fix its name in DATABASE_URL.' },
};
