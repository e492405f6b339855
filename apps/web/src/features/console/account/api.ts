import { useMutation } from '@tanstack/react-query';
import { logoutEverywhereRoute, updatePasswordRoute, type UpdatePasswordRequest } from '@souq/contract/auth';
import { callRoute } from '@/lib/api-client';
import { clearSession, getSession, saveSession } from '@/lib/console/session';

/**
 * Changing the password revokes every token of the account, this tab's included: the fresh
 * token of the answer goes into the stored login so the console stays signed in here, while
 * the account's other sessions stop working.
 */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: UpdatePasswordRequest) => callRoute(updatePasswordRoute, input),
    onSuccess: ({ token }) => {
      const session = getSession();
      if (session) saveSession({ ...session, token });
    },
  });
}

/** Ends every session of the account on the server; the console then forgets its own login. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => callRoute(logoutEverywhereRoute, undefined),
    onSuccess: ({ message }) => clearSession(message),
  });
}
