import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getAuditLogRoute } from '@souq/contract/audit';
import { PAGE_SIZE } from '@souq/contract/constants';
import {
  deletePostRoute,
  getAllPostsRoute,
  getCommentsRoute,
  getPostByAdminRoute,
  getReportedPostRoute,
  hidePostRoute,
} from '@souq/contract/posts';
import { getStoriesByAdminRoute, getStoryAdminRoute } from '@souq/contract/stories';
import {
  blockUserRoute,
  deleteUserRoute,
  getReportedUsersRoute,
  getUserByIdRoute,
  getUsersRoute,
  userStatusRoute,
} from '@souq/contract/users';
import { callRoute, type RouteInput } from '@/lib/api-client';

const list = { placeholderData: keepPreviousData } as const;

// ---- Users ----

export const usersQuery = (page: number, textSearch: string) =>
  queryOptions({
    queryKey: ['users', 'list', page, textSearch],
    queryFn: ({ signal }) =>
      callRoute(getUsersRoute, { page, maxCountInaPage: PAGE_SIZE, textSearch: textSearch || undefined }, { signal }),
    ...list,
  });

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'one', userId],
    queryFn: ({ signal }) => callRoute(getUserByIdRoute, { user_id: userId }, { signal }),
    enabled: Boolean(userId),
  });

function useUserWrite<S extends typeof userStatusRoute | typeof blockUserRoute | typeof deleteUserRoute>(spec: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<S>) => callRoute(spec, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
export const useUserStatus = () => useUserWrite(userStatusRoute);
export const useBlockUser = () => useUserWrite(blockUserRoute);
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callRoute(deleteUserRoute, { user_id_to_delete: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const reportedUsersQuery = (page: number) =>
  queryOptions({
    queryKey: ['reported-users', page],
    queryFn: ({ signal }) => callRoute(getReportedUsersRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
    ...list,
  });

// ---- Posts ----

export const postsQuery = (input: { page: number; textSearch?: string; userId?: string }) =>
  queryOptions({
    queryKey: ['posts', 'list', input],
    queryFn: ({ signal }) =>
      callRoute(
        getAllPostsRoute,
        { page: input.page, itemsPerPage: PAGE_SIZE, textSearch: input.textSearch || undefined, user_id: input.userId || undefined },
        { signal },
      ),
    ...list,
  });

export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: ['posts', 'one', postId],
    queryFn: ({ signal }) => callRoute(getPostByAdminRoute, { post_id: postId }, { signal }),
    enabled: Boolean(postId),
  });

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: ['posts', 'comments', postId],
    queryFn: ({ signal }) => callRoute(getCommentsRoute, { post_id: postId }, { signal }),
    enabled: Boolean(postId),
  });

export const postReportsQuery = (postId: string, page: number) =>
  queryOptions({
    queryKey: ['posts', 'reports', postId, page],
    queryFn: ({ signal }) => callRoute(getReportedPostRoute, { post_id: postId, page, itemsPerPage: PAGE_SIZE }, { signal }),
    enabled: Boolean(postId),
    ...list,
  });

export function useHidePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { post_id: string; active: boolean }) => callRoute(hidePostRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callRoute(deletePostRoute, { post_id: postId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}

// ---- Stories ----

export const storiesQuery = (page: number, textSearch: string) =>
  queryOptions({
    queryKey: ['stories', 'list', page, textSearch],
    queryFn: ({ signal }) =>
      callRoute(getStoriesByAdminRoute, { page, itemsPerPage: PAGE_SIZE, textSearch: textSearch || undefined }, { signal }),
    ...list,
  });

export const storyQuery = (storyId: string) =>
  queryOptions({
    queryKey: ['stories', 'one', storyId],
    queryFn: ({ signal }) => callRoute(getStoryAdminRoute, { story_id: storyId }, { signal }),
    enabled: Boolean(storyId),
  });

// ---- Audit log ----

export const auditLogQuery = (input: { page: number; action?: string; record_type?: string; record_id?: string }) =>
  queryOptions({
    queryKey: ['audit-log', input],
    queryFn: ({ signal }) =>
      callRoute(
        getAuditLogRoute,
        {
          page: input.page,
          itemsPerPage: PAGE_SIZE,
          action: input.action || undefined,
          record_type: input.record_type || undefined,
          record_id: input.record_id || undefined,
        },
        { signal },
      ),
    ...list,
  });
