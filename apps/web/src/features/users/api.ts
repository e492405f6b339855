import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import {
  blockUserRoute,
  deleteUserRoute,
  getReportedUsersRoute,
  getUserByIdRoute,
  getUsersRoute,
  userStatusRoute,
} from '@souq/contract/users';
import { callRoute, type RouteInput } from '@/lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: (page: number, textSearch: string) => ['users', 'list', page, textSearch] as const,
  one: (userId: string) => ['users', 'one', userId] as const,
  reported: (page: number) => ['reported-users', page] as const,
};

export const usersQuery = (page: number, textSearch: string) =>
  queryOptions({
    queryKey: userKeys.list(page, textSearch),
    queryFn: ({ signal }) =>
      callRoute(getUsersRoute, { page, maxCountInaPage: PAGE_SIZE, textSearch: textSearch || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.one(userId),
    queryFn: ({ signal }) => callRoute(getUserByIdRoute, { user_id: userId }, { signal }),
    enabled: Boolean(userId),
  });

function useUserWrite<S extends typeof userStatusRoute | typeof blockUserRoute | typeof deleteUserRoute>(spec: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<S>) => callRoute(spec, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
export const useUserStatus = () => useUserWrite(userStatusRoute);
export const useBlockUser = () => useUserWrite(blockUserRoute);
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callRoute(deleteUserRoute, { user_id_to_delete: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const reportedUsersQuery = (page: number) =>
  queryOptions({
    queryKey: userKeys.reported(page),
    queryFn: ({ signal }) => callRoute(getReportedUsersRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
