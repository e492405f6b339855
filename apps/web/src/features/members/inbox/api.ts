import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { myNotificationsRoute, type InboxNotification } from '@souq/contract/notifications';
import { callMemberRoute, nextPageNumber } from '@/lib/members/api';

/** The member's notifications inbox, page-numbered as the apps' route is. */
export const inboxKeys = {
  all: ['members', 'inbox'] as const,
};

export const INBOX_PAGE_SIZE = 20;

export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: inboxKeys.all,
    queryFn: ({ signal, pageParam }) => callMemberRoute(myNotificationsRoute, { page: pageParam, itemsPerPage: INBOX_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

export type InboxPages = InfiniteData<{ notifications: InboxNotification[]; isNext: boolean }>;
