import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Period } from '@souq/contract/constants';
import { totalCountsRoute } from '@souq/contract/dashboard';
import { callRoute } from '@/lib/api-client';

export const dashboardKeys = {
  totals: (period: Period) => ['dashboard', 'totals', period] as const,
};

export function totalCountsQuery(period: Period) {
  return queryOptions({
    queryKey: dashboardKeys.totals(period),
    queryFn: ({ signal }) => callRoute(totalCountsRoute, { dateType: period }, { signal }),
    placeholderData: keepPreviousData,
  });
}
