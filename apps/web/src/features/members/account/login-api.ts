import { useCallback, useState } from 'react';
import type { LoginRequest, LoginResponse } from '@souq/contract/auth';
import { isLoginResponse, LOGIN_PATH, LOGOUT_PATH, pickLoginResponse } from '@souq/contract/login-check';
import type { AnswerCheck } from '@/lib/api-client';
import { memberRequest } from '@/lib/members/api';

/**
 * POST /api/login for the members' login page, checked by hand: the first screen a member waits
 * for has a JavaScript budget (docs/performance.md), and zod with the schemas would outweigh it.
 */
const loginAddress = { method: 'POST', path: LOGIN_PATH, access: 'public', sendsBody: true } as const;

const checkLoginAnswer: AnswerCheck<LoginResponse> = (json) => (isLoginResponse(json) ? { success: true, data: pickLoginResponse(json) } : { success: false });

export function memberLogin(input: LoginRequest): Promise<LoginResponse> {
  return memberRequest(loginAddress, input, checkLoginAnswer);
}

/**
 * A staff account logged in on the members' page: its fresh token is not kept, so the server
 * is told to end it at once (the staff member logs in to the console instead).
 */
export function discardLogin(token: string): void {
  void fetch(LOGOUT_PATH, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).catch(() => undefined);
}

/** The login call with its pending state (plain React state: no query client on this page). */
export function useMemberLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (input: LoginRequest) => {
    setPending(true);
    try {
      return await memberLogin(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending };
}
