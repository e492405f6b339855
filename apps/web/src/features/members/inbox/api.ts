import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { myNotificationsRoute, type InboxNotification } from '@souq/contract/notifications';
import { callMemberRoute } from '@/lib/members/api';

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
    getNextPageParam: (answer: { isNext: boolean }, _all: unknown, page: number) => (answer.isNext ? page + 1 : undefined),
  });

export type InboxPages = InfiniteData<{ notifications: InboxNotification[]; isNext: boolean }>;
