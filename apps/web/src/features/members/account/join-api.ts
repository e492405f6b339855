import { registerRoute, verifyEmailRoute, type RegisterRequest } from '@souq/contract/members-account';
import { forgotPasswordRoute } from '@souq/contract/password-reset';
import { currentLanguage } from '@/i18n/i18n';
import { callMemberRoute } from '@/lib/members/api';

/**
 * The join screens' calls: single requests, outside the members' query cache. Joining says the
 * app's language, which the server keeps for the member's e-mails.
 */
export function registerMember(input: RegisterRequest) {
  return callMemberRoute(registerRoute, { ...input, language: currentLanguage() });
}

const callVerify = (token: string) => callMemberRoute(verifyEmailRoute, { token });
const verifications = new Map<string, ReturnType<typeof callVerify>>();

/**
 * POST verify-email once per token and page load: a link works once, and React runs a
 * screen's effects twice in development, which would spend it and then report it spent.
 */
export function verifyEmailOnce(token: string) {
  let pending = verifications.get(token);
  if (!pending) {
    pending = callVerify(token);
    verifications.set(token, pending);
    // A failed attempt (offline, say) may be tried again with Retry.
    pending.catch(() => verifications.delete(token));
  }
  return pending;
}

/** The same answer whether or not the address has an account (nobody learns who is registered). */
export function requestPasswordReset(email: string) {
  return callMemberRoute(forgotPasswordRoute, { email });
}
