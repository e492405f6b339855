import { useMutation } from '@tanstack/react-query';
import { loginRoute, type LoginRequest } from '@souq/contract/auth';
import { callRoute } from '@/lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginRequest) => callRoute(loginRoute, input),
  });
}
