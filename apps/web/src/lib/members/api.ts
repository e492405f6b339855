import type { RouteSpec } from '@souq/contract/route';
import { LOGOUT_PATH } from '@souq/contract/login-check';
import { sessionMessages } from '@souq/contract/messages-core';
import { currentLanguage } from '@/i18n/i18n';
import { callRoute, request, type AnswerCheck, type CallOptions, type RequestAuth, type RouteAddress, type RouteInput, type RouteOutput } from '../api-client';
import { noteAnswer } from './saved-copies';
import { clearMemberSession, getMemberSession } from './session';

/**
 * The members' side of the API client: the member's own bearer token (never the staff
 * console's), the reader's language as Accept-Language, a 401 that ends the member's
 * session, which sends the members' screens back to their login page, and every answer's
 * origin (the network or the service worker's saved copy) noted for the offline banner.
 */
export const memberAuth: RequestAuth = {
  token: () => getMemberSession()?.token,
  unauthorized: () => {
    clearMemberSession('expired');
    // The members' screens translate the contract's English texts themselves (server-text.ts).
    return sessionMessages.notAuthorized;
  },
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  answered: noteAnswer,
};

export type MemberCallOptions = Omit<CallOptions, 'auth'>;

/** Calls one route as the member and parses the answer with the route's response schema. */
export function callMemberRoute<S extends RouteSpec>(spec: S, input: RouteInput<S>, options: MemberCallOptions = {}): Promise<RouteOutput<S>> {
  return callRoute(spec, input, { ...options, auth: memberAuth });
}

/** The next page number after `page` of a page-numbered list, when its answer says there is one. */
export const nextPageNumber = (answer: { isNext: boolean }, _all: unknown, page: number): number | undefined => (answer.isNext ? page + 1 : undefined);

/** A call checked by hand (no zod), for the first screen, which has a JavaScript budget. */
export function memberRequest<T>(address: RouteAddress, input: unknown, check: AnswerCheck<T>, options: MemberCallOptions = {}): Promise<T> {
  return request(address, input, check, { ...options, auth: memberAuth });
}

/**
 * Ends the member's session on the server (its token stops working) and on this device; after
 * an account deletion the server has ended every session already.
 */
export async function logoutMember(reason: 'signedOut' | 'deleted' = 'signedOut'): Promise<void> {
  const token = getMemberSession()?.token;
  try {
    if (token && reason === 'signedOut') {
      await fetch(LOGOUT_PATH, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      });
    }
  } catch {
    // unreachable or slow: the token expires on its own; this device forgets it now
  } finally {
    clearMemberSession(reason);
  }
}
