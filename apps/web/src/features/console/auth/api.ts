import { useCallback, useState } from 'react';
import type { LoginRequest, LoginResponse } from '@souq/contract/auth';
import { isLoginResponse, LOGIN_PATH, pickLoginResponse } from '@souq/contract/login-check';
import { request, type AnswerCheck } from '@/lib/api-client';

const loginAddress = { method: 'POST', path: LOGIN_PATH, access: 'public', sendsBody: true } as const;

/** `loginRoute` without its zod schemas, which would double what the login page downloads. */
const checkLoginAnswer: AnswerCheck<LoginResponse> = (json) => (isLoginResponse(json) ? { success: true, data: pickLoginResponse(json) } : { success: false });

export function login(input: LoginRequest): Promise<LoginResponse> {
  return request(loginAddress, input, checkLoginAnswer);
}

/**
 * The login call with its pending state. Plain React state rather than a TanStack mutation: the
 * query client loads with the console and the public pages, not with the login page.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (input: LoginRequest) => {
    setPending(true);
    try {
      return await login(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending };
}
