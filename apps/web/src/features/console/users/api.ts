import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import {
  blockUserRoute,
  deleteUserRoute,
  getReportedUsersRoute,
  getUserByIdRoute,
  getUsersRoute,
  userStatusRoute,
  type USER_LIST_SORTS,
} from '@souq/contract/users';
import type { SortOrder } from '@souq/contract/list-query';
import { callRoute, type RouteInput } from '@/lib/api-client';

/** What the users list shows: page, size, sort and the filters ('' for none). */
export interface UserListInput {
  page: number;
  size: number;
  textSearch: string;
  sort?: string;
  order?: SortOrder;
  status: string;
  blocked: string;
  country: string;
  createdFrom: string;
  createdTo: string;
}

export const userKeys = {
  all: ['users'] as const,
  list: (input: UserListInput) => ['users', 'list', input] as const,
  one: (userId: string) => ['users', 'one', userId] as const,
  reported: (page: number) => ['reported-users', page] as const,
};

export const usersQuery = (input: UserListInput) =>
  queryOptions({
    queryKey: userKeys.list(input),
    queryFn: ({ signal }) =>
      callRoute(
        getUsersRoute,
        {
          page: input.page,
          maxCountInaPage: input.size,
          textSearch: input.textSearch || undefined,
          sort: (input.sort as (typeof USER_LIST_SORTS)[number] | undefined) || undefined,
          order: input.order,
          status: input.status === 'active' || input.status === 'pending' ? input.status : undefined,
          blocked: input.blocked === 'true' || input.blocked === 'false' ? input.blocked : undefined,
          country_id: input.country || undefined,
          createdFrom: input.createdFrom || undefined,
          createdTo: input.createdTo || undefined,
          withTotal: 'true',
        },
        { signal },
      ),
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
