import { queryOptions } from '@tanstack/react-query';
import { getStaffRoute } from '@souq/contract/users';
import { callRoute } from '@/lib/api-client';

/** Staff accounts change rarely (an admin adds one from the CLI): a few minutes' staleness is fine. */
const STAFF_STALE_MS = 5 * 60_000;

/** Every staff member who can act, by name: the assignee pickers and the "who" filters share one request. */
export const staffLookup = queryOptions({
  queryKey: ['staff'] as const,
  queryFn: ({ signal }) => callRoute(getStaffRoute, undefined, { signal }),
  select: (data) => data.staff,
  staleTime: STAFF_STALE_MS,
});
