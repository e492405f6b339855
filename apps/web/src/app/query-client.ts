import { QueryClient, type NetworkMode } from '@tanstack/react-query';
import { QUERY_GC_MS } from '@souq/contract/constants';
import { ApiError } from '@/lib/api-client';

/**
 * Server state: unused data is kept QUERY_GC_MS (60 s); client errors are never retried.
 * `networkMode` 'always' sends requests while the browser says it is offline (the members' app:
 * its service worker answers reads from saved copies, and a write is refused with a message
 * instead of waiting unseen).
 */
export function createQueryClient(networkMode: NetworkMode = 'online'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode,
        gcTime: QUERY_GC_MS,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      },
      mutations: { gcTime: QUERY_GC_MS, retry: false, networkMode },
    },
  });
}
