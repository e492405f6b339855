import { useQuery } from '@tanstack/react-query';
import type { RouteSpec } from '@souq/contract/route';
import { callRoute, type RouteInput } from '@/lib/api-client';

/**
 * How many rows a list's filter matches, asked of the list's own route (`withTotal`, one row) only
 * once a whole page is selected: the number "Select all N matching this filter" offers.
 */
export function useMatchingTotal<S extends RouteSpec>(route: S, filter: Record<string, unknown>, enabled: boolean, pageSizeKey = 'itemsPerPage') {
  const query = useQuery({
    queryKey: ['matching-total', route.path, filter],
    queryFn: async ({ signal }) => {
      const input = { ...filter, page: 1, [pageSizeKey]: 1, withTotal: 'true' } as unknown as RouteInput<S>;
      const answer = (await callRoute(route, input, { signal })) as { total?: number };
      return answer.total ?? null;
    },
    enabled,
    staleTime: 10_000,
  });
  return query.data ?? undefined;
}
