import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Period } from '@souq/contract/constants';
import { dashboardTrendRoute, featuredCountRoute, totalCountsRoute } from '@souq/contract/dashboard';
import { callRoute } from '@/lib/api-client';

export const dashboardKeys = {
  totals: (period: Period) => ['dashboard', 'totals', period] as const,
  trend: (period: Period) => ['dashboard', 'trend', period] as const,
  featured: ['dashboard', 'featured'] as const,
};

/** Listings featured now: one figure, whatever the period. */
export function featuredCountQuery() {
  return queryOptions({
    queryKey: dashboardKeys.featured,
    queryFn: ({ signal }) => callRoute(featuredCountRoute, undefined, { signal }),
  });
}

export function totalCountsQuery(period: Period) {
  return queryOptions({
    queryKey: dashboardKeys.totals(period),
    queryFn: ({ signal }) => callRoute(totalCountsRoute, { dateType: period }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The chart's points and the change against the previous period. */
export function dashboardTrendQuery(period: Period) {
  return queryOptions({
    queryKey: dashboardKeys.trend(period),
    queryFn: ({ signal }) => callRoute(dashboardTrendRoute, { dateType: period }, { signal }),
    placeholderData: keepPreviousData,
  });
}
