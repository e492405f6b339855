import { queryOptions } from '@tanstack/react-query';
import { getMyAccountRoute } from '@souq/contract/members-account';
import { callMemberRoute } from './api';

/** The member's own account: the profile shows it, and the marketplace reads its country. */
export const myAccountKey = ['members', 'me'] as const;

export const myAccountQuery = () =>
  queryOptions({
    queryKey: myAccountKey,
    queryFn: ({ signal }) => callMemberRoute(getMyAccountRoute, undefined, { signal }),
  });
