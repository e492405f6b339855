import { LOGOUT_PATH } from '@souq/contract/login-check';
import { clearSession, getSession } from './session';

/** How long Logout waits for the server before forgetting the login anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout: the server revokes this session's token first, so a copy of it (a shared computer, a
 * leaked log) stops working; the stored login is forgotten whatever the answer, even offline.
 */
// A plain fetch, not callRoute: a 401 here (the token already revoked elsewhere) is no reason for
// the login page to say "Not authorized", which callRoute's session handling would make it do.
export async function logout(): Promise<void> {
  const token = getSession()?.token;
  try {
    if (token) {
      await fetch(LOGOUT_PATH, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
      });
    }
  } catch {
    // Unreachable or slow: the token still expires on its own; the browser forgets it now.
  } finally {
    clearSession();
  }
}
