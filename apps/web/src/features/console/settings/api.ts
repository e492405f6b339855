import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { editAppSettingsRoute, getAppSettingsRoute, type EditAppSettingsRequest } from '@souq/contract/settings';
import { callRoute } from '@/lib/api-client';

export const settingsKeys = { all: ['app-settings'] as const };

export function appSettingsQuery() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => callRoute(getAppSettingsRoute, undefined, { signal }),
  });
}

export function useEditAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditAppSettingsRequest) => callRoute(editAppSettingsRoute, input),
    // The answer is the saved record: the cache takes it without another round trip.
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.all, saved),
  });
}
