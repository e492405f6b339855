import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS } from '@souq/contract/constants';
import { ApiError } from '@/lib/api-client';

/** Server state: unused data is kept QUERY_GC_MS (60 s); client errors are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      },
      mutations: { gcTime: QUERY_GC_MS, retry: false },
    },
  });
}
