import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettingsRoute,
  updateNotificationSettingsRoute,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@souq/contract/members-activity';
import { callMemberRoute } from '@/lib/members/api';

export const notificationSettingsKey = ['members', 'notification-settings'] as const;

/** GET /api/v1/me/notification-settings: each kind on each channel. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => callMemberRoute(getNotificationSettingsRoute, undefined, { signal }),
  });

/** PUT with only the pair that changed; the answer is the whole settings, kept as the query's data. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationSettings) => callMemberRoute(updateNotificationSettingsRoute, change),
    onSuccess: (settings: NotificationSettings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
