import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import { getNotificationsRoute, sendNotificationRoute, type SendNotificationRequest } from '@souq/contract/notifications';
import { callRoute } from '@/lib/api-client';

/** How often the history asks again while a notification is still going out. */
export const PROGRESS_POLL_MS = 1500;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};

/**
 * Sent notifications with the outbox's delivery counts. Push goes out in the background, so the
 * page asks again while any row on it is incomplete, and stops once all are done.
 */
export function notificationsQuery(page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => callRoute(getNotificationsRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.notifications.some((row) => !row.complete) ? PROGRESS_POLL_MS : false),
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNotificationRequest) => callRoute(sendNotificationRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
